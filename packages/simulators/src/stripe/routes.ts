import { invalidRequest, missing } from './errors';
import { expansions, newestFirst, paginate, rangeFilter } from './list';
import type { BalanceTransaction } from './model';
import type { StripeState } from './state';

export interface RouteContext {
  state: StripeState;
  params: Record<string, string>;
  query: URLSearchParams;
  /** the form-encoded body of a POST */
  form: URLSearchParams;
  path: string;
  /** the simulator's own origin (`http://127.0.0.1:port`), for hosted page URLs */
  origin: string;
}

export interface Route {
  method: 'GET' | 'POST';
  /** e.g. `/v1/payouts/{id}` */
  path: string;
  handle(ctx: RouteContext): { status: number; body: unknown };
}

const ok = (body: unknown) => ({ status: 200, body });

const find = <T extends { id: string }>(items: readonly T[], id: string, kind: string) => {
  const item = items.find((i) => i.id === id);
  if (!item) throw missing(kind, id);
  return item;
};

/** `expand[]=data.source` (and `data.source.charge`) on a balance transaction. */
function expandSource(state: StripeState, txn: BalanceTransaction, expand: Set<string>) {
  if (!expand.has('data.source')) return txn;
  const source =
    state.charges.find((c) => c.id === txn.source) ??
    state.refunds.find((r) => r.id === txn.source) ??
    state.disputes.find((d) => d.id === txn.source) ??
    state.payouts.find((p) => p.id === txn.source);
  if (!source) return txn;
  const withCharge =
    expand.has('data.source.charge') && 'charge' in source
      ? { ...source, charge: state.charges.find((c) => c.id === source.charge) ?? source.charge }
      : source;
  return { ...txn, source: withCharge };
}

const amountParam = (form: URLSearchParams, name: string, required: boolean) => {
  const raw = form.get(name);
  if (raw === null) {
    if (required) throw invalidRequest(`Missing required param: ${name}.`, name);
    return undefined;
  }
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw invalidRequest(`Invalid integer: ${raw}`, name);
  return value;
};

export const routes: Route[] = [
  {
    method: 'GET',
    path: '/v1/balance',
    handle: ({ state }) => {
      const pending = state.balanceTransactions
        .filter((t) => state.payoutOf(t.id) === undefined)
        .reduce((sum, t) => sum + t.net, 0);
      return ok({
        object: 'balance',
        available: [{ amount: pending, currency: 'sek', source_types: { card: pending } }],
        livemode: false,
        pending: [{ amount: 0, currency: 'sek', source_types: { card: 0 } }],
      });
    },
  },
  {
    method: 'GET',
    path: '/v1/payouts',
    handle: ({ state, query, path }) => {
      const arrival = rangeFilter(query, 'arrival_date');
      const created = rangeFilter(query, 'created');
      const status = query.get('status');
      const items = newestFirst(state.payouts).filter(
        (p) => arrival(p.arrival_date) && created(p.created) && (!status || p.status === status),
      );
      return ok(paginate(items, query, path, 'payout'));
    },
  },
  {
    method: 'GET',
    path: '/v1/payouts/{id}',
    handle: ({ state, params }) => ok(find(state.payouts, params.id!, 'payout')),
  },
  {
    method: 'POST',
    path: '/v1/payouts',
    handle: ({ state, form }) => {
      const amount = amountParam(form, 'amount', true)!;
      if ((form.get('currency') ?? '').toLowerCase() !== 'sek')
        throw invalidRequest('This account can only pay out in sek.', 'currency');
      return ok(state.createManualPayout(amount));
    },
  },
  {
    method: 'GET',
    path: '/v1/balance_transactions',
    handle: ({ state, query, path }) => {
      const payout = query.get('payout');
      if (payout !== null) find(state.payouts, payout, 'payout');
      const type = query.get('type');
      const source = query.get('source');
      const created = rangeFilter(query, 'created');
      const items = newestFirst(state.balanceTransactions).filter(
        (t) =>
          (payout === null || state.payoutOf(t.id) === payout) &&
          (type === null || t.type === type) &&
          (source === null || t.source === source) &&
          created(t.created),
      );
      const page = paginate(items, query, path, 'balance_transaction');
      const expand = expansions(query);
      return ok({ ...page, data: page.data.map((t) => expandSource(state, t, expand)) });
    },
  },
  {
    method: 'GET',
    path: '/v1/balance_transactions/{id}',
    handle: ({ state, params }) =>
      ok(find(state.balanceTransactions, params.id!, 'balance_transaction')),
  },
  {
    method: 'GET',
    path: '/v1/charges',
    handle: ({ state, query, path }) => {
      const created = rangeFilter(query, 'created');
      const items = newestFirst(state.charges).filter((c) => created(c.created));
      return ok(paginate(items, query, path, 'charge'));
    },
  },
  {
    method: 'GET',
    path: '/v1/charges/{id}',
    handle: ({ state, params }) => ok(find(state.charges, params.id!, 'charge')),
  },
  {
    method: 'GET',
    path: '/v1/refunds',
    handle: ({ state, query, path }) => {
      const created = rangeFilter(query, 'created');
      const charge = query.get('charge');
      const items = newestFirst(state.refunds).filter(
        (r) => created(r.created) && (charge === null || r.charge === charge),
      );
      return ok(paginate(items, query, path, 'refund'));
    },
  },
  {
    method: 'GET',
    path: '/v1/refunds/{id}',
    handle: ({ state, params }) => ok(find(state.refunds, params.id!, 'refund')),
  },
  {
    method: 'POST',
    path: '/v1/refunds',
    handle: ({ state, form }) => {
      const chargeId = form.get('charge');
      if (!chargeId) throw invalidRequest('Missing required param: charge.', 'charge');
      const charge = find(state.charges, chargeId, 'charge');
      if (charge.amount === charge.amount_refunded)
        throw invalidRequest(`Charge ${chargeId} has already been refunded.`, 'charge');
      const amount = amountParam(form, 'amount', false);
      const left = charge.amount - charge.amount_refunded;
      if (amount !== undefined && amount > left)
        throw invalidRequest(
          `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
          'amount',
        );
      return ok(state.refund(chargeId, amount));
    },
  },
];

/** Routes as `/a/{param}`, matched by method and path. */
export function matcher(list: readonly Route[]) {
  const compiled = list.map((route) => {
    const names: string[] = [];
    const source = route.path.replace(/\{(\w+)\}/g, (_m, name: string) => {
      names.push(name);
      return '([^/]+)';
    });
    return { route, names, pattern: new RegExp(`^${source}/?$`) };
  });
  return (method: string, pathname: string) => {
    for (const { route, names, pattern } of compiled) {
      if (route.method !== method) continue;
      const match = pattern.exec(pathname);
      if (match)
        return {
          route,
          params: Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(match[i + 1]!)])),
        };
    }
    return undefined;
  };
}
