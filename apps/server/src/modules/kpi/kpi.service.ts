import { stockholmDay } from '@portal/contracts/dates';
import type {
  CompanyKpis,
  KpiClient,
  KpiClientQuery,
  RoiInputs,
} from '@portal/contracts/schemas/kpi';
import { formatMinor } from '@portal/connectors/money';
import type { AppContext } from '../../context';
import { withDetail } from '../../http/http-error';
import { INTERVAL_MONTHS, BILLED_STATUSES, isPaymentInterval } from '../billing/billing-cycle';
import { subscriptionsWithPrices } from '../billing/billing.repository';
import { priceOf } from '../billing/generate-invoices';
import {
  clientsByIds,
  yearsByCompany,
} from '../consolidated-reports/consolidated-reports.repository';
import { daysIn } from '../financial-reports/period';
import { companyNameOf, ledgerYearsOf } from '../financial-reports/statements.repository';
import { firmScopeOf } from '../firm-work/firm-scope';
import { ledgerCompanyOf } from '../ledger/ledger-scope';
import type { Scope } from '../tenancy/scope';
import { kpisOf } from './kpi-formulas';
import { latestSpan, trendSpans } from './kpi-spans';
import type { CompanySpan } from './kpi-spans';
import { kpiSums, monthlyPlans, ordersPerMonth } from './kpi.repository';

const today = (ctx: AppContext) => stockholmDay(ctx.clock.now());
const DAYS_A_MONTH = 365 / 12;

async function figures(ctx: AppContext, spans: CompanySpan[]) {
  const sums = await kpiSums(
    ctx.db,
    spans.map((s) => s.span),
  );
  return spans.map((s) => kpisOf(sums.get(s.span.key)!, s.days, s.burnMonths));
}

/** A client's KPIs for its latest financial year to date, and month by month. */
export async function companyKpis(
  ctx: AppContext,
  scope: Scope,
  query: { company: number; months: number },
): Promise<CompanyKpis> {
  const companyId = await ledgerCompanyOf(ctx.db, scope, query.company);
  const years = await ledgerYearsOf(ctx.db, companyId);
  if (!years.length) throw withDetail(409, 'conflict', 'financials.errors.no_ledger');
  const latest = latestSpan(0, companyId, years, today(ctx));
  if (!latest) throw withDetail(409, 'conflict', 'financials.errors.totals_only');
  const [kpis] = await figures(ctx, [latest]);
  const trend = trendSpans(companyId, years, latest.period.to, query.months);
  const points = await figures(ctx, trend);
  return {
    company: { id: companyId, name: await companyNameOf(ctx.db, companyId) },
    period: latest.period,
    kpis: kpis!,
    trend: trend.map((s, i) => ({ month: s.span.to.slice(0, 7), ...points[i]! })),
  };
}

type Sortable = (row: KpiClient) => number | string | null;

const SORTS: Record<string, Sortable> = {
  name: (r) => r.name,
  net_sales: (r) => (r.kpis ? Number(r.kpis.net_sales) : null),
  gross_margin: (r) => r.kpis?.gross_margin ?? null,
  operating_margin: (r) => r.kpis?.operating_margin ?? null,
  current_ratio: (r) => r.kpis?.current_ratio ?? null,
  dso: (r) => r.kpis?.dso ?? null,
  // not burning sorts after any runway: it lasts longest
  runway_months: (r) => (r.kpis ? (r.kpis.burning ? r.kpis.runway_months : Infinity) : null),
};

/** Sorted by the ordering; clients without the figure last either way, then by name. */
function sorted(rows: KpiClient[], ordering: string | undefined) {
  const key = (ordering ?? 'name').replace(/^-/, '');
  const direction = ordering?.startsWith('-') ? -1 : 1;
  const value = SORTS[key] ?? SORTS.name!;
  const byName = (a: KpiClient, b: KpiClient) => a.name.localeCompare(b.name, 'sv') || a.id - b.id;
  return [...rows].sort((a, b) => {
    const [x, y] = [value(a), value(b)];
    if (x === null || y === null) return x === y ? byName(a, b) : x === null ? 1 : -1;
    const compared =
      typeof x === 'string' || typeof y === 'string'
        ? String(x).localeCompare(String(y), 'sv')
        : x === y
          ? 0
          : x < y
            ? -1
            : 1;
    return direction * compared || byName(a, b);
  });
}

/** The firm's clients the caller sees, each with its KPIs, sortable by each. */
export async function kpiClients(ctx: AppContext, scope: Scope, query: KpiClientQuery) {
  const firm = await firmScopeOf(ctx.db, scope);
  const search = query.search?.trim().toLowerCase();
  const clients = (await clientsByIds(ctx.db, firm.clientIds)).filter(
    (c) => !search || c.name.toLowerCase().includes(search) || c.org.includes(search),
  );
  const years = await yearsByCompany(
    ctx.db,
    clients.map((c) => c.id),
  );
  const spans = new Map<number, CompanySpan | null>();
  clients.forEach((c, i) => {
    const list = years.get(c.id);
    spans.set(c.id, list?.length ? latestSpan(i, c.id, list, today(ctx)) : null);
  });
  const known = [...spans.values()].filter((s): s is CompanySpan => s !== null);
  const kpis = await figures(ctx, known);
  const byCompany = new Map(known.map((s, i) => [s.span.companyId, kpis[i]!]));
  const rows: KpiClient[] = clients.map((c) => ({
    id: c.id,
    name: c.name,
    company_id: c.org,
    period: spans.get(c.id)?.period ?? null,
    kpis: byCompany.get(c.id) ?? null,
    missing: byCompany.has(c.id) ? null : years.get(c.id)?.length ? 'totals_only' : 'not_read',
  }));
  const { limit, offset } = query;
  const ordered = sorted(rows, query.ordering);
  return { count: ordered.length, results: ordered.slice(offset, offset + limit) };
}

/** What the ROI calculator starts from: the plans, and the chosen company's orders and price. */
export async function roiInputs(
  ctx: AppContext,
  scope: Scope,
  company: number | undefined,
): Promise<RoiInputs> {
  const plans = (await monthlyPlans(ctx.db)).map((p) => ({
    ...p,
    monthly: formatMinor(p.monthly, 'SEK'),
  }));
  if (company === undefined) return { plans, orders_per_month: null, current_monthly: null };
  const companyId = await ledgerCompanyOf(ctx.db, scope, company);
  const day = today(ctx);
  const { orders, first } = await ordersPerMonth(ctx.db, companyId, day);
  const days = first ? daysIn({ from: first, to: day }) : 0;
  let monthly = 0;
  for (const row of await subscriptionsWithPrices(ctx.db, companyId)) {
    const interval = row.subscription.paymentInterval;
    if (!BILLED_STATUSES.includes(row.subscription.status) || !isPaymentInterval(interval))
      continue;
    monthly += Math.round(priceOf(row) / INTERVAL_MONTHS[interval]);
  }
  return {
    plans,
    orders_per_month: days ? Math.round((orders / days) * DAYS_A_MONTH) : null,
    current_monthly: monthly > 0 ? formatMinor(monthly, 'SEK') : null,
  };
}
