import type { SalesOrder } from '@portal/contracts/schemas/sales';
import type { ReactNode } from 'react';

/**
 * What the orders tab offers for shipping, given by the screen that composes the sales panel
 * (features do not import each other): a row's action and an action on the chosen orders.
 */
export interface OrderShipping {
  /** the heading of the rows' column */
  header: string;
  /** e.g. "Skapa försändelse" for one order */
  row: (order: SalesOrder) => ReactNode;
  /** e.g. "Skapa försändelser" for the chosen orders; `clear` empties the selection */
  bulk: (orders: number[], clear: () => void) => ReactNode;
}
