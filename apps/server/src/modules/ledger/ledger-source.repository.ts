import { and, eq, lt, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ledgerSources } from '../../db/schema/ledger';
import type { LedgerSourceRow } from '../../db/schema/ledger';

/*
 * The state of a company's ledger source (`ledger_sources`): queued by the API, claimed and
 * advanced by the refresh job, finished or failed with a message for people. The cursor keeps
 * what the next run needs: when the last good read began (`since`), a SIE file waiting to be
 * written (`upload`), whether the stored ledger must go first (`clear`), the phase's parameters.
 */

export type LedgerKind = 'fortnox' | 'visma' | 'sie';

// a type, not an interface: it goes into a jsonb column typed as a record
export type LedgerCursor = {
  /** when the last successful read began (ISO): Visma's modified-since, and closed years */
  since?: string;
  /** a SIE file validated by the API, waiting in the data directory for the job */
  upload?: { path: string; name: string };
  /** the stored ledger came from another source: forget it before reading */
  clear?: boolean;
  /** the parameters of `phase` (the year being read) */
  phaseParams?: Record<string, string | number>;
};

export const cursorOf = (row: LedgerSourceRow | undefined): LedgerCursor =>
  (row?.cursor ?? {}) as LedgerCursor;

/** A refresh or upload asked for: the job takes it from here. */
export async function queueSource(
  db: Db,
  companyId: number,
  values: { kind: LedgerKind; requestedBy: number | null; cursor: LedgerCursor; now: Date },
) {
  const set = {
    kind: values.kind,
    status: 'queued',
    progress: 0,
    phase: 'ledger.phases.queued',
    errorKey: null,
    errorParams: null,
    cursor: values.cursor,
    requestedBy: values.requestedBy,
    finishedAt: null,
    updatedAt: values.now,
  };
  await db
    .insert(ledgerSources)
    .values({ companyId, ...set })
    .onConflictDoUpdate({ target: ledgerSources.companyId, set });
}

/**
 * Takes the company's source for one run: false while another run holds it (one refresh per
 * company at a time), unless that run has said nothing for `staleAfterSeconds` (it died).
 */
export async function claimSource(
  db: Db,
  companyId: number,
  now: Date,
  staleAfterSeconds: number,
): Promise<LedgerSourceRow | undefined> {
  const stale = new Date(now.getTime() - staleAfterSeconds * 1000);
  const [row] = await db
    .update(ledgerSources)
    .set({
      status: 'running',
      progress: 0,
      phase: 'ledger.phases.starting',
      startedAt: now,
      updatedAt: now,
    })
    .where(
      and(
        eq(ledgerSources.companyId, companyId),
        or(notInArray(ledgerSources.status, ['running']), lt(ledgerSources.updatedAt, stale)),
      ),
    )
    .returning();
  return row;
}

export async function reportProgress(
  db: Db,
  companyId: number,
  values: { progress: number; phase: string; params: Record<string, string | number>; now: Date },
) {
  await db
    .update(ledgerSources)
    .set({
      progress: Math.max(0, Math.min(99, Math.floor(values.progress))),
      phase: values.phase,
      cursor: sql`jsonb_set(${ledgerSources.cursor}, '{phaseParams}', ${JSON.stringify(values.params)}::jsonb)`,
      updatedAt: values.now,
    })
    .where(eq(ledgerSources.companyId, companyId));
}

export async function finishSource(
  db: Db,
  companyId: number,
  values: {
    counts: { vouchers: number; transactions: number };
    cursor: LedgerCursor;
    fileName?: string | null;
    now: Date;
  },
) {
  await db
    .update(ledgerSources)
    .set({
      status: 'done',
      progress: 100,
      phase: null,
      errorKey: null,
      errorParams: null,
      cursor: values.cursor,
      ...(values.fileName !== undefined ? { fileName: values.fileName } : {}),
      voucherCount: values.counts.vouchers,
      transactionCount: values.counts.transactions,
      refreshedAt: values.now,
      finishedAt: values.now,
      updatedAt: values.now,
    })
    .where(eq(ledgerSources.companyId, companyId));
}

export async function failSource(
  db: Db,
  companyId: number,
  values: {
    key: string;
    params: Record<string, string | number>;
    cursor: LedgerCursor;
    now: Date;
  },
) {
  await db
    .update(ledgerSources)
    .set({
      status: 'failed',
      phase: null,
      errorKey: values.key,
      errorParams: values.params,
      cursor: values.cursor,
      finishedAt: values.now,
      updatedAt: values.now,
    })
    .where(eq(ledgerSources.companyId, companyId));
}
