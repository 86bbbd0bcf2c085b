import { eq } from 'drizzle-orm';
import { clientRates, projectTasks, timeEntries } from '../../../db/schema/accountants';
import { syncEntries } from '../../../db/schema/sync';
import { users } from '../../../db/schema/users';
import { createUser, signIn } from '../../../test/fixtures';
import type { TestApp } from '../../../test/test-app';
import { insertInvoice, takeInvoiceNumber } from '../../billing/invoices.repository';
import {
  addFirmMember,
  assignAccountant,
  insertCompany,
  insertFirm,
} from '../../companies/companies.repository';
import { computeKickbacks } from '../../kickbacks/kickbacks.service';
import { insertProjectWithBoard } from '../../projects/project-factory';
import { insertSubscription } from '../../subscriptions/subscriptions.repository';

/** 13:00 in Stockholm on Friday 20 November 2026. */
export const NOW = new Date('2026-11-20T12:00:00Z');
const ago = (seconds: number) => new Date(NOW.getTime() - seconds * 1000);

export interface FirmFixture {
  keys: Record<'master' | 'partner' | 'assistant' | 'outsider', string>;
  people: Record<'master' | 'partner' | 'assistant' | 'outsider', number>;
  clients: Record<'xylo' | 'yngve' | 'zeta' | 'outside', number>;
}

let invoiceSeq = 0;
async function paidInvoice(t: TestApp, companyId: number, net: number, payDate: string | null) {
  const periodStart = new Date(Date.UTC(2021, invoiceSeq++, 1)).toISOString().slice(0, 10);
  await t.ctx.db.transaction(async (tx) =>
    insertInvoice(tx, {
      companyId,
      number: await takeInvoiceNumber(tx),
      invoiceDate: periodStart,
      dueDate: periodStart,
      payDate,
      periodStart,
      periodEnd: periodStart,
      net,
      vat: net / 4,
      total: net * 1.25,
      amountDue: payDate ? 0 : net * 1.25,
      status: payDate ? 'paid' : 'unpaid',
    }),
  );
}

/**
 * Firm "Översikt Redovisning AB" (kickback, silver) and its clients:
 * - Xylo AB (the assistant's): an Active subscription synced 10 minutes ago with 3 booked and 1
 *   failed element (health 88, good) and one in Error (0, poor); 998 kr of portal fees this year;
 * - Yngve AB: no subscription;
 * - Zeta AB (the partner's, rate 999.50 kr/h): Active, synced 20 hours ago (health 75, fair).
 * Tasks: one overdue, two open, one done; time this month and last; another firm beside it.
 */
export async function seedFirm(t: TestApp): Promise<FirmFixture> {
  const db = t.ctx.db;
  const firm = await insertFirm(db, {
    name: 'Översikt Redovisning AB',
    affiliateType: 'kickback',
    tierPlan: 'silver',
  });
  const otherFirm = await insertFirm(db, { name: 'Annan Byrå AB' });
  const person = async (email: string, role: string, first: string, firmId: number) => {
    const user = await createUser(db, { email, role: role as 'MasterAccountant' });
    await db.update(users).set({ firstName: first, lastName: 'Test' }).where(eq(users.id, user.id));
    await addFirmMember(db, user.id, firmId, role);
    return user.id;
  };
  const people = {
    master: await person('master@oversikt.test', 'MasterAccountant', 'Maja', firm.id),
    partner: await person('partner@oversikt.test', 'PartnerAccountant', 'Pelle', firm.id),
    assistant: await person('assistant@oversikt.test', 'AssistingAccountant', 'Anna', firm.id),
    outsider: await person('master@annan.test', 'MasterAccountant', 'Otto', otherFirm.id),
  };
  const company = (name: string, org: string, firmId: number) =>
    insertCompany(db, { name, organizationNumber: org, accountingFirmId: firmId });
  const xylo = await company('Xylo AB', '556200-0001', firm.id);
  const yngve = await company('Yngve AB', '556200-0002', firm.id);
  const zeta = await company('Zeta AB', '556200-0003', firm.id);
  const outside = await company('Utanför AB', '556200-0004', otherFirm.id);
  await assignAccountant(db, people.assistant, xylo.id);
  await assignAccountant(db, people.partner, zeta.id);
  await assignAccountant(db, people.outsider, outside.id);

  const subscription = (companyId: number, status: string, lastProcessedAt: Date | null) =>
    insertSubscription(db, {
      companyId,
      application: 'shopify',
      accounting: 'fortnox',
      status,
      startDate: '2026-01-01',
      lastProcessedAt,
      activatedAt: new Date('2026-01-01T00:00:00Z'),
    });
  const xyloShop = await subscription(xylo.id, 'Active', ago(600));
  await subscription(xylo.id, 'Error', ago(3 * 86_400));
  await subscription(zeta.id, 'Active', ago(20 * 3600));
  await subscription(outside.id, 'Error', null);
  await db.insert(syncEntries).values(
    ['Success', 'Success', 'Success', 'Failed'].map((status, i) => ({
      subscriptionId: xyloShop.id,
      companyId: xylo.id,
      source: 'shopify',
      sourceId: String(1000 + i),
      kind: 'order',
      eventType: 'created',
      elementType: 'e7',
      referenceNumber: `#${1000 + i}`,
      status,
      createdAt: ago(3600),
      updatedAt: ago(3600),
    })),
  );

  const { project, columns } = await insertProjectWithBoard(
    db,
    {
      firmId: firm.id,
      companyId: xylo.id,
      name: 'Bokslut',
      createdBy: people.master,
      tasks: [
        { title: 'Försenad', dueDate: '2026-11-19' },
        { title: 'Kommande', dueDate: '2026-11-21' },
        { title: 'Utan datum' },
        { title: 'Klar', dueDate: '2026-11-01' },
      ],
    },
    'sv',
  );
  await db
    .update(projectTasks)
    .set({ columnId: columns.at(-1)!.id })
    .where(eq(projectTasks.title, 'Klar'));
  void project;
  await insertProjectWithBoard(
    db,
    {
      firmId: otherFirm.id,
      companyId: null,
      name: 'Annat',
      createdBy: people.outsider,
      tasks: [{ title: 'Inte vår', dueDate: '2026-11-01' }],
    },
    'sv',
  );

  await db.insert(clientRates).values({ firmId: firm.id, companyId: zeta.id, hourlyRate: 99_950 });
  const entry = (
    userId: number,
    companyId: number | null,
    date: string,
    minutes: number,
    billable: boolean,
    hourlyRate: number | null,
    firmId = firm.id,
  ) => ({ firmId, userId, companyId, date, minutes, billable, hourlyRate });
  await db.insert(timeEntries).values([
    entry(people.master, xylo.id, '2026-11-02', 90, true, 150_000),
    entry(people.master, yngve.id, '2026-11-03', 45, true, null), // the consultation rate
    entry(people.partner, zeta.id, '2026-11-04', 60, true, null), // Zeta's rate
    entry(people.partner, zeta.id, '2026-11-05', 7, true, null),
    entry(people.partner, zeta.id, '2026-11-06', 30, false, 99_950),
    entry(people.partner, null, '2026-11-09', 20, true, null), // the firm's own time
    entry(people.master, xylo.id, '2026-10-28', 60, true, 150_000), // last month
    entry(people.outsider, outside.id, '2026-11-02', 600, true, 150_000, otherFirm.id),
  ]);
  // a timer still running counts when it stops
  await db.insert(timeEntries).values({
    ...entry(people.partner, zeta.id, '2026-11-20', 15, true, null),
    runningSince: ago(900),
  });

  await paidInvoice(t, xylo.id, 49_900, '2026-03-12');
  await paidInvoice(t, xylo.id, 49_900, '2026-10-12');
  await paidInvoice(t, xylo.id, 49_900, '2025-12-12'); // last year
  await paidInvoice(t, xylo.id, 49_900, null); // unpaid
  await computeKickbacks(t.ctx, '2026-03', NOW);
  await computeKickbacks(t.ctx, '2026-10', NOW);

  const keys = {
    master: await signIn(t.app, 'master@oversikt.test'),
    partner: await signIn(t.app, 'partner@oversikt.test'),
    assistant: await signIn(t.app, 'assistant@oversikt.test'),
    outsider: await signIn(t.app, 'master@annan.test'),
  };
  return {
    keys,
    people,
    clients: { xylo: xylo.id, yngve: yngve.id, zeta: zeta.id, outside: outside.id },
  };
}
