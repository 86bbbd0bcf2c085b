import { stockholmDay } from '@portal/contracts/dates';
import {
  AFFILIATE_RATES,
  affiliateAmount,
  type KickbackRunResult,
} from '@portal/contracts/schemas/kickbacks';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { addMonths } from '../billing/billing-cycle';
import { dispatchEmails } from '../mail/mail.service';
import { sendNotice } from '../notifications/send-notice';
import {
  findKickbackPayout,
  firmName,
  inhouseStaff,
  insertLines,
  kickbackSums,
  lockKickbacks,
  paidInvoicesWithoutLine,
  upsertKickbackPayout,
} from './kickbacks.repository';
import type { KickbackLineRow, PaidInvoice } from './kickbacks.repository';

/** The month before the one `now` falls in, in Sweden: what the monthly run computes. */
export function previousPeriod(now: Date): string {
  return addMonths(`${stockholmDay(now).slice(0, 7)}-01`, -1).slice(0, 7);
}

function lineOf(invoice: PaidInvoice, period: string, now: Date) {
  const rate = AFFILIATE_RATES[invoice.affiliate_type][invoice.tier];
  return {
    firmId: invoice.firm_id,
    companyId: invoice.company_id,
    invoiceId: invoice.invoice_id,
    period,
    affiliateType: invoice.affiliate_type,
    tier: invoice.tier,
    invoiceNet: invoice.net,
    rateBasisPoints: rate,
    amount: affiliateAmount(invoice.net, rate),
    createdAt: now,
  };
}

/**
 * Lines that arrived after their month's payout was paid: staff hear of them (ADR 035), in the
 * portal and by e-mail as each chose for payouts. Outbox ids of the e-mails.
 */
async function reportLateLines(
  ctx: Pick<AppContext, 'config'>,
  db: Db,
  period: string,
  late: KickbackLineRow[],
  now: Date,
): Promise<number[]> {
  const byFirm = new Map<number, number>();
  for (const line of late) byFirm.set(line.firmId, (byFirm.get(line.firmId) ?? 0) + line.amount);
  const staff = await inhouseStaff(db);
  const noticeCtx = { config: ctx.config, clock: { now: () => now } };
  const mails: number[] = [];
  for (const [firmId, amount] of byFirm) {
    const firm = await firmName(db, firmId);
    for (const person of staff) {
      const ids = await sendNotice(noticeCtx, db, person.id, {
        kind: 'payouts',
        type: 'warning',
        title: 'firm.kickbacks.late_notice.title',
        text: 'firm.kickbacks.late_notice.text',
        params: (locale) => ({ firm, period, amount: formatSek(locale, amount) }),
        link: '/payouts',
      });
      mails.push(...ids);
    }
  }
  return mails;
}

const formatSek = (locale: string, ore: number) =>
  new Intl.NumberFormat(locale === 'en' ? 'en-GB' : 'sv-SE', {
    style: 'currency',
    currency: 'SEK',
  }).format(ore / 100);

/**
 * The kickback computation of one month (YYYY-MM, by pay date; ADR 035): one line per paid
 * invoice, written once whatever runs at the same time, and per kickback firm one pending payout
 * of the month's lines. A payout already paid is left as it is.
 */
export async function computeKickbacks(
  ctx: { db: Db } | AppContext,
  period: string,
  now: Date,
): Promise<KickbackRunResult> {
  const from = `${period}-01`;
  const to = addMonths(from, 1);
  let mails: number[] = [];
  const result = await ctx.db.transaction(async (tx) => {
    await lockKickbacks(tx);
    const invoices = await paidInvoicesWithoutLine(tx, from, to);
    const written = await insertLines(
      tx,
      invoices.map((invoice) => lineOf(invoice, period, now)),
    );
    let payouts = 0;
    const paidFirms = new Set<number>();
    for (const sum of await kickbackSums(tx, period)) {
      const row = await upsertKickbackPayout(tx, {
        firmId: sum.firmId,
        period,
        amount: sum.amount,
        date: stockholmDay(now),
        now,
      });
      if (row) payouts++;
      else if ((await findKickbackPayout(tx, sum.firmId, period))?.status === 'paid')
        paidFirms.add(sum.firmId);
    }
    const late = written.filter((l) => l.affiliateType === 'kickback' && paidFirms.has(l.firmId));
    // the demo seeder computes without a running app: no late lines there to tell of
    if (late.length && 'config' in ctx) mails = await reportLateLines(ctx, tx, period, late, now);
    return { period, lines: written.length, payouts, late_lines: late.length };
  });
  if ('queue' in ctx) await dispatchEmails(ctx, mails);
  return result;
}
