import { CARRIERS } from './catalog';
import { badRequest, notFound, SendcloudError } from './errors';
import { ok } from './http';
import type { Route, RouteContext } from './http';
import { parcelJson, trackingUrl } from './model';
import type { ParcelRecord } from './model';
import { draftOf } from './purchase';
import { PARCEL_STATUSES, parentStatus } from './statuses';

const idParam = (ctx: RouteContext) => {
  const id = Number(ctx.params.id);
  if (!Number.isInteger(id)) throw notFound('Parcel');
  return id;
};

/** GET /parcels filters: every given one must match. */
function listed(ctx: RouteContext): ParcelRecord[] {
  const q = ctx.query;
  const ids = q.get('ids')?.split(',').map(Number);
  if (ids && ids.length > 100) throw badRequest('ids: At most 100 ids.');
  const status = q.get('parcel_status');
  return ctx.state
    .parcels(ctx.account)
    .filter(
      (p) =>
        (!q.get('external_reference') || p.externalReference === q.get('external_reference')) &&
        (!q.get('tracking_number') || p.trackingNumber === q.get('tracking_number')) &&
        (!q.get('order_number') || p.orderNumber === q.get('order_number')) &&
        (!ids || ids.includes(p.id)) &&
        (!status || p.history[p.history.length - 1]!.statusId === Number(status)),
    );
}

/**
 * POST /parcels: `{parcel}` answers `{parcel}`, `{parcels: […]}` answers `{parcels,
 * failed_parcels}`. Every parcel is checked before any is announced, so a refusal buys nothing.
 */
function create(ctx: RouteContext) {
  const body = (ctx.body ?? {}) as { parcel?: unknown; parcels?: unknown };
  const many = Array.isArray(body.parcels);
  const inputs = many ? (body.parcels as unknown[]) : [body.parcel];
  if (inputs.length === 0 || inputs.length > 100)
    throw badRequest('parcels: Between 1 and 100 parcels at a time.');
  for (const input of inputs) {
    const label = (input as { request_label?: unknown } | undefined)?.request_label;
    if (label !== true && label !== 'true')
      throw badRequest('request_label: This integration announces every parcel it creates.');
  }
  const drafts = inputs.map((input) => draftOf(input, ctx.state.seed));
  const fault = ctx.state.faults.take();
  if (fault?.kind === 'refuse') throw new SendcloudError(412, fault.message);
  const records = ctx.state.purchase(ctx.account, drafts);
  const json = records.map((record) => parcelJson(record, ctx.base));
  const result = ok(many ? { parcels: json, failed_parcels: [] } : { parcel: json[0] });
  return fault?.kind === 'lose' ? { ...result, lose: fault.how } : result;
}

function tracking(ctx: RouteContext) {
  const parcel = ctx.state.byTrackingNumber(ctx.account, ctx.params.tracking_number ?? '');
  const carrier = parcel.method.carrier;
  return ok({
    parcel_id: String(parcel.id),
    carrier_code: carrier,
    created_at: new Date(parcel.createdAt).toISOString(),
    carrier_tracking_url: trackingUrl(parcel),
    sendcloud_tracking_url: trackingUrl(parcel),
    is_return: false,
    is_to_service_point: parcel.servicePoint !== null,
    is_mail_box: false,
    expected_delivery_date: ctx.state.expectedDelivery(parcel),
    statuses: parcel.history.map((change) => ({
      carrier_update_timestamp: new Date(change.at).toISOString(),
      parcel_status_history_id: String(change.id),
      parent_status: parentStatus(change.statusId),
      carrier_code: carrier,
      carrier_message: `${CARRIERS[carrier]}: ${PARCEL_STATUSES[change.statusId]}`,
    })),
  });
}

export const parcelRoutes: readonly Route[] = [
  {
    method: 'GET',
    path: '/parcels/statuses',
    handle: () =>
      ok(Object.entries(PARCEL_STATUSES).map(([id, message]) => ({ id: Number(id), message }))),
  },
  {
    method: 'GET',
    path: '/parcels',
    handle: (ctx) =>
      ok({ next: null, previous: null, parcels: listed(ctx).map((p) => parcelJson(p, ctx.base)) }),
  },
  { method: 'POST', path: '/parcels', purchase: true, handle: create },
  {
    method: 'GET',
    path: '/parcels/{id}',
    handle: (ctx) =>
      ok({ parcel: parcelJson(ctx.state.parcel(ctx.account, idParam(ctx)), ctx.base) }),
  },
  {
    method: 'POST',
    path: '/parcels/{id}/cancel',
    handle(ctx) {
      const result = ctx.state.cancel(ctx.account, idParam(ctx));
      return ok(result.body, result.status);
    },
  },
  { method: 'GET', path: '/tracking/{tracking_number}', handle: tracking },
];
