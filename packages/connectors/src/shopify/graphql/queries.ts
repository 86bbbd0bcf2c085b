/**
 * The Admin GraphQL queries the connector sends (API version 2025-01). Page sizes are chosen so a
 * full orders page stays near 190 requested cost points: 5 pages fill Shopify's 1,000-point bucket.
 */
export const ORDERS_PAGE_SIZE = 50;
export const LINE_ITEMS_PAGE_SIZE = 50;
export const PAYOUTS_PAGE_SIZE = 50;
export const BALANCE_PAGE_SIZE = 100;

const MONEY = 'shopMoney { amount currencyCode } presentmentMoney { amount currencyCode }';
const TAX_LINES = `taxLines { title rate ratePercentage priceSet { ${MONEY} } }`;

const LINE_ITEM = `id title name sku quantity isGiftCard taxable
  originalUnitPriceSet { ${MONEY} }
  discountAllocations { allocatedAmountSet { ${MONEY} } }
  ${TAX_LINES}`;

const REFUND = `id legacyResourceId createdAt note
  refundLineItems(first: ${LINE_ITEMS_PAGE_SIZE}) {
    nodes { quantity subtotalSet { ${MONEY} } totalTaxSet { ${MONEY} } lineItem { ${LINE_ITEM} } }
    pageInfo { hasNextPage }
  }
  orderAdjustments(first: 5) { nodes { reason amountSet { ${MONEY} } taxAmountSet { ${MONEY} } } }
  transactions(first: 5) { nodes { kind status gateway amountSet { ${MONEY} } } }`;

const ORDER = `id legacyResourceId name createdAt updatedAt processedAt currencyCode
  presentmentCurrencyCode taxesIncluded email
  customer { firstName lastName email }
  lineItems(first: ${LINE_ITEMS_PAGE_SIZE}) { nodes { ${LINE_ITEM} } pageInfo { hasNextPage } }
  shippingLines(first: 5) {
    nodes { title originalPriceSet { ${MONEY} } discountedPriceSet { ${MONEY} } ${TAX_LINES} }
  }
  discountApplications(first: 5) {
    nodes { allocationMethod targetType ... on DiscountCodeApplication { code } }
  }
  totalPriceSet { ${MONEY} } totalTaxSet { ${MONEY} } totalDiscountsSet { ${MONEY} }
  paymentGatewayNames
  refunds { ${REFUND} }
  transactions { kind gateway status amountSet { ${MONEY} } }`;

const PAYOUT = `id legacyResourceId issuedAt status net { amount currencyCode }
  summary { chargesGross { amount } chargesFee { amount } refundsFeeGross { amount } refundsFee { amount } }`;

export const SHOP_QUERY = `query Shop { shop { name ianaTimezone currencyCode } }`;

export const ORDERS_QUERY = `query Orders($first: Int!, $after: String, $query: String) {
  orders(first: $first, after: $after, query: $query, sortKey: UPDATED_AT) {
    nodes { ${ORDER} }
    pageInfo { hasNextPage endCursor }
  }
}`;

/** Shopify counts exactly up to `limit`; the import estimate needs no more than that. */
export const ORDERS_COUNT_QUERY = `query OrdersCount($query: String) {
  ordersCount(query: $query, limit: 100000) { count precision }
}`;

export const ORDER_QUERY = `query Order($id: ID!) { order(id: $id) { ${ORDER} } }`;

export const REFUND_QUERY = `query Refund($id: ID!) {
  refund(id: $id) { ${REFUND} order { legacyResourceId presentmentCurrencyCode taxesIncluded totalPriceSet { shopMoney { amount currencyCode } presentmentMoney { amount currencyCode } } } }
}`;

export const PAYOUTS_QUERY = `query Payouts($first: Int!, $after: String, $query: String) {
  shopifyPaymentsAccount {
    payouts(first: $first, after: $after, query: $query, sortKey: ISSUED_AT) {
      nodes { ${PAYOUT} }
      pageInfo { hasNextPage endCursor }
    }
  }
}`;

export const PAYOUT_QUERY = `query Payout($id: ID!) {
  node(id: $id) { ... on ShopifyPaymentsPayout { ${PAYOUT} } }
}`;

export const BALANCE_TRANSACTIONS_QUERY = `query BalanceTransactions($first: Int!, $after: String, $query: String) {
  shopifyPaymentsAccount {
    balanceTransactions(first: $first, after: $after, query: $query) {
      nodes {
        id type amount { amount currencyCode } fee { amount } net { amount }
        associatedOrder { id } associatedPayout { id }
      }
      pageInfo { hasNextPage endCursor }
    }
  }
}`;

/** Shopify search syntax for a half-open window: since < field ≤ until. */
export const windowQuery = (field: string, since: string, until: string) =>
  `${field}:>'${since}' AND ${field}:<='${until}'`;

export const gid = (type: string, id: string) => `gid://shopify/${type}/${id}`;
