import type { DuplicatePair } from '@portal/contracts/schemas/duplicate-transactions';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { withDetail } from '../../http/http-error';
import { sourceOf } from '../ledger/ledger.repository';
import type { RemoteLedger } from '../ledger/ledger-readers';
import { ledgerCompanyOf } from '../ledger/ledger-scope';
import type { Scope } from '../tenancy/scope';
import { parseReference, postReversal, reversalText } from './accounting-booking';
import {
  claimReview,
  lockReview,
  releaseClaim,
  updateReview,
  vouchersWithRows,
  type VoucherWithRows,
} from './duplicate-transactions.repository';
import { pairViews, reviewsOf } from './duplicate-transactions.service';
import {
  bookReversalInLedger,
  nextNumber,
  REVERSAL_SERIES,
  reversalOf,
  yearOf,
} from './reversal.repository';

/** A merge that died after posting leaves its claim; after this long another may finish it. */
const CLAIM_SECONDS = 120;

interface Merge {
  companyId: number;
  reviewId: number;
  duplicate: VoucherWithRows;
  actorId: number;
  now: Date;
}

/**
 * Records the merge in our ledger, in one transaction: the reversal voucher (unless the
 * duplicate has one already), its year's months rebuilt, the review merged. Nothing is deleted.
 * `reference` is what the accounting system numbered it; without one it is ours alone (DUBL).
 */
async function record(db: Db, merge: Merge, reference: string | null) {
  await db.transaction(async (tx) => {
    const review = await lockReview(tx, merge.reviewId);
    if (!review || review.status === 'merged') return;
    const { duplicate } = merge;
    let reversalId = (await reversalOf(tx, merge.companyId, duplicate.id))?.id;
    if (reversalId === undefined) {
      const year = await yearOf(tx, merge.companyId, duplicate.date);
      if (!year)
        throw withDetail(409, 'conflict', 'detection.duplicates.errors.no_year', {
          date: duplicate.date,
        });
      const given = reference ? parseReference(reference) : null;
      const series = given?.series ?? REVERSAL_SERIES;
      reversalId = await bookReversalInLedger(
        tx,
        merge.companyId,
        duplicate,
        {
          series,
          number: given?.number ?? (await nextNumber(tx, merge.companyId, year.start, series)),
          date: duplicate.date,
          text: reversalText(duplicate),
          sourceRef: reference,
        },
        year,
      );
    }
    await updateReview(tx, merge.reviewId, {
      status: 'merged',
      reversalVoucherId: reversalId,
      reversalRef: reference,
      decidedBy: merge.actorId,
      decidedAt: merge.now,
    });
  });
}

/**
 * One pair: keep the earlier voucher, reverse the later one (SPEC §5: never deleted, cannot be
 * undone). A SIE-sourced ledger gets the reversal in our ledger only; a Fortnox or Visma one
 * first in the accounting system, exactly once (its marker), outside any database transaction,
 * the pair claimed meanwhile so two requests do not post it side by side.
 */
async function mergeOne(
  ctx: AppContext,
  merge: Merge,
  source: RemoteLedger | null,
  status: string,
) {
  if (status === 'merged') return;
  const voucher = `${merge.duplicate.series} ${merge.duplicate.number}`;
  if (status === 'dismissed')
    throw withDetail(409, 'conflict', 'detection.duplicates.errors.dismissed', { voucher });
  const existing = await reversalOf(ctx.db, merge.companyId, merge.duplicate.id);
  if (!source || existing) return record(ctx.db, merge, existing?.sourceRef ?? null);
  const stale = new Date(merge.now.getTime() - CLAIM_SECONDS * 1000);
  if (!(await claimReview(ctx.db, merge.reviewId, merge.actorId, merge.now, stale))) {
    const review = await lockReview(ctx.db, merge.reviewId);
    if (review?.status === 'merged') return;
    throw withDetail(409, 'conflict', 'detection.duplicates.errors.merge_under_way', { voucher });
  }
  try {
    const reference = await postReversal(ctx, merge.companyId, source, merge.duplicate);
    await record(ctx.db, merge, reference);
  } catch (error) {
    await releaseClaim(ctx.db, merge.reviewId);
    throw error;
  }
}

/** SPEC §5 bulk merge: each chosen pair in turn; a pair merged before is left as it is. */
export async function mergeDuplicates(
  ctx: AppContext,
  scope: Scope,
  companyId: number,
  ids: number[],
): Promise<DuplicatePair[]> {
  const company = await ledgerCompanyOf(ctx.db, scope, companyId);
  const views = await reviewsOf(ctx, company, ids);
  const kind = (await sourceOf(ctx.db, company))?.kind ?? 'sie';
  const source = kind === 'fortnox' || kind === 'visma' ? kind : null;
  const duplicates = await vouchersWithRows(
    ctx.db,
    company,
    views.map((v) => v.review.duplicateVoucherId),
  );
  for (const view of views.sort((a, b) => a.review.id - b.review.id)) {
    const merge: Merge = {
      companyId: company,
      reviewId: view.review.id,
      duplicate: duplicates.get(view.review.duplicateVoucherId)!,
      actorId: scope.actorId,
      now: ctx.clock.now(),
    };
    await mergeOne(ctx, merge, source, view.review.status);
  }
  return pairViews(ctx, company, await reviewsOf(ctx, company, ids));
}
