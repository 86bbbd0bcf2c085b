import type { Db } from '../db/client';
import { addDays, addMonths, lastDayOf, monthOf } from '../modules/billing/billing-cycle';
import {
  invoiceTotals,
  priceOf,
  subscriptionTitle,
  type BillingLine,
} from '../modules/billing/generate-invoices';
import { subscriptionsWithPrices } from '../modules/billing/billing.repository';
import {
  insertInvoice,
  markInvoicePaid,
  takeInvoiceNumber,
} from '../modules/billing/invoices.repository';
import { markPaid } from '../modules/firm-payouts/firm-payouts.repository';
import { findKickbackPayout } from '../modules/kickbacks/kickbacks.repository';
import { computeKickbacks } from '../modules/kickbacks/kickbacks.service';

const MONTHS_BACK = [2, 1];

/**
 * A month's invoice for a company's subscriptions at their catalogue price, paid on `payDate`:
 * what the invoice job wrote while they ran (Lindqvist Bygg's shop ran until yesterday).
 */
async function paidMonth(db: Db, companyId: number, month: string, payDate: string) {
  const lines: BillingLine[] = (await subscriptionsWithPrices(db, companyId))
    .filter((row) => priceOf(row) > 0)
    .map((row) => ({
      description: subscriptionTitle(row),
      subscriptionId: row.subscription.id,
      quantity: 1,
      unitPrice: priceOf(row),
      amount: priceOf(row),
      interval: 'monthly',
      months: 1,
      periodStart: month,
      periodEnd: lastDayOf(month),
    }));
  if (!lines.length) return;
  const { net, vat, total } = invoiceTotals(lines);
  const invoice = await insertInvoice(db, {
    companyId,
    number: await takeInvoiceNumber(db),
    invoiceDate: month,
    dueDate: addDays(month, 30),
    periodStart: month,
    periodEnd: lastDayOf(month),
    net,
    vat,
    total,
    amountDue: total,
    lines,
  });
  if (invoice) await markInvoicePaid(db, invoice.id, payDate);
}

/**
 * The demo firm's kickbacks (issue 15, ADR 035): Lindqvist Bygg's paid invoices of the last two
 * months beside Norrsken's (demo-billing), and the monthly computation run as on the 1st of each
 * following month. The older month's payout was paid by in-house staff, the newer one waits.
 * The hand-entered payouts of demo-firm-payouts stay as they are.
 */
export async function seedDemoKickbacks(
  db: Db,
  demo: { firmId: number; byggCompanyId: number; staffId: number },
  now: Date,
) {
  const thisMonth = monthOf(now);
  for (const back of MONTHS_BACK) {
    const month = addMonths(thisMonth, -back);
    await paidMonth(db, demo.byggCompanyId, month, addDays(month, 13));
  }
  for (const back of MONTHS_BACK) {
    const month = addMonths(thisMonth, -back);
    const firstOfNext = new Date(`${addMonths(month, 1)}T01:30:00Z`);
    await computeKickbacks({ db }, month.slice(0, 7), firstOfNext < now ? firstOfNext : now);
  }
  const oldest = addMonths(thisMonth, -MONTHS_BACK[0]!);
  const payout = await findKickbackPayout(db, demo.firmId, oldest.slice(0, 7));
  if (payout) {
    const paidDate = addDays(addMonths(oldest, 1), 9);
    await markPaid(db, payout.id, {
      paidDate,
      updatedBy: demo.staffId,
      updatedAt: new Date(`${paidDate}T10:00:00Z`),
    });
  }
}
