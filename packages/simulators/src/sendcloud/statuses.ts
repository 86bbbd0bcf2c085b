/** Sendcloud's parcel statuses (GET /parcels/statuses), the ones Nordic carriers report. */
export const PARCEL_STATUSES: Record<number, string> = {
  1: 'Announced',
  3: 'En route to sorting center',
  4: 'Delivery delayed',
  5: 'Sorted',
  6: 'Not sorted',
  7: 'Being sorted',
  8: 'Delivery attempt failed',
  11: 'Delivered',
  12: 'Awaiting customer pickup',
  13: 'Announced: not collected',
  22: 'Shipment picked up by driver',
  62: 'At customs',
  80: 'Exception',
  91: 'Parcel en route',
  92: 'Driver en route',
  93: 'Shipment collected by customer',
  999: 'No label',
  1000: 'Ready to send',
  1001: 'Being announced',
  1002: 'Announcement failed',
  1999: 'Cancellation requested',
  2000: 'Cancelled',
};

/** Before the carrier has the parcel: a label may still be cancelled. */
export const CANCELLABLE = new Set([1000, 1001, 1002, 999, 1, 13]);

/** `parent_status` of the tracking API: the status text as a slug ("en-route-to-sorting-center"). */
export const parentStatus = (id: number) =>
  (PARCEL_STATUSES[id] ?? 'unknown')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
