import type { AppContext } from '../../context';
import { openProblems } from '../dashboard/dashboard.repository';
import { healthPage } from '../subscription-status/subscription-status.repository';
import type { HealthRow } from '../subscription-status/subscription-status.repository';
import type { Scope } from '../tenancy/scope';

/** More subscriptions than a firm has: the health query pages, the portfolio sums them all. */
const ALL_SUBSCRIPTIONS = 100_000;

/** A client's subscriptions summed up: their health (ADR 019), lag, last sync and problems. */
export interface ClientHealth {
  rows: HealthRow[];
  worst: number | null;
  average: number | null;
  /** the Active subscription furthest behind */
  lagSeconds: number | null;
  lastProcessed: string | null;
  /** elements now Failed or Ambiguous */
  problemEntries: number;
  errorSubscriptions: number;
}

const EMPTY: Omit<ClientHealth, 'rows'> = {
  worst: null,
  average: null,
  lagSeconds: null,
  lastProcessed: null,
  problemEntries: 0,
  errorSubscriptions: 0,
};

function summarise(rows: HealthRow[], problems: Map<number, number>): ClientHealth {
  if (!rows.length) return { rows, ...EMPTY };
  const scores = rows.map((row) => row.score);
  const lags = rows.map((row) => row.lag_seconds).filter((lag): lag is number => lag !== null);
  const times = rows
    .filter((row) => row.last_processed_at !== null)
    .map((row) => new Date(row.last_processed_at!).getTime());
  return {
    rows,
    worst: Math.min(...scores),
    average: Math.round(scores.reduce((sum, score) => sum + score, 0) / scores.length),
    lagSeconds: lags.length ? Math.max(...lags) : null,
    lastProcessed: times.length ? new Date(Math.max(...times)).toISOString() : null,
    problemEntries: rows.reduce((sum, row) => sum + (problems.get(row.id) ?? 0), 0),
    errorSubscriptions: rows.filter((row) => row.status === 'Error').length,
  };
}

/**
 * The health of each of these clients, from the same score the subscription status screen and
 * the dashboards show (ADR 019): the caller's scope narrowed to the clients asked for.
 */
export async function clientHealth(
  ctx: AppContext,
  scope: Scope,
  companyIds: number[],
  now: Date,
): Promise<Map<number, ClientHealth>> {
  const result = new Map<number, ClientHealth>();
  if (!companyIds.length) return result;
  const narrowed: Scope = { ...scope, all: false, companyIds };
  const health = await healthPage(ctx.db, narrowed, {
    ordering: 'company',
    limit: ALL_SUBSCRIPTIONS,
    offset: 0,
    now,
  });
  const problems = await openProblems(ctx.db, { scope: narrowed });
  const byCompany = new Map<number, HealthRow[]>(companyIds.map((id) => [id, []]));
  for (const row of health) byCompany.get(row.company_id)?.push(row);
  for (const [id, rows] of byCompany) result.set(id, summarise(rows, problems));
  return result;
}

export const hasProblems = (health: ClientHealth) =>
  health.problemEntries > 0 || health.errorSubscriptions > 0;
