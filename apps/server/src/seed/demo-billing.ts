import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { subscriptions } from '../db/schema/subscriptions';
import { addDays, addMonths, monthOf } from '../modules/billing/billing-cycle';
import { generateInvoices } from '../modules/billing/generate-invoices';
import { markInvoicePaid } from '../modules/billing/invoices.repository';

/**
 * Three months of invoices for a demo company (ADR 017): its running subscriptions count as
 * activated four months ago, the invoice job is run for the last three months, and all but the
 * newest are paid, so /billing shows a history, a PDF to download and one invoice to pay.
 */
export async function seedDemoBilling(db: Db, companyId: number, now: Date): Promise<void> {
  const thisMonth = monthOf(now);
  const activated = new Date(`${addDays(addMonths(thisMonth, -4), 9)}T09:00:00Z`);
  await db
    .update(subscriptions)
    .set({ activatedAt: activated })
    .where(
      and(
        eq(subscriptions.companyId, companyId),
        inArray(subscriptions.status, ['Active', 'Paused']),
        isNull(subscriptions.activatedAt),
      ),
    );
  for (const back of [2, 1, 0]) {
    const month = addMonths(thisMonth, -back);
    const [invoice] = await generateInvoices({ db }, month, { companyIds: [companyId] });
    if (invoice && back > 0) await markInvoicePaid(db, invoice.id, addDays(month, 11));
  }
}
