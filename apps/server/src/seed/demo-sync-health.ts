import type { Db } from '../db/client';
import { periodicTasks } from '../db/schema/engine';
import { syncEntries } from '../db/schema/sync';
import { addCompanyMember, insertCompany } from '../modules/companies/companies.repository';
import { insertSubscription } from '../modules/subscriptions/subscriptions.repository';
import { insertUser } from '../modules/users/users.repository';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** A customer of the portal whose four subscriptions each show one way a sync goes wrong. */
export const KUSTENS = {
  organisationNumber: '556712-3456',
  owner: 'cykel@example.com',
} as const;

/**
 * Kustens Cykel's Stripe account, as the demo connects it: a key Stripe no longer accepts, so
 * every live run is refused with 401 and the subscription goes to Error (SPEC §8).
 */
export const KUSTENS_REVOKED = {
  stripe: { secret_key: 'sk_test_demo_kustens_revoked', webhook_secret: 'whsec_demo_kustens' },
} as const;

type Task = typeof periodicTasks.$inferInsert;

/**
 * What /unprocessed-subscription shows a newcomer (issue 14), at Kustens Cykel & Sport AB, whose
 * owner receives alerts: a Shopify run hung three hours ago (its worker still holds the lease),
 * a Stripe account whose key was revoked (three runs failed; the live engine then puts it in
 * Error), a WooCommerce shop activated two days ago that never ran, and Klarna nine hours
 * behind. Lindqvist Bygg's shop in Error (demo-dashboard.ts) is the fifth.
 */
export async function seedDemoSyncHealth(
  db: Db,
  { passwordHash }: { passwordHash: string },
  now: Date,
): Promise<void> {
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const owner = await insertUser(db, {
    email: KUSTENS.owner,
    username: 'cykel',
    firstName: 'Cecilia',
    lastName: 'Cykelsson',
    passwordHash,
    role: 'Owner',
    isActive: true,
    phone: '070-555 12 34',
    receiveAlerts: true,
    dateJoined: ago(30 * DAY),
  });
  const company = await insertCompany(db, {
    name: 'Kustens Cykel & Sport AB',
    organizationNumber: KUSTENS.organisationNumber,
    city: 'Varberg',
    zipCode: '432 41',
    addressLine1: 'Hamngatan 4',
    billingEmail: KUSTENS.owner,
    invoiceEmail: KUSTENS.owner,
  });
  await addCompanyMember(db, owner.id, company.id, 'Owner');

  const subscription = (
    application: string,
    accounting: string,
    values: { lastProcessedAt?: Date; activatedAt: Date; leaseHolder?: string; leaseUntil?: Date },
  ) =>
    insertSubscription(db, {
      companyId: company.id,
      application,
      accounting,
      status: 'Active',
      isLive: true,
      startDate: values.activatedAt.toISOString().slice(0, 10),
      createdBy: owner.id,
      createdAt: values.activatedAt,
      ...values,
    });
  const stuck = await subscription('shopify', 'fortnox', {
    lastProcessedAt: ago(3 * HOUR),
    activatedAt: ago(20 * DAY),
    // a worker that hangs keeps renewing its lease: the scheduler never takes over
    leaseHolder: 'demo-worker:hung',
    leaseUntil: new Date(now.getTime() + 365 * DAY),
  });
  const revoked = await subscription('stripe', 'sie', {
    lastProcessedAt: ago(5 * HOUR),
    activatedAt: ago(20 * DAY),
  });
  await subscription('woocommerce', 'fortnox', { activatedAt: ago(2 * DAY) });
  const behind = await subscription('klarna', 'sie', {
    lastProcessedAt: ago(9 * HOUR),
    activatedAt: ago(20 * DAY),
  });

  const run = (id: number, status: string, at: Date, result: string, done = true): Task => ({
    name: 'sync_subscription',
    trigger: 'schedule',
    syncType: 'incremental',
    status,
    subscriptionId: id,
    companyId: company.id,
    kwargs: { subscription_id: id },
    result,
    createdAt: at,
    startedAt: at,
    completedAt: done ? new Date(at.getTime() + 20_000) : null,
  });
  const refused = `The provider refused the credentials; verify them and reconnect: Invalid API Key provided: sk_test_****oked`;
  await db
    .insert(periodicTasks)
    .values([
      run(stuck.id, 'success', ago(3 * HOUR + 5 * MINUTE), 'booked 2'),
      run(stuck.id, 'started', ago(3 * HOUR), 'booked 1', false),
      run(revoked.id, 'success', ago(5 * HOUR + 5 * MINUTE), 'booked 3'),
      ...[4, 3, 2].map((hours) => run(revoked.id, 'failure', ago(hours * HOUR), refused)),
      run(behind.id, 'success', ago(9 * HOUR), 'booked 1'),
    ]);
  await db.insert(syncEntries).values(
    [stuck, revoked].map((s, i) => ({
      subscriptionId: s.id,
      companyId: company.id,
      source: s.application,
      sourceId: `kustens-${i + 1}`,
      kind: 'order',
      eventType: 'created',
      elementType: 'e7',
      referenceNumber: `#K${i + 1}`,
      status: 'Success',
      targetReference: `K ${i + 1}`,
      createdAt: ago(3 * HOUR + 4 * MINUTE),
      updatedAt: ago(3 * HOUR + 4 * MINUTE),
    })),
  );
}
