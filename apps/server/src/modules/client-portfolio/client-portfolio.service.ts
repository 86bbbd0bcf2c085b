import { formatMinor } from '@portal/connectors/money';
import { stockholmDay } from '@portal/contracts/dates';
import { healthBand } from '@portal/contracts/schemas/subscription-status';
import type {
  PortfolioBand,
  PortfolioClient,
  PortfolioClientDetail,
  PortfolioQuery,
} from '@portal/contracts/schemas/client-portfolio';
import type { AppContext } from '../../context';
import { notFound } from '../../http/http-error';
import { firmScopeOf, seesClient } from '../firm-work/firm-scope';
import { timeSumsByClient } from '../firm-overview/time-summary.repository';
import type { TimeSums } from '../firm-overview/time-summary.repository';
import { toStatusRow } from '../subscription-status/subscription-status.service';
import type { Scope } from '../tenancy/scope';
import { clientHealth, hasProblems } from './client-health';
import type { ClientHealth } from './client-health';
import {
  assignedAccountants,
  clientsOf,
  firmAccountants,
  paidFees,
} from './client-portfolio.repository';
import type { ClientRow } from './client-portfolio.repository';

const NO_TIME: TimeSums = { minutes: 0, billableMinutes: 0, billableValue: 0 };

interface Built {
  client: PortfolioClient;
  health: ClientHealth;
  /** for sorting: öre */
  value: number;
  fees: number;
}

function bandOf(health: ClientHealth): PortfolioBand {
  return health.worst === null ? 'none' : healthBand(health.worst);
}

/** How the portfolio sorts; ties go by name. Missing figures sort last ascending. */
const SORTS: Record<string, (a: Built, b: Built) => number> = {
  health: (a, b) => (a.health.worst ?? 101) - (b.health.worst ?? 101),
  lag: (a, b) => (a.health.lagSeconds ?? -1) - (b.health.lagSeconds ?? -1),
  last_processed: (a, b) =>
    (a.health.lastProcessed ?? '').localeCompare(b.health.lastProcessed ?? ''),
  problems: (a, b) =>
    a.health.problemEntries +
    a.health.errorSubscriptions -
    (b.health.problemEntries + b.health.errorSubscriptions),
  hours: (a, b) => a.client.year.minutes - b.client.year.minutes,
  billable_value: (a, b) => a.value - b.value,
  fees: (a, b) => a.fees - b.fees,
};

function sorted(rows: Built[], ordering: string | undefined): Built[] {
  const key = (ordering ?? 'name').replace(/^-/, '');
  const direction = ordering?.startsWith('-') ? -1 : 1;
  const compare = SORTS[key] ?? (() => 0);
  const byName = (a: Built, b: Built) =>
    a.client.name.localeCompare(b.client.name, 'sv') || a.client.company_id - b.client.company_id;
  if (key === 'name') return [...rows].sort((a, b) => direction * byName(a, b));
  return [...rows].sort((a, b) => direction * compare(a, b) || byName(a, b));
}

function yearBounds(now: Date) {
  const year = Number(stockholmDay(now).slice(0, 4));
  return { year, from: `${year}-01-01`, to: `${year + 1}-01-01` };
}

/** Every figure of these clients: health, problems, accountants, this year's time and fees. */
async function build(ctx: AppContext, scope: Scope, firmId: number, clients: ClientRow[]) {
  const now = ctx.clock.now();
  const ids = clients.map((c) => c.id);
  const { from, to } = yearBounds(now);
  const health = await clientHealth(ctx, scope, ids, now);
  const accountants = await assignedAccountants(ctx.db, firmId, ids);
  const time = await timeSumsByClient(ctx.db, { firmId, from, to, companyIds: ids });
  const fees = await paidFees(ctx.db, ids, from, to);
  return clients.map((c): Built => {
    const h = health.get(c.id)!;
    const spent = time.get(c.id) ?? NO_TIME;
    const paid = fees.get(c.id) ?? 0;
    return {
      health: h,
      value: spent.billableValue,
      fees: paid,
      client: {
        company_id: c.id,
        name: c.name,
        organization_number: c.organization_number,
        subscriptions: h.rows.length,
        health:
          h.worst === null
            ? null
            : { worst: { score: h.worst, band: healthBand(h.worst) }, average: h.average! },
        lag_seconds: h.lagSeconds,
        last_processed_date: h.lastProcessed,
        problems: { entries: h.problemEntries, error_subscriptions: h.errorSubscriptions },
        accountants: accountants.get(c.id) ?? [],
        year: {
          minutes: spent.minutes,
          billable_minutes: spent.billableMinutes,
          billable_value: formatMinor(spent.billableValue, 'SEK'),
          fees: formatMinor(paid, 'SEK'),
        },
      },
    };
  });
}

/**
 * The firm's clients the person sees (a partner: their assigned ones), filtered, sorted and
 * paged by the server. An accountant outside the firm is not found.
 */
export async function clientPortfolio(ctx: AppContext, scope: Scope, query: PortfolioQuery) {
  const firm = await firmScopeOf(ctx.db, scope);
  if (query.accountant !== undefined) {
    const people = await firmAccountants(ctx.db, firm.firmId);
    if (!people.some((p) => p.id === query.accountant)) throw notFound();
  }
  const clients = await clientsOf(ctx.db, firm.clientIds, query);
  const built = (await build(ctx, scope, firm.firmId, clients)).filter(
    (row) =>
      (query.band === undefined || bandOf(row.health) === query.band) &&
      (query.problems === undefined || hasProblems(row.health) === (query.problems === 'true')),
  );
  const page = sorted(built, query.ordering).slice(query.offset, query.offset + query.limit);
  return {
    count: built.length,
    year: yearBounds(ctx.clock.now()).year,
    results: page.map((row) => row.client),
  };
}

/** One client with each of its subscriptions; a client outside the person's is not found. */
export async function portfolioClient(
  ctx: AppContext,
  scope: Scope,
  companyId: number,
): Promise<PortfolioClientDetail> {
  const firm = await firmScopeOf(ctx.db, scope);
  if (!seesClient(firm, companyId)) throw notFound();
  const [client] = await clientsOf(ctx.db, [companyId], {});
  if (!client) throw notFound();
  const [row] = await build(ctx, scope, firm.firmId, [client]);
  return { ...row!.client, subscription_rows: row!.health.rows.map(toStatusRow) };
}

export async function portfolioAccountants(ctx: AppContext, scope: Scope) {
  const firm = await firmScopeOf(ctx.db, scope);
  return firmAccountants(ctx.db, firm.firmId);
}
