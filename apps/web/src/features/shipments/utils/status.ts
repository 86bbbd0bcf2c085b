import type { MantineColor } from '@mantine/core';
import { SHIPMENT_STATUSES, type ShipmentStatus } from '@portal/contracts/schemas/shipments';

/** Each SPEC §4 status's colour: waiting grey, on the way blue/cyan, done green, cancelled red. */
const COLORS: Record<ShipmentStatus, MantineColor> = {
  Pending: 'gray',
  Shipped: 'blue',
  'In Transit': 'cyan',
  Delivered: 'teal',
  Cancelled: 'red',
};

export function statusColor(status: ShipmentStatus): MantineColor {
  return COLORS[status];
}

/** The i18n key of a status's name; the contract's values contain a space ("In Transit"). */
export function statusKey(status: ShipmentStatus): string {
  return `shipments.statuses.${status.toLowerCase().replace(' ', '_')}`;
}

/** The order the dashboard and the filters show the statuses in: as a parcel moves. */
export const STATUS_ORDER: readonly ShipmentStatus[] = [
  'Pending',
  'Shipped',
  'In Transit',
  'Delivered',
  'Cancelled',
];

export function isStatus(value: string): value is ShipmentStatus {
  return (SHIPMENT_STATUSES as readonly string[]).includes(value);
}
