import { formatMinor } from '@portal/connectors/money';
import {
  DUPLICATE_STATUSES,
  type DuplicatePair,
  type DuplicateScanResult,
  type DuplicateStatus,
  type MatchCriteria,
} from '@portal/contracts/schemas/duplicate-transactions';
import type { AppContext } from '../../context';
import { notFound, withDetail } from '../../http/http-error';
import { ledgerCompanyOf } from '../ledger/ledger-scope';
import type { Scope } from '../tenancy/scope';
import { daysApart } from './duplicate-candidates';
import {
  listReviews,
  loadCandidates,
  reviewsByIds,
  saveScan,
  dismissReview,
  reviewCompanyOf,
  statusCounts,
  vouchersWithRows,
  type ReviewFilter,
  type ReviewView,
  type VoucherWithRows,
} from './duplicate-transactions.repository';
import { findDuplicates } from './match-criteria';

const kr = (ore: number) => formatMinor(ore, 'SEK');

function voucherView(v: VoucherWithRows): DuplicatePair['kept'] {
  return {
    id: v.id,
    series: v.series,
    number: v.number,
    date: v.date,
    text: v.text,
    amount: kr(v.amount),
    rows: v.rows.map((r) => ({ account: r.account, name: r.name, amount: kr(r.amount) })),
  };
}

/** Reviews as the screen shows them: both vouchers side by side with their rows. */
export async function pairViews(ctx: AppContext, companyId: number, views: ReviewView[]) {
  const ids = views.flatMap((v) => [v.review.keptVoucherId, v.review.duplicateVoucherId]);
  const vouchers = await vouchersWithRows(ctx.db, companyId, [...new Set(ids)]);
  return views.map((view): DuplicatePair => {
    const r = view.review;
    const keptVoucher = vouchers.get(r.keptVoucherId)!;
    const duplicateVoucher = vouchers.get(r.duplicateVoucherId)!;
    return {
      id: r.id,
      criteria: r.criteria as MatchCriteria,
      score: r.score,
      status: r.status as DuplicateStatus,
      kept: voucherView(keptVoucher),
      duplicate: voucherView(duplicateVoucher),
      days_apart: daysApart(keptVoucher.date, duplicateVoucher.date),
      decided_by:
        r.status !== 'flagged' && r.decidedBy !== null
          ? { id: r.decidedBy, name: view.deciderName ?? '' }
          : null,
      decided_at: r.status !== 'flagged' ? (r.decidedAt?.toISOString() ?? null) : null,
      reversal: view.reversal ? { ...view.reversal, reference: r.reversalRef } : null,
    };
  });
}

/** Compares every voucher of the ledger by the criteria and flags what it finds (never merges). */
export async function scanDuplicates(
  ctx: AppContext,
  scope: Scope,
  query: { company: number; criteria: MatchCriteria },
): Promise<DuplicateScanResult> {
  const companyId = await ledgerCompanyOf(ctx.db, scope, query.company);
  const vouchers = await loadCandidates(ctx.db, companyId);
  const pairs = findDuplicates(vouchers, query.criteria);
  const saved = await saveScan(ctx.db, companyId, query.criteria, pairs, ctx.clock.now());
  return { criteria: query.criteria, vouchers: vouchers.length, found: pairs.length, ...saved };
}

export async function listDuplicates(
  ctx: AppContext,
  scope: Scope,
  query: ReviewFilter & { company: number },
) {
  const companyId = await ledgerCompanyOf(ctx.db, scope, query.company);
  const { count, rows } = await listReviews(ctx.db, companyId, query);
  const counts = await statusCounts(ctx.db, companyId);
  return {
    count,
    results: await pairViews(ctx, companyId, rows),
    counts: Object.fromEntries(DUPLICATE_STATUSES.map((s) => [s, counts.get(s) ?? 0])) as Record<
      DuplicateStatus,
      number
    >,
  };
}

/** The reviews asked for, all of the company's, else "not found". */
export async function reviewsOf(ctx: AppContext, companyId: number, ids: number[]) {
  const views = await reviewsByIds(ctx.db, companyId, ids);
  if (views.length !== new Set(ids).size) throw notFound();
  return views;
}

/** "Not a duplicate": the pair stays in the list as dismissed and is not flagged again. */
export async function dismissDuplicate(
  ctx: AppContext,
  scope: Scope,
  asked: number | undefined,
  id: number,
) {
  const owner = await reviewCompanyOf(ctx.db, id);
  if (owner === undefined || (asked !== undefined && asked !== owner)) throw notFound();
  const company = await ledgerCompanyOf(ctx.db, scope, owner);
  const [view] = await reviewsOf(ctx, company, [id]);
  if (view!.review.status === 'merged')
    throw withDetail(409, 'conflict', 'detection.duplicates.errors.already_merged');
  if (view!.review.status === 'flagged') {
    const done = await dismissReview(ctx.db, id, scope.actorId, ctx.clock.now());
    if (!done) throw withDetail(409, 'conflict', 'detection.duplicates.errors.merge_under_way');
  }
  const [fresh] = await pairViews(ctx, company, await reviewsOf(ctx, company, [id]));
  return fresh!;
}
