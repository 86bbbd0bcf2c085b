import { and, asc, eq, isNull, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../../db/schema/notifications';
import { DEFAULT_NOTIFICATION_SETTINGS } from '../../../db/schema/users';
import { syncIncidents } from '../../../db/schema/operations';
import { outbox } from '../../../db/schema/outbox';
import { subscriptions } from '../../../db/schema/subscriptions';
import { createUser } from '../../../test/fixtures';
import { createTestApp } from '../../../test/test-app';
import type { TestApp } from '../../../test/test-app';
import { addCompanyMember, insertCompany } from '../../companies/companies.repository';
import { updateUser } from '../../users/users.repository';
import { evaluateSyncHealth } from '../alerts.service';
import { openIncident, resolveIncident } from '../incidents.repository';
import { scene } from './scene';

const NOW = new Date('2026-11-20T12:00:00Z');
const MIN = 60_000;
const ago = (ms: number) => new Date(NOW.getTime() - ms);

let t: TestApp;
let s: ReturnType<typeof scene>;
const users: Record<string, number> = {};
const company: Record<string, number> = {};

/**
 * In-house staff: Stina (Swedish), Ed (English), Quiet (in-app sync errors off) and Gone (not
 * active). Alfa's owner receives alerts at a separate address, in English; Beta's owner has
 * alerts off.
 */
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(NOW);
  const db = t.ctx.db;
  s = scene(db, NOW);
  const make = async (key: string, spec: Parameters<typeof createUser>[1]) => {
    users[key] = (await createUser(db, spec)).id;
  };
  await make('stina', { email: 'stina@inhouse.test', role: 'Inhouse', locale: 'sv' });
  await make('ed', { email: 'ed@inhouse.test', role: 'Inhouse', locale: 'en' });
  await make('quiet', { email: 'quiet@inhouse.test', role: 'Inhouse' });
  await make('gone', { email: 'gone@inhouse.test', role: 'Inhouse', active: false });
  await make('alfaOwner', { email: 'anna@alfa.test', role: 'Owner', locale: 'en' });
  await make('betaOwner', { email: 'bo@beta.test', role: 'Owner' });
  await updateUser(db, users.quiet!, {
    notificationSettings: { ...DEFAULT_NOTIFICATION_SETTINGS, in_app_sync_errors: false },
  });
  await updateUser(db, users.alfaOwner!, {
    firstName: 'Anna',
    receiveAlerts: true,
    adminAlertEmail: 'alerts@alfa.test',
  });
  await updateUser(db, users.betaOwner!, { receiveAlerts: false });
  const alfa = await insertCompany(db, {
    name: 'Alfa Cykel AB',
    organizationNumber: '556002-0001',
  });
  const beta = await insertCompany(db, { name: 'Beta Bok AB', organizationNumber: '556002-0002' });
  await addCompanyMember(db, users.alfaOwner!, alfa.id, 'Owner');
  await addCompanyMember(db, users.betaOwner!, beta.id, 'Owner');
  Object.assign(company, { alfa: alfa.id, beta: beta.id });
});
afterAll(() => t.close());

const noticesOf = (userId: number) =>
  t.ctx.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.id));
const mailsTo = (to: string) =>
  t.ctx.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(asc(outbox.id));
const everyMail = () => t.ctx.db.select().from(outbox);

describe('alerts on repeated failures', () => {
  let alfaShop: number;
  let betaShop: number;

  it('say nothing while fewer runs in a row failed than the threshold', async () => {
    alfaShop = await s.subscription(company.alfa!, { processed: ago(MIN) });
    betaShop = await s.subscription(company.beta!, { processed: ago(MIN) });
    for (const id of [alfaShop, betaShop]) {
      await s.run(id, 'success', ago(120 * MIN));
      await s.run(id, 'failure', ago(90 * MIN));
      await s.run(id, 'failure', ago(60 * MIN));
    }
    expect(await evaluateSyncHealth(t.ctx)).toEqual({ opened: [], resolved: [] });
    expect(await noticesOf(users.stina!)).toEqual([]);
  });

  it('raise one notice per in-house user and one e-mail to an owner who receives alerts', async () => {
    for (const id of [alfaShop, betaShop]) await s.run(id, 'failure', ago(30 * MIN));
    const result = await evaluateSyncHealth(t.ctx);
    expect(result.opened.sort()).toEqual([alfaShop, betaShop].sort());

    const stina = await noticesOf(users.stina!);
    expect(stina.map((n) => n.title).sort()).toEqual([
      'Synkningen misslyckas: Alfa Cykel AB',
      'Synkningen misslyckas: Beta Bok AB',
    ]);
    expect(stina.every((n) => n.type === 'error')).toBe(true);
    expect(stina.find((n) => n.title.includes('Alfa'))?.text).toMatch(
      /^Shopify → Fortnox för Alfa Cykel AB: 3 synkkörningar i rad har misslyckats, sedan 2026-11-20 11:30\.$/,
    );
    const ed = await noticesOf(users.ed!);
    expect(ed.map((n) => n.title).sort()).toEqual([
      'Sync failing: Alfa Cykel AB',
      'Sync failing: Beta Bok AB',
    ]);
    expect(await noticesOf(users.quiet!)).toEqual([]);
    expect(await noticesOf(users.gone!)).toEqual([]);

    const [mail, ...more] = await mailsTo('alerts@alfa.test');
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      locale: 'en',
      subject: 'The sync of Shopify → Fortnox is failing',
    });
    expect(mail!.text).toContain('Hi Anna,');
    expect(mail!.text).toContain('3 sync runs in a row have failed');
    expect(mail!.text).toContain(`http://portal.test/app-settings/${alfaShop}`);
    // Beta's owner has alerts off, and Alfa's goes to the alert address only
    expect(await mailsTo('bo@beta.test')).toEqual([]);
    expect(await mailsTo('anna@alfa.test')).toEqual([]);
    expect(t.queue.sent.filter((j) => j.name === 'email.deliver')).toHaveLength(1);
  });

  it('raise nothing more while the failures go on', async () => {
    const before = {
      notices: (await noticesOf(users.stina!)).length,
      mails: (await everyMail()).length,
    };
    for (const minutes of [20, 10]) {
      await s.run(alfaShop, 'failure', ago(minutes * MIN));
      t.clock.set(new Date(NOW.getTime() + (30 - minutes) * MIN));
      expect(await evaluateSyncHealth(t.ctx)).toEqual({ opened: [], resolved: [] });
    }
    expect(await noticesOf(users.stina!)).toHaveLength(before.notices);
    expect(await everyMail()).toHaveLength(before.mails);
    t.clock.set(NOW);
  });

  it('raise one of each when it recovers, and nothing after', async () => {
    await s.run(alfaShop, 'success', ago(5 * MIN));
    expect(await evaluateSyncHealth(t.ctx)).toEqual({ opened: [], resolved: [alfaShop] });
    expect(await evaluateSyncHealth(t.ctx)).toEqual({ opened: [], resolved: [] });
    const stina = await noticesOf(users.stina!);
    expect(stina.filter((n) => n.title === 'Synkningen fungerar igen: Alfa Cykel AB')).toHaveLength(
      1,
    );
    expect(stina.at(-1)?.type).toBe('success');
    const mails = await mailsTo('alerts@alfa.test');
    expect(mails.map((m) => m.subject)).toEqual([
      'The sync of Shopify → Fortnox is failing',
      'The sync of Shopify → Fortnox works again',
    ]);
    const open = await t.ctx.db
      .select()
      .from(syncIncidents)
      .where(and(eq(syncIncidents.subscriptionId, alfaShop), isNull(syncIncidents.resolvedAt)));
    expect(open).toEqual([]);
  });

  it('close without a word when the subscription stops syncing on purpose', async () => {
    const before = (await noticesOf(users.stina!)).length;
    await t.ctx.db
      .update(subscriptions)
      .set({ status: 'Paused' })
      .where(eq(subscriptions.id, betaShop));
    expect(await evaluateSyncHealth(t.ctx)).toEqual({ opened: [], resolved: [betaShop] });
    expect(await noticesOf(users.stina!)).toHaveLength(before);
  });
});

describe('alerts on falling behind', () => {
  it('open once past the threshold, not for a shorter stuck run', async () => {
    const behind = await s.subscription(company.alfa!, { processed: ago(3 * 60 * MIN) });
    await s.run(behind, 'success', ago(3 * 60 * MIN));
    const stuck = await s.subscription(company.alfa!, { processed: ago(50 * MIN) });
    await s.run(stuck, 'started', ago(45 * MIN), { open: true });
    expect(await evaluateSyncHealth(t.ctx)).toEqual({ opened: [behind], resolved: [] });
    const [notice] = await t.ctx.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.userId, users.ed!), like(notifications.title, 'Sync falling behind%')),
      );
    expect(notice).toMatchObject({ type: 'warning', title: 'Sync falling behind: Alfa Cykel AB' });
    expect(notice!.text).toContain('3 h behind now');
  });

  it('tells once when two workers judge at the same moment', async () => {
    const shop = await s.subscription(company.alfa!, { processed: ago(5 * 60 * MIN) });
    const mails = (await mailsTo('alerts@alfa.test')).length;
    const results = await Promise.all([evaluateSyncHealth(t.ctx), evaluateSyncHealth(t.ctx)]);
    expect(results.flatMap((r) => r.opened)).toEqual([shop]);
    const stina = await noticesOf(users.stina!);
    expect(stina.filter((n) => n.title === 'Synkningen släpar efter: Alfa Cykel AB')).toHaveLength(
      2, // the one of the test before, and this one
    );
    expect(await mailsTo('alerts@alfa.test')).toHaveLength(mails + 1);
  });

  it('lets only one of two openers of an incident through, and one closer', async () => {
    const shop = await s.subscription(company.beta!, { processed: ago(MIN) });
    const open = () =>
      openIncident(t.ctx.db, { subscriptionId: shop, kind: 'failing', detail: {} }, NOW);
    const first = await open();
    expect(first).toEqual(expect.any(Number));
    expect(await open()).toBeNull();
    expect(await resolveIncident(t.ctx.db, first!, NOW)).toBe(true);
    expect(await resolveIncident(t.ctx.db, first!, NOW)).toBe(false);
    // closed, a new incident may open
    expect(await open()).toEqual(expect.any(Number));
  });
});
