import { CARRIERS, COUNTRIES } from './catalog';
import type { ShippingMethod } from './catalog';
import { PARCEL_STATUSES } from './statuses';

export interface Address {
  name: string;
  companyName: string;
  address: string;
  address2: string;
  houseNumber: string;
  city: string;
  postalCode: string;
  country: string;
  email: string;
  telephone: string;
}

export interface ParcelItem {
  description: string;
  quantity: number;
  weight: string;
  value: string;
  sku: string;
  hs_code: string;
  origin_country: string;
}

export interface StatusChange {
  /** parcel_status_history_id */
  id: number;
  statusId: number;
  at: number;
}

/** One parcel as the simulator keeps it. */
export interface ParcelRecord {
  id: number;
  account: string;
  receiver: Address;
  sender: Address;
  weightKg: number;
  length: string | null;
  width: string | null;
  height: string | null;
  orderNumber: string;
  externalReference: string | null;
  reference: string;
  items: ParcelItem[];
  totalOrderValue: string | null;
  currency: string | null;
  servicePoint: number | null;
  method: ShippingMethod;
  trackingNumber: string;
  createdAt: number;
  history: StatusChange[];
  /** after this (simulated) time the label documents answer 410 */
  labelExpiresAt: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Sendcloud's parcel dates: "27-11-2025 21:43:12", UTC. */
export function sendcloudDate(ms: number): string {
  const d = new Date(ms);
  return `${pad(d.getUTCDate())}-${pad(d.getUTCMonth() + 1)}-${d.getUTCFullYear()} ${pad(
    d.getUTCHours(),
  )}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

export const currentStatus = (parcel: ParcelRecord) => parcel.history[parcel.history.length - 1]!;

export function trackingUrl(parcel: ParcelRecord): string {
  const query = new URLSearchParams({
    carrier: parcel.method.carrier,
    code: parcel.trackingNumber,
    destination: parcel.receiver.country,
    lang: 'sv-se',
    source: parcel.sender.country,
    type: 'parcel',
  });
  return `https://tracking.sendcloud.sc/forward?${query}`;
}

/** The parcel as GET /parcels/{id} answers it (`base` is the API's own base URL). */
export function parcelJson(parcel: ParcelRecord, base: string) {
  const status = currentStatus(parcel);
  const { receiver } = parcel;
  const country = COUNTRIES[receiver.country];
  const labelled = status.statusId !== 2000;
  const announced = parcel.history.find((change) => change.statusId === 1000);
  return {
    id: parcel.id,
    name: receiver.name,
    company_name: receiver.companyName,
    address: `${receiver.address}${receiver.houseNumber ? ` ${receiver.houseNumber}` : ''}`,
    address_2: receiver.address2,
    address_divided: { street: receiver.address, house_number: receiver.houseNumber },
    house_number: receiver.houseNumber,
    city: receiver.city,
    postal_code: receiver.postalCode,
    country: {
      iso_2: receiver.country,
      iso_3: country?.iso3 ?? receiver.country,
      name: country?.name ?? receiver.country,
    },
    email: receiver.email,
    telephone: receiver.telephone,
    weight: parcel.weightKg.toFixed(3),
    length: parcel.length,
    width: parcel.width,
    height: parcel.height,
    order_number: parcel.orderNumber,
    external_reference: parcel.externalReference,
    reference: parcel.reference,
    insured_value: 0,
    total_insured_value: 0,
    total_order_value: parcel.totalOrderValue,
    total_order_value_currency: parcel.currency,
    parcel_items: parcel.items,
    status: { id: status.statusId, message: PARCEL_STATUSES[status.statusId] ?? 'Unknown' },
    tracking_number: parcel.trackingNumber,
    tracking_url: trackingUrl(parcel),
    carrier: { code: parcel.method.carrier, name: CARRIERS[parcel.method.carrier] },
    shipment: { id: parcel.method.id, name: parcel.method.name },
    to_service_point: parcel.servicePoint,
    label: labelled
      ? {
          normal_printer: [0, 1, 2, 3].map(
            (at) => `${base}/labels/normal_printer/${parcel.id}?start_from=${at}`,
          ),
          label_printer: `${base}/labels/label_printer/${parcel.id}`,
        }
      : null,
    documents: labelled
      ? [{ type: 'label', size: 'a6', link: `${base}/parcels/${parcel.id}/documents/label` }]
      : [],
    date_created: sendcloudDate(parcel.createdAt),
    date_updated: sendcloudDate(status.at),
    date_announced: announced ? sendcloudDate(announced.at) : null,
    colli_uuid: `00000000-0000-4000-8000-${String(parcel.id).padStart(12, '0')}`,
    collo_nr: 0,
    collo_count: 1,
    is_return: false,
    type: 'parcel',
    data: {},
  };
}
