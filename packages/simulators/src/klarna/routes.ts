import { badValue, notFound } from './errors';
import type { KlarnaPagination, KlarnaPayout, KlarnaTransaction } from './model';
import type { KlarnaState } from './state';

export interface RouteContext {
  state: KlarnaState;
  params: Record<string, string>;
  query: URLSearchParams;
  /** the request's own absolute URL, for `next` and `prev` */
  url: URL;
}

export interface Route {
  path: string;
  handle(ctx: RouteContext): unknown;
}

export const MAX_SIZE = 500;
const DEFAULT_SIZE = 20;

function integer(query: URLSearchParams, name: string, min: number, max: number, fallback: number) {
  const raw = query.get(name);
  if (raw === null) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    throw badValue(
      max === Infinity
        ? `${name} must be greater than or equal to ${min}`
        : `${name} must be between ${min} and ${max}`,
    );
  return value;
}

/** Klarna's date filters: a date alone means the start of that day, UTC. */
function dateParam(query: URLSearchParams, name: string, required: boolean): number | undefined {
  const raw = query.get(name);
  if (raw === null) {
    if (required) throw badValue(`${name} is required`);
    return undefined;
  }
  const ms = Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(raw) ? `${raw}T00:00:00Z` : raw);
  if (Number.isNaN(ms)) throw badValue(`${name} must be an ISO 8601 date time`);
  return ms;
}

/** `size` (1–500, default 20) and `offset` paging with absolute `next`/`prev` URIs. */
function paged<T>(
  items: readonly T[],
  ctx: RouteContext,
): { page: T[]; pagination: KlarnaPagination } {
  const size = integer(ctx.query, 'size', 1, MAX_SIZE, DEFAULT_SIZE);
  const offset = integer(ctx.query, 'offset', 0, Infinity, 0);
  const page = items.slice(offset, offset + size);
  const at = (value: number) => {
    const url = new URL(ctx.url);
    url.searchParams.set('offset', String(value));
    url.searchParams.set('size', String(size));
    return url.toString();
  };
  return {
    page,
    pagination: {
      count: page.length,
      total: items.length,
      offset,
      ...(offset + size < items.length ? { next: at(offset + size) } : {}),
      ...(offset > 0 ? { prev: at(Math.max(0, offset - size)) } : {}),
    },
  };
}

function payoutsIn(ctx: RouteContext, required: boolean): KlarnaPayout[] {
  const start = dateParam(ctx.query, 'start_date', required);
  const end = dateParam(ctx.query, 'end_date', required);
  const currency = ctx.query.get('currency_code');
  return ctx.state.payouts().filter((p) => {
    const at = Date.parse(p.payout_date);
    return (
      (start === undefined || at >= start) &&
      (end === undefined || at <= end) &&
      (!currency || p.currency_code === currency)
    );
  });
}

function summary(ctx: RouteContext) {
  const byCurrency = new Map<string, KlarnaPayout[]>();
  for (const payout of payoutsIn(ctx, true))
    byCurrency.set(payout.currency_code, [...(byCurrency.get(payout.currency_code) ?? []), payout]);
  return [...byCurrency].map(([currency, payouts]) => {
    const sum = (name: keyof KlarnaPayout['totals']) =>
      payouts.reduce((total, p) => total + p.totals[name], 0);
    return {
      summary_settlement_currency: currency,
      summary_payout_date_start: payouts[0]!.payout_date,
      summary_payout_date_end: payouts[payouts.length - 1]!.payout_date,
      summary_total_sale_amount: sum('sale_amount'),
      summary_total_return_amount: sum('return_amount'),
      summary_total_fee_amount: sum('fee_amount'),
      summary_total_fee_correction_amount: sum('fee_correction_amount'),
      summary_total_commission_amount: sum('commission_amount'),
      summary_total_holdback_amount: sum('holdback_amount'),
      summary_total_release_amount: sum('release_amount'),
      summary_total_reversal_amount: sum('reversal_amount'),
      summary_total_tax_amount: sum('tax_amount'),
      summary_total_repay_amount: sum('repay_amount'),
      summary_total_settlement_amount: sum('settlement_amount'),
    };
  });
}

function transactions(ctx: RouteContext) {
  const reference = ctx.query.get('payment_reference');
  const orderId = ctx.query.get('order_id');
  const matching = ctx.state
    .transactions()
    .filter(
      (t: KlarnaTransaction) =>
        t.payment_reference !== undefined &&
        (!reference || t.payment_reference === reference) &&
        (!orderId || t.order_id === orderId),
    );
  const { page, pagination } = paged(matching, ctx);
  return { transactions: page, pagination };
}

const PREFIX = '/settlements/v1';

/** Matched in order: `summary` before `{payment_reference}`. */
export const settlementRoutes: readonly Route[] = [
  { path: `${PREFIX}/payouts/summary`, handle: summary },
  {
    path: `${PREFIX}/payouts/{payment_reference}`,
    handle(ctx) {
      const payout = ctx.state
        .payouts()
        .find((p) => p.payment_reference === ctx.params.payment_reference);
      if (!payout) throw notFound(`Payout ${ctx.params.payment_reference}`);
      return payout;
    },
  },
  {
    path: `${PREFIX}/payouts`,
    handle(ctx) {
      const { page, pagination } = paged(payoutsIn(ctx, false), ctx);
      return { payouts: page, pagination };
    },
  },
  { path: `${PREFIX}/transactions`, handle: transactions },
];
