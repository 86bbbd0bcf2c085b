import type {
  ParcelRequest,
  ProviderParcel,
  ProviderShipment,
  ShipmentRequest,
  ShippingAddress,
} from '../../sdk/shipping';
import { stateOf, statusText } from './status';

/** A parcel as Sendcloud answers it (the fields the product reads). */
export interface SendcloudParcel {
  id: number;
  tracking_number: string;
  tracking_url: string;
  external_reference: string | null;
  status: { id: number; message: string };
  carrier: { code: string };
  shipment: { id: number; name?: string };
  country: { iso_2: string } | string;
}

/**
 * Sendcloud wants every parcel's external reference unique: the first parcel carries the
 * shipment's own, the n-th `<reference>#n`, so the shipment is found again parcel by parcel.
 */
export const parcelReference = (reference: string, index: number) =>
  index === 0 ? reference : `${reference}#${index + 1}`;

export const shipmentReference = (parcelRef: string) => parcelRef.replace(/#\d+$/, '');

const kg = (grams: number) => (grams / 1000).toFixed(3);
const major = (minor: number) => (minor / 100).toFixed(2);
const size = (cm: number | undefined) => (cm === undefined ? undefined : String(cm));

function receiverFields(address: ShippingAddress) {
  return {
    name: address.name,
    company_name: address.company ?? '',
    address: address.address1,
    address_2: address.address2 ?? '',
    city: address.city,
    postal_code: address.postalCode,
    country: address.country,
    email: address.email ?? '',
    telephone: address.phone ?? '',
  };
}

/** Another sender than the account's default sender address, on the label. */
function senderFields(address: ShippingAddress | undefined) {
  if (!address) return {};
  return {
    from_name: address.name,
    from_company_name: address.company ?? '',
    from_address_1: address.address1,
    from_address_2: address.address2 ?? '',
    from_city: address.city,
    from_postal_code: address.postalCode,
    from_country: address.country,
    from_email: address.email ?? '',
    from_telephone: address.phone ?? '',
  };
}

function items(parcel: ParcelRequest) {
  return parcel.items.map((item) => ({
    description: item.description,
    quantity: item.quantity,
    weight: kg(item.weightGrams ?? 0),
    value: major(item.value),
    ...(item.sku ? { sku: item.sku } : {}),
  }));
}

/** One Sendcloud parcel per parcel of the request, each announced (`request_label`). */
export function toSendcloudParcels(request: ShipmentRequest) {
  return request.parcels.map((parcel, index) => ({
    ...receiverFields(request.receiver),
    ...senderFields(request.sender),
    weight: kg(parcel.weightGrams),
    length: size(parcel.lengthCm),
    width: size(parcel.widthCm),
    height: size(parcel.heightCm),
    order_number: request.orderNumber,
    external_reference: parcelReference(request.externalReference, index),
    request_label: true,
    shipment: { id: Number(request.serviceId) },
    ...(request.servicePointId ? { to_service_point: Number(request.servicePointId) } : {}),
    parcel_items: items(parcel),
    // the goods' value is the shipment's: on its first parcel, for customs and insurance
    ...(index === 0
      ? { total_order_value: major(request.value), total_order_value_currency: request.currency }
      : {}),
  }));
}

export function toProviderParcel(parcel: SendcloudParcel): ProviderParcel {
  return {
    id: String(parcel.id),
    trackingNumber: parcel.tracking_number,
    trackingUrl: parcel.tracking_url,
    state: stateOf(parcel.status.id),
    statusCode: parcel.status.id,
    statusText: parcel.status.message || statusText(parcel.status.id),
  };
}

export const countryOf = (parcel: SendcloudParcel) =>
  typeof parcel.country === 'string' ? parcel.country : parcel.country.iso_2;

/** The parcels of one shipment, in their order; `price` and the estimate come from the service. */
export function toProviderShipment(
  externalReference: string,
  parcels: SendcloudParcel[],
  pricing: { pricePerParcel: number; estimatedDelivery?: string },
): ProviderShipment {
  const first = parcels[0]!;
  return {
    externalReference,
    carrier: first.carrier.code,
    serviceId: String(first.shipment.id),
    parcels: parcels.map(toProviderParcel),
    price: pricing.pricePerParcel * parcels.length,
    ...(pricing.estimatedDelivery ? { estimatedDelivery: pricing.estimatedDelivery } : {}),
  };
}
