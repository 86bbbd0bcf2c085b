/** The simulator's own records: amounts in minor units of the order's presentment currency. */
export interface TaxedAmount {
  /** VAT-inclusive */
  gross: number;
  tax: number;
  ratePercent: number;
}

export interface LineItem {
  id: number;
  productId: number;
  title: string;
  variantTitle: string | null;
  sku: string | null;
  quantity: number;
  unitPrice: number;
  /** the order discount allocated to this line, VAT-inclusive */
  discount: number;
  tax: number;
  ratePercent: number;
  giftCard: boolean;
  /** the weight of one, as the variant had it when bought (REST `grams`) */
  grams: number;
}

export interface Transaction {
  id: number;
  kind: 'SALE' | 'REFUND';
  gateway: 'shopify_payments' | 'gift_card';
  amount: number;
  createdAt: string;
  /** set once a payout has settled it */
  payoutId?: number;
}

export interface RefundLine {
  lineItemId: number;
  quantity: number;
  subtotal: number;
  tax: number;
}

export interface Refund {
  id: number;
  orderId: number;
  createdAt: string;
  note: string | null;
  lines: RefundLine[];
  /** refunded shipping, VAT-inclusive */
  shipping: TaxedAmount | null;
  transactions: Transaction[];
}

export interface Customer {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: { address1: string; zip: string; city: string; country: string };
  createdAt: string;
  updatedAt: string;
}

/** Where an order ships: a MailingAddress in GraphQL, `shipping_address` in REST. */
export interface ShippingAddress {
  name: string;
  firstName: string;
  lastName: string;
  company: string | null;
  address1: string;
  address2: string | null;
  zip: string;
  city: string;
  /** ISO 3166-1 alpha-2 */
  country: string;
  phone: string;
}

export interface Variant {
  id: number;
  /** 'Default Title' for a product without options, as Shopify names it */
  title: string;
  sku: string;
  /** SEK, VAT-inclusive */
  price: number;
  inventoryItemId: number;
  /** the weight of one, packed */
  grams: number;
  /** whether Shopify tracks its stock (gift cards are not tracked) */
  tracked: boolean;
  /** available at the shop's one location */
  quantity: number;
  createdAt: string;
  updatedAt: string;
}

export interface Product {
  id: number;
  title: string;
  ratePercent: number;
  giftCard: boolean;
  createdAt: string;
  /** changes whenever the product or one of its variants does */
  updatedAt: string;
  /** the first is what the generated orders buy */
  variants: Variant[];
}

export interface Order {
  id: number;
  number: number;
  createdAt: string;
  updatedAt: string;
  processedAt: string;
  currency: string;
  /** shop currency per presentment unit, four decimals ("1.0000" for SEK) */
  rate: string;
  email: string;
  customerId: number;
  lines: LineItem[];
  shippingAddress: ShippingAddress;
  shipping: TaxedAmount & { title: string; code: string };
  discountCode: { code: string; percent: number } | null;
  total: number;
  transactions: Transaction[];
  refunds: Refund[];
}

export interface BalanceTransaction {
  id: number;
  type: 'CHARGE' | 'REFUND';
  /** shop currency */
  amount: number;
  fee: number;
  net: number;
  orderId: number;
  sourceTransactionId: number;
  payoutId: number;
  processedAt: string;
}

export interface Payout {
  id: number;
  issuedAt: string;
  /** shop currency: what reaches the bank */
  net: number;
  transactionIds: number[];
}

export interface Shop {
  token: string;
  domain: string;
  name: string;
  currency: string;
  timeZone: string;
  revoked: boolean;
  orders: Order[];
  customers: Customer[];
  products: Product[];
  /** the shop's one inventory location */
  locationId: number;
  payouts: Payout[];
  balanceTransactions: BalanceTransaction[];
  webhooks: { address: string; secret: string }[];
  /** next ids and order numbers */
  counter: number;
  nextNumber: number;
  random: () => number;
}
