import { isAccountantRole } from '@portal/contracts/roles';
import { ROI_WINDOW_DAYS } from '@portal/contracts/schemas/dashboard';
import type {
  ActivityPoint,
  CompanyDashboard,
  Dashboard,
  DashboardRange,
  FirmDashboard,
  InhouseDashboard,
  VolumePoint,
} from '@portal/contracts/schemas/dashboard';
import { healthBand } from '@portal/contracts/schemas/subscription-status';
import type { AppContext } from '../../context';
import { healthPage } from '../subscription-status/subscription-status.repository';
import type { HealthRow } from '../subscription-status/subscription-status.repository';
import type { Scope } from '../tenancy/scope';
import { activeSubscriptionsBy, companyCounts } from './analytics.repository';
import { toClients } from './clients';
import { partnerFigures } from './partner-figures';
import {
  backlog,
  companiesOf,
  elementsSynced,
  failureSeries,
  openProblems,
  rangeStart,
  topFailing,
  volumeSeries,
} from './dashboard.repository';
import type { Reach, VolumeRow } from './dashboard.repository';

/** More subscriptions than any one dashboard lists: the health query pages, the dashboard does not. */
const ALL_SUBSCRIPTIONS = 10_000;
const TOP_FAILING = 10;

const isoOf = (value: string | Date | null) =>
  value === null ? null : new Date(value).toISOString();

const toVolume = (row: VolumeRow): VolumePoint => ({
  at: isoOf(row.at)!,
  success: row.success,
  failed: row.failed,
  ambiguous: row.ambiguous,
});

/** Of the elements that ended in the bucket, the percentage that failed (one decimal). */
function toActivity(row: VolumeRow): ActivityPoint {
  const ended = row.success + row.failed + row.ambiguous;
  const rate = ended === 0 ? null : Math.round((row.failed / ended) * 1000) / 10;
  return { ...toVolume(row), failure_rate: rate };
}

/** The subscriptions of the reach with their health score (ADR 019), worst first. */
function healthOf(ctx: AppContext, reach: Reach, now: Date): Promise<HealthRow[]> {
  return healthPage(ctx.db, reach.scope, {
    companyId: reach.companyId,
    ordering: 'health',
    limit: ALL_SUBSCRIPTIONS,
    offset: 0,
    now,
  });
}

async function roiOf(ctx: AppContext, reach: Reach, now: Date) {
  const since = new Date(now.getTime() - ROI_WINDOW_DAYS * 86_400_000);
  return { elements_synced: await elementsSynced(ctx.db, reach, since), days: ROI_WINDOW_DAYS };
}

/** An owner's or colleague's view: the active company's subscriptions and their volume. */
async function companyDashboard(
  ctx: AppContext,
  scope: Scope,
  range: DashboardRange,
): Promise<CompanyDashboard> {
  const companyId = scope.activeCompanyId;
  if (companyId === null)
    return {
      kind: 'company',
      range,
      company: null,
      subscriptions: [],
      volume: [],
      roi: { elements_synced: 0, days: ROI_WINDOW_DAYS },
    };
  const now = ctx.clock.now();
  const reach = { scope, companyId };
  // one query at a time: PGlite answers them in turn anyway
  const [company] = await companiesOf(ctx.db, reach);
  const health = await healthOf(ctx, reach, now);
  const problems = await openProblems(ctx.db, reach);
  const volume = await volumeSeries(ctx.db, reach, range, now);
  return {
    kind: 'company',
    range,
    company: company ?? null,
    subscriptions: health.map((row) => ({
      id: row.id,
      application_name: row.application_name,
      accounting_name: row.accounting_name,
      status: row.status as CompanyDashboard['subscriptions'][number]['status'],
      health: { score: row.score, band: healthBand(row.score) },
      last_processed_date: isoOf(row.last_processed_at),
      open_problems: problems.get(row.id) ?? 0,
    })),
    volume: volume.map(toVolume),
    roi: await roiOf(ctx, reach, now),
  };
}

/** An accountant's view: every client of the scope, those that need attention first. */
async function firmDashboard(
  ctx: AppContext,
  scope: Scope,
  range: DashboardRange,
): Promise<FirmDashboard> {
  const now = ctx.clock.now();
  const reach = { scope };
  const companies = await companiesOf(ctx.db, reach);
  const health = await healthOf(ctx, reach, now);
  const problems = await openProblems(ctx.db, reach);
  const volume = await volumeSeries(ctx.db, reach, range, now);
  const { clients, attention } = toClients(companies, health, problems);
  return {
    kind: 'firm',
    range,
    clients,
    attention,
    volume: volume.map(toVolume),
    roi: await roiOf(ctx, reach, now),
    ...(scope.role === 'PartnerAccountant' && scope.activeFirmId !== null
      ? { partner: await partnerFigures(ctx, scope.userId, scope.activeFirmId, now) }
      : {}),
  };
}

/** In-house staff's view: analytics, failures, backlog and the companies failing most, system-wide. */
async function inhouseDashboard(
  ctx: AppContext,
  scope: Scope,
  range: DashboardRange,
): Promise<InhouseDashboard> {
  const now = ctx.clock.now();
  const companies = await companyCounts(ctx.db);
  const byApp = await activeSubscriptionsBy(ctx.db, 'app');
  const byAccounting = await activeSubscriptionsBy(ctx.db, 'accounting');
  const activity = await volumeSeries(ctx.db, { scope }, range, now);
  const failures = await failureSeries(ctx.db, range, now);
  const waiting = await backlog(ctx.db, now);
  const top = await topFailing(ctx.db, await rangeStart(ctx.db, range, now), TOP_FAILING);
  return {
    kind: 'inhouse',
    range,
    companies,
    active_by_app: byApp,
    active_by_accounting: byAccounting,
    activity: activity.map(toActivity),
    failures: failures.map((row) => ({
      at: isoOf(row.at)!,
      failed_entries: row.failed_entries,
      failed_tasks: row.failed_tasks,
    })),
    backlog: waiting,
    top_failing: top,
  };
}

/** The dashboard of the caller's current role and scope (SPEC §6: everyone may view it). */
export function dashboardFor(
  ctx: AppContext,
  scope: Scope,
  range: DashboardRange,
): Promise<Dashboard> {
  if (scope.all) return inhouseDashboard(ctx, scope, range);
  if (isAccountantRole(scope.role)) return firmDashboard(ctx, scope, range);
  return companyDashboard(ctx, scope, range);
}
