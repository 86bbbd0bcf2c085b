import type { AppLocale } from '@portal/contracts/i18n/resources';
import type {
  Shipment,
  ShipmentDraft,
  ShipmentForm,
  ShipmentPatch,
} from '@portal/contracts/schemas/shipments';
import type { z } from 'zod';
import type { ShipmentQuery as QuerySchema } from '@portal/contracts/schemas/shipments';
import type { AppContext } from '../../context';
import { fieldError, notFound } from '../../http/http-error';
import type { Scope } from '../tenancy/scope';
import { activeCompanyOf } from '../tenancy/scope';
import { freightEntriesOf } from './freight';
import { buyShipment, checkShipment, resolvePending } from './purchase.service';
import { draftOf } from './draft';
import { salesOrderOf, settingsOf } from './settings.repository';
import { toShipment, toSummary } from './shipment-view';
import {
  boughtForOrder,
  eventsOf,
  findShipmentView,
  labelFormatsOf,
  listShipments,
  updateShipment,
} from './shipments.repository';
import { shippingAppOf } from './shipping-app';

type ListQuery = z.output<typeof QuerySchema>;

export async function listShipmentsFor(ctx: AppContext, scope: Scope, query: ListQuery) {
  const { count, rows } = await listShipments(
    ctx.db,
    activeCompanyOf(scope),
    {
      q: query.q,
      statuses: query.status,
      carrier: query.carrier,
      createdFrom: query.created_from,
      createdTo: query.created_to,
      late: query.late,
      ordering: query.ordering,
      limit: query.limit,
      offset: query.offset,
    },
    ctx.clock.now(),
  );
  return { count, results: rows.map((r) => toSummary(r.shipment, r.late)) };
}

export async function getShipment(
  ctx: AppContext,
  scope: Scope,
  id: number,
  locale: AppLocale,
): Promise<Shipment> {
  const view = await findShipmentView(ctx.db, activeCompanyOf(scope), id, ctx.clock.now());
  if (!view) throw notFound();
  const row = view.shipment;
  const [events, labels, entries] = await Promise.all([
    eventsOf(ctx.db, id),
    labelFormatsOf(ctx.db, id),
    row.freightEntryId === null ? Promise.resolve([]) : freightEntriesOf(ctx.db, row),
  ]);
  return toShipment({
    row,
    late: view.late,
    creator: view.creator,
    events,
    labels,
    entry: entries.find((e) => e.id === row.freightEntryId),
    reversal: entries.find((e) => e.kind === 'freight_reversal'),
    locale,
  });
}

/** `POST /check/`: what would stop it being bought (the route words them). */
export async function checkFor(ctx: AppContext, scope: Scope, form: ShipmentForm) {
  return checkShipment(ctx, activeCompanyOf(scope), form);
}

export async function createShipment(
  ctx: AppContext,
  scope: Scope,
  form: ShipmentForm,
  locale: AppLocale,
) {
  const row = await buyShipment(ctx, activeCompanyOf(scope), form, scope.actorId);
  return getShipment(ctx, scope, row.id, locale);
}

/** Only the reference and the receiver's e-mail and phone change after buying. */
export async function patchShipment(
  ctx: AppContext,
  scope: Scope,
  id: number,
  patch: ShipmentPatch,
  locale: AppLocale,
) {
  const view = await findShipmentView(ctx.db, activeCompanyOf(scope), id, ctx.clock.now());
  if (!view) throw notFound();
  const row = view.shipment;
  const receiver = { ...row.receiver };
  if (patch.email !== undefined) receiver.email = patch.email || undefined;
  if (patch.phone !== undefined) receiver.phone = patch.phone || undefined;
  await updateShipment(ctx.db, id, {
    receiver,
    ...(patch.reference !== undefined ? { reference: patch.reference } : {}),
    updatedAt: ctx.clock.now(),
  });
  return getShipment(ctx, scope, id, locale);
}

/** `GET /draft/?order=`: the form proposed for an order, its pending purchases settled first. */
export async function draftFor(
  ctx: AppContext,
  scope: Scope,
  orderId: number,
): Promise<ShipmentDraft> {
  const companyId = activeCompanyOf(scope);
  const order = await salesOrderOf(ctx.db, companyId, orderId);
  if (!order) throw fieldError('validation_error', 'order', 'shipments.server.order_unknown');
  const app = await shippingAppOf(ctx, companyId);
  if (app) await resolvePending(ctx, app, companyId, order.id);
  const settings = await settingsOf(ctx.db, companyId);
  const existing = await boughtForOrder(ctx.db, companyId, order.id);
  return { ...draftOf(order, settings), existing };
}
