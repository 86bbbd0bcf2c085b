import type { ShipmentState } from '../../sdk/shipping';

/**
 * Sendcloud's parcel statuses and the SPEC §4 state each means (ADR 042): before the carrier
 * has the parcel it is Pending; the driver's pick-up and the way to the sorting centre are
 * Shipped; sorting, transport, delivery attempts and the service point are In Transit.
 */
const STATUSES: Record<number, [string, ShipmentState]> = {
  1000: ['Ready to send', 'Pending'],
  1001: ['Being announced', 'Pending'],
  1002: ['Announcement failed', 'Pending'],
  999: ['No label', 'Pending'],
  1: ['Announced', 'Pending'],
  13: ['Announced: not collected', 'Pending'],
  1999: ['Cancellation requested', 'Pending'],
  22: ['Shipment picked up by driver', 'Shipped'],
  3: ['En route to sorting center', 'Shipped'],
  4: ['Delivery delayed', 'In Transit'],
  5: ['Sorted', 'In Transit'],
  6: ['Not sorted', 'In Transit'],
  7: ['Being sorted', 'In Transit'],
  8: ['Delivery attempt failed', 'In Transit'],
  12: ['Awaiting customer pickup', 'In Transit'],
  62: ['At customs', 'In Transit'],
  80: ['Exception', 'In Transit'],
  91: ['Parcel en route', 'In Transit'],
  92: ['Driver en route', 'In Transit'],
  11: ['Delivered', 'Delivered'],
  93: ['Shipment collected by customer', 'Delivered'],
  2000: ['Cancelled', 'Cancelled'],
};

/** A status Sendcloud added later: its own ids from 999 up are before the carrier, the rest after. */
export function stateOf(code: number): ShipmentState {
  return STATUSES[code]?.[1] ?? (code >= 999 ? 'Pending' : 'In Transit');
}

export const statusText = (code: number) => STATUSES[code]?.[0] ?? `Status ${code}`;

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const BY_SLUG = new Map(
  Object.entries(STATUSES).map(([code, [text]]) => [slug(text), Number(code)]),
);

/** The tracking API's `parent_status` ("en-route-to-sorting-center" or its text) → status id. */
export function codeOfParentStatus(parentStatus: string): number | undefined {
  return BY_SLUG.get(slug(parentStatus));
}
