import { randomUUID } from 'node:crypto';
import { ConnectorError } from '@portal/connectors/errors';
import type { ProviderShipment, ShippingService } from '@portal/connectors/sdk/shipping';
import type { LabelFormat, ShipmentForm } from '@portal/contracts/schemas/shipments';
import type { AppContext } from '../../context';
import type { salesOrders } from '../../db/schema/sales';
import type { ShipmentRow, ShipmentServicePointJson } from '../../db/schema/shipments';
import { fieldError } from '../../http/http-error';
import { bookFreight, freightVatOf } from './freight';
import { fetchLabel } from './labels.service';
import { mailTracking } from './notify.service';
import { providerUnavailable, refusedWith, ShipmentRefused, withProvider } from './problems';
import type { ProblemSource } from './problems';
import { parcelsJson, requestOf, senderOf, valueOf } from './provider-shipment';
import { companyOfId, salesOrderOf, settingsOf } from './settings.repository';
import { addressJson } from './shipment-view';
import {
  insertEvent,
  insertShipment,
  pendingPurchases,
  updateShipment,
} from './shipments.repository';
import type { ShippingApp } from './shipping-app';
import { shippingAppOf } from './shipping-app';
import { addWorkingDays } from './working-days';

type SalesOrderRow = typeof salesOrders.$inferSelect;

/** Everything a check or a purchase needs: the app, the order, the request and the service. */
interface Prepared {
  app: ShippingApp;
  order: SalesOrderRow | null;
  orderNumber: string;
  label: LabelFormat;
  service: ShippingService | undefined;
}

async function prepare(ctx: AppContext, companyId: number, form: ShipmentForm): Promise<Prepared> {
  const app = await shippingAppOf(ctx, companyId);
  if (!app) throw refusedWith('no_shipping_app');
  let order: SalesOrderRow | null = null;
  if (form.order !== null) {
    order = (await salesOrderOf(ctx.db, companyId, form.order)) ?? null;
    if (!order) throw fieldError('validation_error', 'order', 'shipments.server.order_unknown');
  }
  const settings = await settingsOf(ctx.db, companyId);
  const services = await withProvider(() => app.session.services(form.receiver.country));
  return {
    app,
    order,
    orderNumber: order?.orderNumber ?? form.order_id ?? form.reference,
    label: form.label_format ?? (settings.labelFormat as LabelFormat),
    service: services.find((s) => s.id === form.service),
  };
}

/** What would stop the form being bought, asked of the aggregator; nothing is bought. */
async function problemsOf(p: Prepared, form: ShipmentForm, externalReference: string) {
  const request = requestOf(form, {
    externalReference,
    orderNumber: p.orderNumber,
    label: p.label,
  });
  const found = await withProvider(() => p.app.session.check(request));
  return found.map((problem): ProblemSource => ({
    code: problem.code,
    parcel: problem.parcel ?? null,
    field: problem.field === 'service_point_id' ? 'service_point' : (problem.field ?? null),
    params: problem.params,
  }));
}

/** `POST /check/`: the problems, worded by the route; an empty list means it can be bought. */
export async function checkShipment(ctx: AppContext, companyId: number, form: ShipmentForm) {
  try {
    return await problemsOf(await prepare(ctx, companyId, form), form, `check-${randomUUID()}`);
  } catch (error) {
    if (error instanceof ShipmentRefused) return error.problems;
    throw error;
  }
}

/** The chosen service point as the aggregator describes it, kept with the shipment. */
async function servicePointOf(p: Prepared, form: ShipmentForm) {
  if (!form.service_point) return null;
  const carrier = p.service?.carrier ?? form.carrier;
  const points = await p.app.session
    .servicePoints({
      country: form.receiver.country,
      postalCode: form.receiver.postal_code,
      carrier,
    })
    .catch(() => []);
  const point = points.find((sp) => sp.id === form.service_point);
  const json: ShipmentServicePointJson = point
    ? {
        id: point.id,
        carrier: point.carrier,
        name: point.name,
        street: point.houseNumber ? `${point.street} ${point.houseNumber}` : point.street,
        postalCode: point.postalCode,
        city: point.city,
        country: point.country,
        openingHours: point.openingHours,
      }
    : {
        id: form.service_point,
        carrier,
        name: form.service_point,
        street: '',
        postalCode: '',
        city: '',
        country: form.receiver.country,
        openingHours: {},
      };
  return json;
}

/**
 * Buys a shipment exactly once (ADR 042): checked first (a 400 with the problems, nothing
 * bought), written with a unique external reference before the aggregator is asked, and an
 * answer lost on the way is looked up by that reference, never bought again. A refusal leaves
 * the row failed with its reason, nothing booked.
 */
export async function buyShipment(
  ctx: AppContext,
  companyId: number,
  form: ShipmentForm,
  createdBy: number | null,
): Promise<ShipmentRow> {
  const p = await prepare(ctx, companyId, form);
  if (p.order) await resolvePending(ctx, p.app, companyId, p.order.id);
  const externalReference = `portal-${companyId}-${randomUUID()}`;
  const problems = await problemsOf(p, form, externalReference);
  if (problems.length) throw new ShipmentRefused(problems);
  const company = await companyOfId(ctx.db, companyId);
  const now = ctx.clock.now();
  const row = await insertShipment(ctx.db, {
    companyId,
    subscriptionId: p.app.subscription.id,
    salesOrderId: p.order?.id ?? null,
    orderId: p.order?.orderId ?? form.order_id,
    orderNumber: p.order?.orderNumber ?? form.order_id,
    externalReference,
    purchase: 'pending',
    carrier: p.service?.carrier ?? form.carrier,
    serviceId: form.service,
    serviceName: p.service?.name ?? form.service,
    receiver: addressJson(form.receiver),
    servicePoint: await servicePointOf(p, form),
    parcels: parcelsJson(form),
    totalWeightGrams: form.parcels.reduce((sum, parcel) => sum + parcel.weight_grams, 0),
    totalValue: valueOf(form),
    currency: form.currency,
    reference: form.reference,
    labelFormat: p.label,
    shippingPaid: p.order?.shipping?.paid ?? null,
    createdBy,
    createdAt: now,
    updatedAt: now,
  });
  const request = requestOf(form, {
    externalReference,
    orderNumber: p.orderNumber,
    label: p.label,
    sender: senderOf(company),
  });
  let bought: ProviderShipment;
  try {
    bought = await p.app.session.create(request);
  } catch (error) {
    if (error instanceof ConnectorError && error.code === 'validation') {
      await markFailed(ctx, row, 'purchase_refused', { message: error.message });
      throw refusedWith('purchase_refused', { message: error.message });
    }
    // the answer was lost: what was bought is found by the reference, never bought again
    const found = await lookUp(ctx, p.app, row);
    if (!found) throw providerUnavailable();
    bought = found;
  }
  return recordBought(ctx, p.app, row, bought, p.service);
}

async function markFailed(
  ctx: AppContext,
  row: ShipmentRow,
  code: ProblemSource['code'],
  params: Record<string, string | number>,
) {
  await updateShipment(ctx.db, row.id, {
    purchase: 'failed',
    failureCode: code,
    failureParams: params,
    updatedAt: ctx.clock.now(),
  });
}

/**
 * What a pending purchase bought, asked by its reference: the shipment, or null when nothing
 * was bought (the row is then failed). An aggregator that does not answer leaves it pending.
 */
async function lookUp(ctx: AppContext, app: ShippingApp, row: ShipmentRow) {
  let found: ProviderShipment | null;
  try {
    found = await app.session.findByReference(row.externalReference);
  } catch (error) {
    ctx.log.warn({ err: error, shipmentId: row.id }, 'a lost purchase could not be looked up');
    return null;
  }
  if (!found) await markFailed(ctx, row, 'provider_unavailable', {});
  return found;
}

/** Purchases of the order still pending (their answer lost): each looked up and settled first. */
export async function resolvePending(
  ctx: AppContext,
  app: ShippingApp,
  companyId: number,
  salesOrderId: number | null,
) {
  for (const row of await pendingPurchases(ctx.db, companyId, salesOrderId)) {
    const found = await lookUp(ctx, app, row);
    if (found) await recordBought(ctx, app, row, found, undefined);
  }
}

/**
 * A bought shipment: its tracking and price kept, the `created` event, the label fetched in its
 * format and stored, then (as the settings say) the receiver told and the freight booked.
 */
async function recordBought(
  ctx: AppContext,
  app: ShippingApp,
  row: ShipmentRow,
  bought: ProviderShipment,
  service: ShippingService | undefined,
): Promise<ShipmentRow> {
  const now = ctx.clock.now();
  const first = bought.parcels[0];
  const state = first?.state ?? 'Pending';
  const settings = await settingsOf(ctx.db, row.companyId);
  const estimated =
    bought.estimatedDelivery ?? (service ? addWorkingDays(now, service.transitDays) : null);
  let updated = await ctx.db.transaction(async (tx) => {
    const saved = await updateShipment(tx, row.id, {
      purchase: 'bought',
      status: state,
      providerStatusCode: first?.statusCode ?? null,
      providerStatus: first?.statusText ?? null,
      trackingNumber: first?.trackingNumber ?? null,
      trackingUrl: first?.trackingUrl ?? null,
      carrier: bought.carrier || row.carrier,
      parcels: row.parcels.map((parcel, i) => ({
        ...parcel,
        providerId: bought.parcels[i]?.id ?? bought.parcels[0]?.id,
        trackingNumber: bought.parcels[i]?.trackingNumber ?? first?.trackingNumber,
      })),
      estimatedDelivery: estimated,
      freightNet: bought.price,
      freightVat: freightVatOf(bought.price),
      updatedAt: now,
    });
    await insertEvent(tx, {
      shipmentId: row.id,
      at: now,
      status: state,
      providerStatusCode: null,
      message: first?.statusText ?? '',
      location: '',
      source: 'created',
    });
    return saved;
  });
  await fetchLabel(ctx, app, updated, updated.labelFormat as LabelFormat);
  if (settings.notifyCustomer) {
    if (await mailTracking(ctx, updated)) updated = { ...updated, notifiedAt: now };
  }
  if (settings.bookFreight)
    await bookFreight(ctx, app.subscription, updated, settings.freightAccount);
  return updated;
}
