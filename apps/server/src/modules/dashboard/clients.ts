import { ATTENTION_REASONS, STALE_AFTER_HOURS } from '@portal/contracts/schemas/dashboard';
import type { AttentionReason, DashboardClient } from '@portal/contracts/schemas/dashboard';
import { healthBand } from '@portal/contracts/schemas/subscription-status';
import type { HealthRow } from '../subscription-status/subscription-status.repository';

const STALE_SECONDS = STALE_AFTER_HOURS * 3600;
/** ATTENTION_REASONS is ordered most severe first. */
const severity = (reason: AttentionReason) => ATTENTION_REASONS.indexOf(reason);

function reasonsOf(rows: HealthRow[], problems: number): AttentionReason[] {
  const reasons: AttentionReason[] = [];
  if (rows.some((row) => row.status === 'Error')) reasons.push('error_subscription');
  if (problems > 0) reasons.push('failed_entries');
  // lag is measured for Active subscriptions only (ADR 019)
  if (rows.some((row) => row.lag_seconds !== null && row.lag_seconds > STALE_SECONDS))
    reasons.push('no_recent_sync');
  return reasons;
}

function latest(rows: HealthRow[]): string | null {
  const times = rows
    .filter((row) => row.last_processed_at !== null)
    .map((row) => new Date(row.last_processed_at!).getTime());
  return times.length ? new Date(Math.max(...times)).toISOString() : null;
}

/** The most severe reason first, then more reasons, more open problems, and the name. */
function bySeverity(a: DashboardClient, b: DashboardClient): number {
  return (
    severity(a.reasons[0]!) - severity(b.reasons[0]!) ||
    b.reasons.length - a.reasons.length ||
    b.open_problems - a.open_problems ||
    a.company.localeCompare(b.company, 'sv')
  );
}

/**
 * Each client company with the worst health of its subscriptions, its open problems and last
 * sync, and why it needs attention, if it does.
 */
export function toClients(
  companies: { id: number; name: string }[],
  health: HealthRow[],
  problemsBySubscription: Map<number, number>,
): { clients: DashboardClient[]; attention: DashboardClient[] } {
  const clients = companies.map((company): DashboardClient => {
    const rows = health.filter((row) => row.company_id === company.id);
    const problems = rows.reduce((sum, row) => sum + (problemsBySubscription.get(row.id) ?? 0), 0);
    const worst = rows.length ? Math.min(...rows.map((row) => row.score)) : null;
    return {
      company_id: company.id,
      company: company.name,
      subscriptions: rows.length,
      health: worst === null ? null : { score: worst, band: healthBand(worst) },
      open_problems: problems,
      last_sync: latest(rows),
      reasons: reasonsOf(rows, problems),
    };
  });
  const attention = clients.filter((client) => client.reasons.length > 0).sort(bySeverity);
  return { clients, attention };
}
