import type { ShipmentForm } from '@portal/contracts/schemas/shipments';
import type {
  LabelFormat,
  ProviderShipment,
  ShipmentRequest,
  ShippingAddress,
  ShipmentState,
} from '@portal/connectors/sdk/shipping';
import type { companies } from '../../db/schema/companies';
import type { ShipmentParcelJson, ShipmentRow } from '../../db/schema/shipments';
import { addressJson } from './shipment-view';

type CompanyRow = typeof companies.$inferSelect;

/** The company as the label's sender; none when it has no address (the account's own is used). */
export function senderOf(company: CompanyRow): ShippingAddress | undefined {
  if (!company.addressLine1 || !company.zipCode || !company.city) return undefined;
  return {
    name: company.name,
    company: company.name,
    address1: company.addressLine1,
    ...(company.addressLine2 ? { address2: company.addressLine2 } : {}),
    postalCode: company.zipCode,
    city: company.city,
    country: company.country || 'SE',
    ...(company.billingEmail ? { email: company.billingEmail } : {}),
    ...(company.officePhone ? { phone: company.officePhone } : {}),
  };
}

export function parcelsJson(form: ShipmentForm): ShipmentParcelJson[] {
  return form.parcels.map((p) => ({
    weightGrams: p.weight_grams,
    lengthCm: p.length_cm,
    widthCm: p.width_cm,
    heightCm: p.height_cm,
    contents: p.contents.map((c) => ({
      description: c.description,
      ...(c.sku ? { sku: c.sku } : {}),
      quantity: c.quantity,
      valueMinor: c.value,
    })),
    description: p.description,
  }));
}

export const valueOf = (form: ShipmentForm) =>
  form.parcels.reduce(
    (sum, p) => sum + p.contents.reduce((s, c) => s + c.value * c.quantity, 0),
    0,
  );

/** The form as the aggregator takes it, under the shipment's own external reference. */
export function requestOf(
  form: ShipmentForm,
  parts: {
    externalReference: string;
    orderNumber: string;
    label: LabelFormat;
    sender?: ShippingAddress;
  },
): ShipmentRequest {
  return {
    externalReference: parts.externalReference,
    orderNumber: parts.orderNumber,
    serviceId: form.service,
    receiver: addressJson(form.receiver),
    ...(parts.sender ? { sender: parts.sender } : {}),
    ...(form.service_point ? { servicePointId: form.service_point } : {}),
    parcels: form.parcels.map((p) => ({
      weightGrams: p.weight_grams,
      ...(p.length_cm === null ? {} : { lengthCm: p.length_cm }),
      ...(p.width_cm === null ? {} : { widthCm: p.width_cm }),
      ...(p.height_cm === null ? {} : { heightCm: p.height_cm }),
      items: p.contents.map((c) => ({
        description: c.description,
        ...(c.sku ? { sku: c.sku } : {}),
        quantity: c.quantity,
        value: c.value,
      })),
    })),
    value: valueOf(form),
    currency: form.currency,
    label: parts.label,
  };
}

/** A bought shipment as the aggregator knows it, rebuilt from our row (labels, tracking, cancel). */
export function providerShipmentOf(row: ShipmentRow): ProviderShipment {
  return {
    externalReference: row.externalReference,
    carrier: row.carrier,
    serviceId: row.serviceId,
    parcels: row.parcels.map((p) => ({
      id: p.providerId ?? '',
      trackingNumber: p.trackingNumber ?? '',
      trackingUrl: row.trackingUrl ?? '',
      state: row.status as ShipmentState,
      statusCode: row.providerStatusCode ?? 0,
      statusText: row.providerStatus ?? '',
    })),
    price: row.freightNet ?? 0,
    ...(row.estimatedDelivery ? { estimatedDelivery: row.estimatedDelivery } : {}),
  };
}
