import { invalidOrderId, invalidParam, invalidRefundId } from '../errors';
import { oneOf, paged } from '../http';
import type { Route, RouteContext } from '../http';
import { ORDER_STATUSES } from '../model';
import type { OrderRecord } from '../model';
import { renderOrder, renderRefund } from '../render';

/** ISO 8601 to epoch ms: with a zone as given, without one in GMT or the site's time (Stockholm). */
export function parseDate(ctx: RouteContext, name: string): number | undefined {
  const raw = ctx.query.get(name);
  if (raw === null) return undefined;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:?\d{2})?$/.test(raw))
    throw invalidParam(name, 'Invalid date.');
  if (/(Z|[+-]\d{2}:?\d{2})$/.test(raw)) return Date.parse(raw);
  const gmt = Date.parse(`${raw}Z`);
  if (ctx.query.get('dates_are_gmt') === 'true') return gmt;
  // Stockholm is one hour ahead in winter, two in summer: take the offset of that moment
  const local = new Date(gmt).toLocaleString('sv-SE', { timeZone: 'Europe/Stockholm' });
  const offset = Date.parse(`${local.replace(' ', 'T')}Z`) - gmt;
  return gmt - offset;
}

const sorters = {
  date: (o: OrderRecord) => o.createdAt,
  modified: (o: OrderRecord) => o.modifiedAt,
  id: (o: OrderRecord) => o.id,
};

function listOrders(ctx: RouteContext) {
  const after = parseDate(ctx, 'modified_after');
  const before = parseDate(ctx, 'modified_before');
  const orderby = oneOf(ctx.query, 'orderby', ['date', 'modified', 'id'] as const, 'date');
  const direction = oneOf(ctx.query, 'order', ['asc', 'desc'] as const, 'desc');
  const statuses = (ctx.query.get('status') ?? 'any').split(',');
  for (const status of statuses)
    if (status !== 'any' && !(ORDER_STATUSES as readonly string[]).includes(status))
      throw invalidParam('status', `status is not one of any, ${ORDER_STATUSES.join(', ')}.`);
  const key = sorters[orderby];
  const sign = direction === 'asc' ? 1 : -1;
  const orders = ctx.store.orders
    .filter((o) => statuses.includes('any') || statuses.includes(o.status))
    // 'any' leaves out drafts, as WooCommerce does
    .filter((o) => !statuses.includes('any') || o.status !== 'checkout-draft')
    .filter((o) => after === undefined || o.modifiedAt > after)
    .filter((o) => before === undefined || o.modifiedAt < before)
    .sort((a, b) => sign * (key(a) - key(b) || a.id - b.id));
  const page = paged(orders, ctx);
  return { ...page, body: page.items.map((o) => renderOrder(o, ctx.baseUrl)) };
}

function findOrder(ctx: RouteContext): OrderRecord {
  const found = ctx.store.orders.find((o) => String(o.id) === ctx.params.id);
  if (!found) throw invalidOrderId();
  return found;
}

export const orderRoutes: Route[] = [
  { path: '/wp-json/wc/v3/orders', handle: listOrders },
  {
    path: '/wp-json/wc/v3/orders/{id}',
    handle: (ctx) => ({ status: 200, body: renderOrder(findOrder(ctx), ctx.baseUrl) }),
  },
  {
    path: '/wp-json/wc/v3/orders/{id}/refunds',
    handle: (ctx) => {
      const order = findOrder(ctx);
      const newestFirst = [...order.refunds].sort((a, b) => b.id - a.id);
      const page = paged(newestFirst, ctx);
      return { ...page, body: page.items.map((r) => renderRefund(order, r, ctx.baseUrl)) };
    },
  },
  {
    path: '/wp-json/wc/v3/orders/{id}/refunds/{refund_id}',
    handle: (ctx) => {
      const order = findOrder(ctx);
      const refund = order.refunds.find((r) => String(r.id) === ctx.params.refund_id);
      if (!refund) throw invalidRefundId();
      return { status: 200, body: renderRefund(order, refund, ctx.baseUrl) };
    },
  },
];
