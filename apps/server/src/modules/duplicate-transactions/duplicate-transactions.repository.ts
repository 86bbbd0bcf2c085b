import type {
  DuplicateStatus,
  MatchCriteria,
} from '@portal/contracts/schemas/duplicate-transactions';
import { and, asc, count, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  duplicateReviews,
  ledgerAccounts,
  ledgerTransactions,
  ledgerVouchers,
} from '../../db/schema/ledger';
import { users } from '../../db/schema/users';
import { rowsOf } from '../ledger/ledger-store.repository';
import type { Candidate, FoundPair } from './duplicate-candidates';

/**
 * Every voucher of the company with the signature of its rows (summed per account, zero
 * accounts left out, in account order: the format of `signatureOf`).
 */
export async function loadCandidates(db: Db, companyId: number): Promise<Candidate[]> {
  const rows = rowsOf<{
    id: string | number;
    d: string;
    series: string;
    number: string;
    text: string;
    origin: string;
    reverses: string | number | null;
    sig: string | null;
  }>(
    await db.execute(sql`
      select v.id, v.date::text as d, v.series, v.number, v.text, v.origin, v.reverses, s.sig
      from ledger_vouchers v
      left join (
        select voucher_id, string_agg(account || ':' || amount, '|' order by account) as sig
        from (
          select voucher_id, account, sum(amount) as amount from ledger_transactions
          where company_id = ${companyId} group by voucher_id, account having sum(amount) <> 0
        ) a
        group by voucher_id
      ) s on s.voucher_id = v.id
      where v.company_id = ${companyId}`),
  );
  return rows.map((r) => ({
    id: Number(r.id),
    date: r.d,
    series: r.series,
    number: r.number,
    text: r.text,
    signature: r.sig ?? '',
    portal: r.origin === 'portal',
    reverses: r.reverses === null ? null : Number(r.reverses),
  }));
}

/**
 * Flags the pairs a scan found that are not under review yet (a pair dismissed or merged stays
 * as it was decided), and withdraws this criteria's flagged pairs that no longer match.
 */
export async function saveScan(
  db: Db,
  companyId: number,
  criteria: MatchCriteria,
  pairs: readonly FoundPair[],
  now: Date,
) {
  return db.transaction(async (tx) => {
    let flagged = 0;
    for (let i = 0; i < pairs.length; i += 1000) {
      const inserted = await tx
        .insert(duplicateReviews)
        .values(
          pairs.slice(i, i + 1000).map((p) => ({
            companyId,
            keptVoucherId: p.keptId,
            duplicateVoucherId: p.duplicateId,
            criteria,
            score: p.score,
            createdAt: now,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: duplicateReviews.id });
      flagged += inserted.length;
    }
    const found = new Set(pairs.map((p) => `${p.keptId}:${p.duplicateId}`));
    const open = await tx
      .select({
        id: duplicateReviews.id,
        kept: duplicateReviews.keptVoucherId,
        duplicate: duplicateReviews.duplicateVoucherId,
      })
      .from(duplicateReviews)
      .where(
        and(
          eq(duplicateReviews.companyId, companyId),
          eq(duplicateReviews.criteria, criteria),
          eq(duplicateReviews.status, 'flagged'),
        ),
      );
    const gone = open.filter((r) => !found.has(`${r.kept}:${r.duplicate}`)).map((r) => r.id);
    if (gone.length) await tx.delete(duplicateReviews).where(inArray(duplicateReviews.id, gone));
    return { flagged, withdrawn: gone.length };
  });
}

export interface ReviewFilter {
  status?: DuplicateStatus;
  criteria?: MatchCriteria;
  ordering?: string;
  limit: number;
  offset: number;
}

const kept = alias(ledgerVouchers, 'kept');
const duplicate = alias(ledgerVouchers, 'duplicate');
const reversal = alias(ledgerVouchers, 'reversal');
const decider = alias(users, 'decider');

const SORTS: Record<string, SQL[]> = {
  date: [asc(duplicate.date)],
  '-date': [desc(duplicate.date)],
  score: [asc(duplicateReviews.score)],
  '-score': [desc(duplicateReviews.score)],
};
/** Waiting for a decision first, newest first. */
const DEFAULT_ORDER = [sql`${duplicateReviews.status} <> 'flagged'`, desc(duplicate.date)];

function selectReviews(db: Db) {
  return db
    .select({
      review: duplicateReviews,
      deciderName: sql<
        string | null
      >`coalesce(nullif(trim(${decider.firstName} || ' ' || ${decider.lastName}), ''), ${decider.email})`,
      reversal: {
        id: reversal.id,
        series: reversal.series,
        number: reversal.number,
        date: reversal.date,
      },
    })
    .from(duplicateReviews)
    .innerJoin(kept, eq(kept.id, duplicateReviews.keptVoucherId))
    .innerJoin(duplicate, eq(duplicate.id, duplicateReviews.duplicateVoucherId))
    .leftJoin(reversal, eq(reversal.id, duplicateReviews.reversalVoucherId))
    .leftJoin(decider, eq(decider.id, duplicateReviews.decidedBy));
}
export type ReviewView = Awaited<ReturnType<ReturnType<typeof selectReviews>['execute']>>[number];

export async function listReviews(db: Db, companyId: number, filter: ReviewFilter) {
  const conditions = [eq(duplicateReviews.companyId, companyId)];
  if (filter.status) conditions.push(eq(duplicateReviews.status, filter.status));
  if (filter.criteria) conditions.push(eq(duplicateReviews.criteria, filter.criteria));
  const where = and(...conditions);
  const [total] = await db.select({ n: count() }).from(duplicateReviews).where(where);
  const rows = await selectReviews(db)
    .where(where)
    .orderBy(...(SORTS[filter.ordering ?? ''] ?? DEFAULT_ORDER), asc(duplicateReviews.id))
    .limit(filter.limit)
    .offset(filter.offset);
  return { count: total?.n ?? 0, rows };
}

export async function reviewsByIds(db: Db, companyId: number, ids: number[]) {
  if (!ids.length) return [];
  return selectReviews(db).where(
    and(eq(duplicateReviews.companyId, companyId), inArray(duplicateReviews.id, ids)),
  );
}

export async function statusCounts(db: Db, companyId: number) {
  const rows = await db
    .select({ status: duplicateReviews.status, n: count() })
    .from(duplicateReviews)
    .where(eq(duplicateReviews.companyId, companyId))
    .groupBy(duplicateReviews.status);
  return new Map(rows.map((r) => [r.status, r.n]));
}

/** The vouchers of a page with their rows and the accounts' names. */
export async function vouchersWithRows(db: Db, companyId: number, ids: number[]) {
  if (!ids.length) return new Map<number, VoucherWithRows>();
  const heads = await db
    .select()
    .from(ledgerVouchers)
    .where(and(eq(ledgerVouchers.companyId, companyId), inArray(ledgerVouchers.id, ids)));
  const rows = await db
    .select({
      voucherId: ledgerTransactions.voucherId,
      account: ledgerTransactions.account,
      amount: ledgerTransactions.amount,
      objects: ledgerTransactions.objects,
      text: ledgerTransactions.text,
      name: ledgerAccounts.name,
    })
    .from(ledgerTransactions)
    .leftJoin(
      ledgerAccounts,
      and(
        eq(ledgerAccounts.companyId, companyId),
        eq(ledgerAccounts.account, ledgerTransactions.account),
      ),
    )
    .where(inArray(ledgerTransactions.voucherId, ids))
    .orderBy(asc(ledgerTransactions.id));
  return new Map(
    heads.map((h) => [
      h.id,
      {
        ...h,
        rows: rows.filter((r) => r.voucherId === h.id).map((r) => ({ ...r, name: r.name ?? '' })),
      },
    ]),
  );
}
export type VoucherWithRows = typeof ledgerVouchers.$inferSelect & {
  rows: { account: number; amount: number; objects: string[]; text: string; name: string }[];
};

/** The review, locked until the transaction ends. */
export async function lockReview(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(duplicateReviews)
    .where(eq(duplicateReviews.id, id))
    .for('update');
  return row;
}

export async function updateReview(
  db: Db,
  id: number,
  values: Partial<typeof duplicateReviews.$inferInsert>,
) {
  await db.update(duplicateReviews).set(values).where(eq(duplicateReviews.id, id));
}

/**
 * Takes a flagged pair for a merge that posts to an accounting system (outside any database
 * transaction): one request at a time; a claim older than `staleBefore` was left by a request
 * that died and may be taken over (the system's marker keeps the reversal single).
 */
export async function claimReview(db: Db, id: number, by: number, now: Date, staleBefore: Date) {
  const claimed = await db
    .update(duplicateReviews)
    .set({ decidedBy: by, decidedAt: now })
    .where(
      and(
        eq(duplicateReviews.id, id),
        eq(duplicateReviews.status, 'flagged'),
        or(isNull(duplicateReviews.decidedAt), lt(duplicateReviews.decidedAt, staleBefore)),
      ),
    )
    .returning({ id: duplicateReviews.id });
  return claimed.length === 1;
}

export async function releaseClaim(db: Db, id: number) {
  await db
    .update(duplicateReviews)
    .set({ decidedBy: null, decidedAt: null })
    .where(and(eq(duplicateReviews.id, id), eq(duplicateReviews.status, 'flagged')));
}

/** "Not a duplicate", unless the pair was decided or is being merged meanwhile. */
export async function dismissReview(db: Db, id: number, by: number, now: Date) {
  const done = await db
    .update(duplicateReviews)
    .set({ status: 'dismissed', decidedBy: by, decidedAt: now })
    .where(
      and(
        eq(duplicateReviews.id, id),
        eq(duplicateReviews.status, 'flagged'),
        isNull(duplicateReviews.decidedAt),
      ),
    )
    .returning({ id: duplicateReviews.id });
  return done.length === 1;
}

/** The company a pair belongs to, whoever asks. */
export async function reviewCompanyOf(db: Db, id: number): Promise<number | undefined> {
  const [row] = await db
    .select({ companyId: duplicateReviews.companyId })
    .from(duplicateReviews)
    .where(eq(duplicateReviews.id, id));
  return row?.companyId;
}
