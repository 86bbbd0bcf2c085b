import type { SaleShipping } from '@portal/connectors/model/sale';
import type { LabelFormat, ShipmentDraft } from '@portal/contracts/schemas/shipments';
import type { salesOrders } from '../../db/schema/sales';
import type { ShipmentSettingsRow } from '../../db/schema/shipments';

type SalesOrderRow = typeof salesOrders.$inferSelect;

const CONTENTS_MAX = 100;

/** The settings' service for the shop's method (names compared without case), if one is mapped. */
export function mappingFor(settings: ShipmentSettingsRow, method: string | undefined) {
  if (!method) return undefined;
  const key = method.trim().toLocaleLowerCase('sv');
  return settings.serviceMappings.find(
    (m) => m.shippingMethod.trim().toLocaleLowerCase('sv') === key,
  );
}

function receiverOf(order: SalesOrderRow, shipping: SaleShipping | null) {
  const a = shipping?.address;
  return {
    name: a?.name ?? order.customer,
    company: a?.company ?? '',
    address1: a?.address1 ?? '',
    address2: a?.address2 ?? '',
    postal_code: a?.zip ?? '',
    city: a?.city ?? '',
    country: (a?.country ?? '').toUpperCase(),
    email: a?.email ?? order.customerEmail ?? '',
    phone: a?.phone ?? '',
  };
}

/** One parcel of every item: their weight when the shop knows each, else the default weight. */
function parcelOf(shipping: SaleShipping | null, settings: ShipmentSettingsRow) {
  const items = (shipping?.items ?? []).filter((i) => i.quantity > 0).slice(0, CONTENTS_MAX);
  const weighed = items.length > 0 && items.every((i) => (i.grams ?? 0) > 0);
  const grams = weighed ? items.reduce((sum, i) => sum + i.grams! * i.quantity, 0) : 0;
  return {
    weight_grams: Math.min(grams > 0 ? grams : settings.defaultWeightGrams, 1_000_000),
    length_cm: settings.defaultLengthCm,
    width_cm: settings.defaultWidthCm,
    height_cm: settings.defaultHeightCm,
    contents: items.map((i) => ({
      description: (i.description || i.sku || '-').slice(0, 200),
      sku: (i.sku ?? '').slice(0, 64),
      quantity: Math.round(i.quantity),
      value: Math.max(0, Math.round(i.unitPrice)),
    })),
    description: '',
  };
}

/**
 * The proposal for an order (`GET /draft/?order=`): the receiver and contents from the order's
 * shipping, the service mapped for its shipping method or else the default, the default sizes.
 */
export function draftOf(
  order: SalesOrderRow,
  settings: ShipmentSettingsRow,
): Omit<ShipmentDraft, 'existing'> {
  const shipping = order.shipping ?? null;
  const method = shipping?.method?.trim() || null;
  const mapped = mappingFor(settings, method ?? undefined);
  return {
    input: {
      order: order.id,
      order_id: null,
      carrier: mapped?.carrier ?? settings.defaultCarrier ?? '',
      service: mapped?.serviceId ?? settings.defaultServiceId ?? '',
      service_point: null,
      receiver: receiverOf(order, shipping),
      parcels: [parcelOf(shipping, settings)],
      reference: order.orderNumber.slice(0, 100),
      currency: /^[A-Z]{3}$/.test(order.currency) ? order.currency : 'SEK',
      label_format: settings.labelFormat as LabelFormat,
    },
    order_number: order.orderNumber,
    shipping_method: method,
    mapped: mapped !== undefined,
  };
}
