import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import type { LedgerReader, LedgerYear } from '@portal/connectors/model/ledger';
import { readSieLedgerBytes } from '@portal/connectors/sie/ledger';
import { SieParseError } from '@portal/connectors/sie/parse';
import type PgBoss from 'pg-boss';
import type { AppContext } from '../../context';
import type { LedgerSourceRow } from '../../db/schema/ledger';
import type { JobPayloads } from '../../jobs/queue';
import { ledgerCounts, storedYears } from './ledger.repository';
import { refreshFailure, sieFailure } from './ledger-errors';
import type { Failure } from './ledger-errors';
import { importSieYears, writeYear, yearLabel } from './ledger-import';
import { progressReporter } from './ledger-progress';
import type { ProgressReport } from './ledger-progress';
import { ledgerReaderOf } from './ledger-readers';
import type { RemoteLedger } from './ledger-readers';
import {
  claimSource,
  cursorOf,
  failSource,
  finishSource,
  type LedgerCursor,
} from './ledger-source.repository';
import { clearLedger } from './ledger-store.repository';

/** A run that has said nothing for this long died: another may take the company over. */
export const STALE_SECONDS = 15 * 60;

/**
 * Entries are booked into a year for months after it ends (the closing of the books). A year is
 * read again until this many months after its end; after that, once stored, it is not.
 */
export const LATE_BOOKING_MONTHS = 6;

const addMonths = (date: string, months: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
};

/** Which years to read, and which of them only for what changed since the last read. */
export function refreshPlan(
  years: LedgerYear[],
  stored: Set<string>,
  since: string | undefined,
): { year: LedgerYear; since?: string }[] {
  const lastRead = since?.slice(0, 10);
  return years
    .filter(
      (y) => !(lastRead && stored.has(y.start) && addMonths(y.end, LATE_BOOKING_MONTHS) < lastRead),
    )
    .map((year) => (since && stored.has(year.start) ? { year, since } : { year }));
}

export type ReaderOf = (
  ctx: AppContext,
  companyId: number,
) => Promise<{ kind: RemoteLedger; reader: LedgerReader } | undefined>;

class RefreshFailure extends Error {
  constructor(readonly failure: Failure) {
    super(failure.key);
  }
}

async function readFromSource(
  ctx: AppContext,
  companyId: number,
  source: { kind: RemoteLedger; reader: LedgerReader },
  cursor: LedgerCursor,
  report: ProgressReport,
) {
  const since = cursor.clear ? undefined : cursor.since;
  if (cursor.clear) {
    report(0, 'ledger.phases.clearing');
    await clearLedger(ctx.db, companyId);
  }
  report(1, 'ledger.phases.years');
  const years = await source.reader.years();
  const stored = new Set((await storedYears(ctx.db, companyId)).map((y) => y.start));
  const plan = refreshPlan(years, stored, since);
  for (const [i, { year, since: changedSince }] of plan.entries()) {
    const from = 2 + (97 * i) / plan.length;
    const to = 2 + (97 * (i + 1)) / plan.length;
    const middle = from + (to - from) * 0.7;
    const params = { year: yearLabel(year) };
    const data = await source.reader.readYear(year, {
      ...(changedSince ? { since: changedSince } : {}),
      progress: (share, step) => report(from + (middle - from) * share, step, params),
    });
    await writeYear(ctx, companyId, data, report, [middle, to]);
  }
}

async function importUpload(
  ctx: AppContext,
  companyId: number,
  upload: NonNullable<LedgerCursor['upload']>,
  cursor: LedgerCursor,
  report: ProgressReport,
) {
  const file = path.join(ctx.config.dataDir, upload.path);
  report(0, 'ledger.phases.reading_file');
  try {
    const years = readSieLedgerBytes(await readFile(file));
    await importSieYears(ctx, companyId, years, { clear: cursor.clear === true, report });
  } catch (error) {
    if (error instanceof SieParseError) throw new RefreshFailure(sieFailure(error));
    throw error;
  } finally {
    await rm(file, { force: true });
  }
}

/**
 * One refresh of a company's ledger (the `ledger.refresh` job): a SIE file the API took, else
 * the years of its accounting system — after the first, only the years still open, and from
 * Visma only what changed since the last read. Every outcome ends in `ledger_sources`.
 */
export async function runLedgerRefresh(
  ctx: AppContext,
  companyId: number,
  readerOf: ReaderOf = ledgerReaderOf,
): Promise<LedgerSourceRow['status'] | 'busy'> {
  const claimed = await claimSource(ctx.db, companyId, ctx.clock.now(), STALE_SECONDS);
  if (!claimed) return 'busy';
  const startedAt = ctx.clock.now();
  const cursor = cursorOf(claimed);
  const { report, flush } = progressReporter(ctx, companyId);
  const kind = claimed.kind as RemoteLedger | 'sie';
  const { phaseParams: _, ...kept } = cursor;
  try {
    if (cursor.upload) {
      await importUpload(ctx, companyId, cursor.upload, cursor, report);
    } else {
      const source = await readerOf(ctx, companyId);
      if (!source) throw new RefreshFailure({ key: 'ledger.errors.no_connection', params: {} });
      await readFromSource(ctx, companyId, source, cursor, report);
    }
    await flush();
    await finishSource(ctx.db, companyId, {
      counts: await ledgerCounts(ctx.db, companyId),
      // the next read asks for what changed since this one began
      cursor: cursor.upload ? {} : { since: startedAt.toISOString() },
      fileName: cursor.upload ? cursor.upload.name : null,
      now: ctx.clock.now(),
    });
    return 'done';
  } catch (error) {
    await flush();
    const failure = error instanceof RefreshFailure ? error.failure : refreshFailure(error, kind);
    if (!(error instanceof RefreshFailure)) {
      ctx.log.warn({ err: error, companyId }, 'ledger refresh failed');
    }
    // a file that failed is gone; what the next refresh continues from stays
    const { upload: __, ...rest } = kept;
    await failSource(ctx.db, companyId, { ...failure, cursor: rest, now: ctx.clock.now() });
    return 'failed';
  }
}

/** Registers the handler of `ledger.refresh`: one company's refresh per job. */
export async function startLedgerRefreshWorker(
  boss: PgBoss,
  ctx: AppContext,
  pollingIntervalSeconds = 2,
) {
  await boss.work<JobPayloads['ledger.refresh']>(
    'ledger.refresh',
    { pollingIntervalSeconds, batchSize: 1 },
    async ([job]) => {
      if (job?.data?.companyId) await runLedgerRefresh(ctx, job.data.companyId);
    },
  );
}
