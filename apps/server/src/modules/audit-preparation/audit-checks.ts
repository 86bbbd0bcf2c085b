import { formatMinor } from '@portal/connectors/money';
import type { AuditProof, AutomaticCheck } from '@portal/contracts/schemas/audit-preparation';
import type { AppContext } from '../../context';
import { accountsOf } from '../bookkeeping/accounts';
import { countIssues, listIssues } from '../reconciliation/issues.repository';
import { reconcileMonth } from '../reconciliation/reconciliation.service';
import { monthRange } from '../reports/period';
import type { FiscalYearRange } from '../tax-preparation/fiscal-year';
import { isoDay, monthsBetween } from '../tax-preparation/fiscal-year';
import { payoutsOf, subscriptionsOfCompany } from './audit-checks.repository';
import type { PayoutRecord } from './audit-checks.repository';

export type CheckResults = Record<AutomaticCheck, AuditProof>;

const sek = (minor: number) => formatMinor(minor, 'SEK');
const reportLink = (month: string) => ({ href: `/report?month=${month}`, month });
/** How many unreconciled payouts or open entries the proof names; the counts cover them all. */
const LISTED = 20;

const unreconciled = (p: PayoutRecord) =>
  p.status === 'Ambiguous' || p.status === 'Failed' || (p.suspense !== 0 && p.decision === null);

/**
 * What the product finds for a client's fiscal year, from the engine's own tables: payouts and
 * their differences, the clearing accounts at the year's end, the elements that need a person,
 * and how far each subscription has synced. Each result says whether the item is done and why.
 */
export async function runChecks(
  ctx: AppContext,
  companyId: number,
  year: FiscalYearRange,
  now: Date,
): Promise<CheckResults> {
  const today = isoDay(now);
  const yearEnded = today >= year.end;
  const months = monthsBetween(year.start, year.end);
  const subs = await subscriptionsOfCompany(ctx.db, companyId);
  const suspense = [...new Set(subs.map((s) => accountsOf(s).suspense))];

  // 1. every payout of the year reconciled
  const payouts = await payoutsOf(ctx.db, companyId, suspense, year);
  const open = payouts.filter(unreconciled);
  const decided = payouts.filter((p) => !unreconciled(p) && p.decision !== null).length;
  const payoutMonths = months
    .map((month) => {
      const of = payouts.filter((p) => p.date.startsWith(month));
      return { month, payouts: of.length, unreconciled: of.filter(unreconciled).length };
    })
    .filter((m) => m.payouts > 0);
  const payoutsProof: AuditProof = {
    check: 'payouts_reconciled',
    passed: open.length === 0,
    payouts: payouts.length,
    matched: payouts.length - open.length - decided,
    decided,
    months: payoutMonths,
    unreconciled: open.slice(0, LISTED).map((p) => ({
      payout_id: p.payoutId,
      source: p.source ?? '',
      date: p.date,
      difference: sek(-p.suspense),
      status: (p.status as 'Success' | 'Failed' | 'Ambiguous' | 'Pending' | null) ?? null,
    })),
    links: (open.length ? payoutMonths.filter((m) => m.unreconciled > 0) : payoutMonths).map((m) =>
      reportLink(m.month),
    ),
  };

  // 2. clearing accounts at zero at the year's end (read as the month report reads it)
  const lastMonth = [...months].reverse().find((m) => m <= today.slice(0, 7)) ?? months[0]!;
  const report = await reconcileMonth(ctx, companyId, lastMonth);
  const clearingProof: AuditProof = {
    check: 'clearing_zero',
    passed: yearEnded && Number(report.clearing_open) === 0,
    year_ended: yearEnded,
    month: lastMonth,
    accounts: report.accounts
      .filter((a) => a.role === 'clearing')
      .map((a) => ({ account: a.account, name: a.name, closing: a.closing })),
    closing: report.clearing_closing,
    settled_since: report.clearing_settled_since,
    open: report.clearing_open,
    links: [reportLink(lastMonth)],
  };

  // 3. no Failed or Ambiguous elements left in the year
  const issueMonths: { month: string; count: number }[] = [];
  for (const month of months) {
    const count = await countIssues(ctx.db, companyId, monthRange(month));
    if (count > 0) issueMonths.push({ month, count });
  }
  const issueCount = issueMonths.reduce((total, m) => total + m.count, 0);
  const entries = issueCount
    ? await listIssues(ctx.db, companyId, year, { limit: LISTED, offset: 0 })
    : [];
  const issuesProof: AuditProof = {
    check: 'no_sync_issues',
    passed: issueCount === 0,
    count: issueCount,
    months: issueMonths,
    entries: entries.map((e) => ({
      id: e.id,
      source: e.source,
      kind: e.kind,
      reference_number: e.referenceNumber,
      status: e.status as 'Failed' | 'Ambiguous',
    })),
    links: issueMonths.map((m) => reportLink(m.month)),
  };

  // 4. every subscription that ran in the year synced up to its end
  const endsAt = Date.parse(`${year.end}T00:00:00Z`);
  const counted = subs.filter(
    (s) =>
      s.status !== 'Pending' &&
      s.startDate < year.end &&
      !(s.cancelledAt && isoDay(s.cancelledAt) < year.start),
  );
  const rows = counted.map((s) => {
    const last = s.lastProcessedAt?.getTime() ?? null;
    const until = s.cancelledAt ? Math.min(s.cancelledAt.getTime(), endsAt) : endsAt;
    return {
      id: s.id,
      application: s.application,
      accounting: s.accounting,
      status: s.status,
      last_processed: s.lastProcessedAt?.toISOString() ?? null,
      synced: last !== null && last >= until,
    };
  });
  const subscriptionsProof: AuditProof = {
    check: 'subscriptions_synced',
    passed: yearEnded && rows.every((r) => r.synced),
    year_end: year.last,
    subscriptions: rows,
    links: [{ href: '/subscription-status', month: null }],
  };

  return {
    payouts_reconciled: payoutsProof,
    clearing_zero: clearingProof,
    no_sync_issues: issuesProof,
    subscriptions_synced: subscriptionsProof,
  };
}
