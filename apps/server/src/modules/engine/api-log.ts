import type { ApiLogEntry } from '@portal/connectors/sdk/log';
import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apiLogs } from '../../db/schema/engine';

type NewApiLog = typeof apiLogs.$inferInsert;

const FLUSH_MS = 500;
const BATCH = 100;
export const API_LOG_DAYS = 14;

/**
 * The API log's writer: provider calls are queued in memory and inserted in batches, so logging
 * adds no round trip to a sync. One per database; a failed batch is reported, never retried into
 * the sync's way.
 */
export class ApiLogWriter {
  private pending: NewApiLog[] = [];
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly onError: (error: unknown) => void = () => undefined,
  ) {}

  write(
    context: { connectionId: number; subscriptionId: number; connectorId: string },
    entry: ApiLogEntry,
  ) {
    this.pending.push({
      ...context,
      method: entry.method,
      url: entry.url,
      status: entry.status,
      durationMs: Math.round(entry.durationMs),
      attempt: entry.attempt,
      requestBody: entry.requestBody ?? null,
      responseBody: entry.responseBody ?? null,
      error: entry.error ?? null,
      createdAt: new Date(),
    });
    if (this.pending.length >= BATCH) void this.flush();
    else this.timer ??= setTimeout(() => void this.flush(), FLUSH_MS).unref();
  }

  /** Writes what is queued; resolves once it is in the database. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.pending.splice(0);
    if (!batch.length) return this.flushing;
    this.flushing = this.flushing
      .then(() => this.db.insert(apiLogs).values(batch))
      .then(() => undefined, this.onError);
    return this.flushing;
  }
}

const writers = new WeakMap<Db, ApiLogWriter>();

export function apiLogWriter(db: Db, onError?: (error: unknown) => void): ApiLogWriter {
  let writer = writers.get(db);
  if (!writer) writers.set(db, (writer = new ApiLogWriter(db, onError)));
  return writer;
}

/** Drops entries older than the retention. */
export async function pruneApiLog(db: Db, now: Date) {
  await db
    .delete(apiLogs)
    .where(lt(apiLogs.createdAt, new Date(now.getTime() - API_LOG_DAYS * 86_400_000)));
}
