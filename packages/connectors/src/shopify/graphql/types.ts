/** The Admin GraphQL nodes the connector selects (see queries.ts), as they arrive. */
export interface Money {
  amount: string;
  currencyCode: string;
}
export interface MoneyBag {
  shopMoney: Money;
  presentmentMoney: Money;
}
export interface TaxLineNode {
  title: string | null;
  rate: number | null;
  ratePercentage: number | null;
  priceSet: MoneyBag;
}
export interface LineItemNode {
  id: string;
  title: string;
  name: string | null;
  sku: string | null;
  quantity: number;
  isGiftCard: boolean;
  taxable: boolean;
  originalUnitPriceSet: MoneyBag;
  discountAllocations: { allocatedAmountSet: MoneyBag }[];
  taxLines: TaxLineNode[];
  /** selected on an order's own lines, not a refund's */
  requiresShipping?: boolean;
  variant?: {
    inventoryItem: { measurement: { weight: WeightNode | null } | null } | null;
  } | null;
}
export interface WeightNode {
  unit: 'GRAMS' | 'KILOGRAMS' | 'OUNCES' | 'POUNDS';
  value: number;
}
export interface TransactionNode {
  kind: string;
  status: string;
  gateway: string | null;
  formattedGateway?: string | null;
  authorizationCode?: string | null;
  amountSet: MoneyBag;
}
export interface MailingAddressNode {
  company: string | null;
  address1: string | null;
  address2: string | null;
  zip: string | null;
  city: string | null;
  countryCodeV2: string | null;
  phone: string | null;
}
export interface ShippingAddressNode extends MailingAddressNode {
  name: string | null;
  firstName: string | null;
  lastName: string | null;
}
export interface RefundNode {
  id: string;
  legacyResourceId: string;
  createdAt: string;
  note: string | null;
  refundLineItems: {
    nodes: {
      quantity: number;
      subtotalSet: MoneyBag;
      totalTaxSet: MoneyBag;
      lineItem: LineItemNode;
    }[];
    pageInfo: { hasNextPage: boolean };
  };
  orderAdjustments: { nodes: { reason: string; amountSet: MoneyBag; taxAmountSet: MoneyBag }[] };
  transactions: { nodes: TransactionNode[] };
  order?: { legacyResourceId: string; presentmentCurrencyCode: string; taxesIncluded: boolean };
}
export interface OrderNode {
  id: string;
  legacyResourceId: string;
  name: string;
  createdAt: string;
  updatedAt: string;
  processedAt: string | null;
  currencyCode: string;
  presentmentCurrencyCode: string;
  taxesIncluded: boolean;
  email: string | null;
  customer: {
    legacyResourceId?: string;
    firstName: string | null;
    lastName: string | null;
    email: string | null;
  } | null;
  billingAddress?: MailingAddressNode | null;
  shippingAddress?: ShippingAddressNode | null;
  lineItems: { nodes: LineItemNode[]; pageInfo: { hasNextPage: boolean } };
  shippingLines: {
    nodes: {
      title: string;
      originalPriceSet: MoneyBag;
      discountedPriceSet: MoneyBag;
      taxLines: TaxLineNode[];
    }[];
  };
  totalPriceSet: MoneyBag;
  totalTaxSet: MoneyBag;
  totalDiscountsSet: MoneyBag;
  paymentGatewayNames: string[];
  refunds: RefundNode[];
  transactions: TransactionNode[];
}
export interface PayoutNode {
  id: string;
  legacyResourceId: string;
  issuedAt: string;
  status: string;
  net: Money;
}
export interface BalanceTransactionNode {
  id: string;
  type: string;
  amount: Money;
  fee: { amount: string };
  net: { amount: string };
  associatedOrder: { id: string } | null;
  associatedPayout: { id: string } | null;
}
export interface Connection<T> {
  nodes: T[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}
export interface VariantNode {
  legacyResourceId: string;
  title: string;
  sku: string | null;
  price: string;
  taxable: boolean;
  inventoryQuantity: number | null;
  updatedAt: string;
  inventoryItem: { tracked: boolean } | null;
}
export interface ProductNode {
  id: string;
  legacyResourceId: string;
  title: string;
  isGiftCard: boolean;
  updatedAt: string;
  variants: Connection<VariantNode>;
}
