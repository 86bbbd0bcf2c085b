import type { AppLocale } from '@portal/contracts/i18n/resources';
import type {
  LabelFormat,
  Shipment,
  ShipmentAddress,
  ShipmentStatus,
  ShipmentSummary,
} from '@portal/contracts/schemas/shipments';
import type { ShipmentAddressJson, ShipmentEventRow, ShipmentRow } from '../../db/schema/shipments';
import type { syncEntries } from '../../db/schema/sync';
import { t } from '../../plugins/locale';

type SyncEntryRow = typeof syncEntries.$inferSelect;

export const addressOf = (a: ShipmentAddressJson): ShipmentAddress => ({
  name: a.name,
  company: a.company ?? '',
  address1: a.address1,
  address2: a.address2 ?? '',
  postal_code: a.postalCode,
  city: a.city,
  country: a.country,
  email: a.email ?? '',
  phone: a.phone ?? '',
});

/** The form's address as stored and sent: empty optional fields left out. */
export function addressJson(a: ShipmentAddress): ShipmentAddressJson {
  const optional = (value: string) => (value ? value : undefined);
  return {
    name: a.name,
    ...(optional(a.company) ? { company: a.company } : {}),
    address1: a.address1,
    ...(optional(a.address2) ? { address2: a.address2 } : {}),
    postalCode: a.postal_code,
    city: a.city,
    country: a.country,
    ...(optional(a.email) ? { email: a.email } : {}),
    ...(optional(a.phone) ? { phone: a.phone } : {}),
  };
}

export function toSummary(row: ShipmentRow, late: boolean): ShipmentSummary {
  const receiver = row.receiver;
  return {
    id: row.id,
    tracking_number: row.trackingNumber,
    order_id: row.orderId,
    order_number: row.orderNumber,
    customer: receiver.company ? `${receiver.name} (${receiver.company})` : receiver.name,
    destination: `${receiver.city}, ${receiver.country}`,
    carrier: row.carrier,
    service: row.serviceName,
    status: row.status as ShipmentStatus,
    created_at: row.createdAt.toISOString(),
    estimated_delivery: row.estimatedDelivery,
    late,
    total_weight_grams: row.totalWeightGrams,
    label_format: row.labelFormat as LabelFormat,
  };
}

/** The freight booking as the detail shows it: the entry's status, voucher and why, if it failed. */
function bookingOf(entry: SyncEntryRow | undefined, locale: AppLocale) {
  if (!entry) return null;
  const reason = entry.reasonKey ? t(locale, entry.reasonKey, entry.reasonParams ?? {}) : '';
  return { status: entry.status, reference: entry.targetReference, reason: reason || entry.reason };
}

export interface ShipmentDetailParts {
  row: ShipmentRow;
  late: boolean;
  creator: string | null;
  events: ShipmentEventRow[];
  labels: string[];
  entry: SyncEntryRow | undefined;
  reversal: SyncEntryRow | undefined;
  locale: AppLocale;
}

export function toShipment(parts: ShipmentDetailParts): Shipment {
  const { row, late, creator, events, labels, entry, reversal, locale } = parts;
  const point = row.servicePoint;
  return {
    ...toSummary(row, late),
    order: row.salesOrderId,
    tracking_url: row.trackingUrl,
    receiver: addressOf(row.receiver),
    service_id: row.serviceId,
    service_point: point
      ? {
          id: point.id,
          carrier: point.carrier,
          name: point.name,
          street: point.street,
          postal_code: point.postalCode,
          city: point.city,
          country: point.country,
          distance_m: null,
          opening_hours: point.openingHours,
        }
      : null,
    provider_status: row.providerStatus,
    parcels: row.parcels.map((p) => ({
      weight_grams: p.weightGrams,
      length_cm: p.lengthCm,
      width_cm: p.widthCm,
      height_cm: p.heightCm,
      contents: p.contents.map((c) => ({
        description: c.description,
        sku: c.sku ?? '',
        quantity: c.quantity,
        value: c.valueMinor,
      })),
      description: p.description,
      tracking_number: p.trackingNumber ?? null,
    })),
    total_value: row.totalValue,
    currency: row.currency,
    reference: row.reference,
    shipped_at: row.shippedAt?.toISOString() ?? null,
    delivered_at: row.deliveredAt?.toISOString() ?? null,
    cancelled_at: row.cancelledAt?.toISOString() ?? null,
    notified_at: row.notifiedAt?.toISOString() ?? null,
    labels: labels as LabelFormat[],
    freight:
      row.freightNet === null
        ? null
        : {
            net: row.freightNet,
            vat: row.freightVat ?? 0,
            paid: row.shippingPaid,
            booking: bookingOf(entry, locale),
            reversal: bookingOf(reversal, locale),
          },
    can_cancel: row.status === 'Pending',
    events: events.map((e) => ({
      at: e.at.toISOString(),
      status: e.status as ShipmentStatus,
      message: e.message,
      location: e.location,
      source: e.source,
    })),
    created_by: row.createdBy === null ? null : { id: row.createdBy, name: creator ?? '' },
  };
}
