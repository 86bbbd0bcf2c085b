import { CARRIERS } from './catalog';
import type { Address, ParcelRecord } from './model';
import { servicePointById } from './service-points';

/** What a label says, whatever it is printed on. */
export interface LabelContent {
  carrier: string;
  service: string;
  trackingNumber: string;
  sender: string[];
  receiver: string[];
  /** "Utlämningsställe" lines, when the parcel goes to a service point */
  servicePoint: string[];
  weight: string;
  orderNumber: string;
  /** the carrier's sorting code: country and postal code */
  routing: string;
  date: string;
}

function addressLines(address: Address): string[] {
  const street = [address.address, address.houseNumber].filter(Boolean).join(' ');
  return [
    address.name,
    address.companyName === address.name ? '' : address.companyName,
    street,
    address.address2,
    `${address.country}-${address.postalCode} ${address.city}`,
    address.telephone,
  ].filter((line) => line.length > 0);
}

export function labelContent(parcel: ParcelRecord, seed: number): LabelContent {
  const point =
    parcel.servicePoint === null ? undefined : servicePointById(seed, parcel.servicePoint);
  return {
    carrier: CARRIERS[parcel.method.carrier],
    service: parcel.method.name,
    trackingNumber: parcel.trackingNumber,
    sender: addressLines(parcel.sender),
    receiver: addressLines(parcel.receiver),
    servicePoint: point
      ? [
          `${point.name} (${point.code})`,
          `${point.street} ${point.house_number}`,
          `${point.postal_code} ${point.city}`,
        ]
      : [],
    weight: `${parcel.weightKg.toFixed(2)} kg`,
    orderNumber: parcel.orderNumber,
    routing: `${parcel.receiver.country}-${parcel.receiver.postalCode}`,
    date: new Date(parcel.createdAt).toISOString().slice(0, 10),
  };
}
