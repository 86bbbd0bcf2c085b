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

/** An order's own lines also say whether they ship and what one weighs (the variant's weight). */
const ORDER_LINE_ITEM = `${LINE_ITEM} requiresShipping
  variant { inventoryItem { measurement { weight { unit value } } } }`;

const REFUND = `id legacyResourceId createdAt note
  refundLineItems(first: ${LINE_ITEMS_PAGE_SIZE}) {
    nodes { quantity subtotalSet { ${MONEY} } totalTaxSet { ${MONEY} } lineItem { ${LINE_ITEM} } }
    pageInfo { hasNextPage }
  }
  orderAdjustments(first: 5) { nodes { reason amountSet { ${MONEY} } taxAmountSet { ${MONEY} } } }
  transactions(first: 5) { nodes { kind status gateway amountSet { ${MONEY} } } }`;

const ORDER = `id legacyResourceId name createdAt updatedAt processedAt currencyCode
  presentmentCurrencyCode taxesIncluded email
  customer { legacyResourceId firstName lastName email }
  billingAddress { company address1 address2 zip city countryCodeV2 phone }
  shippingAddress { name firstName lastName company address1 address2 zip city countryCodeV2 phone }
  lineItems(first: ${LINE_ITEMS_PAGE_SIZE}) { nodes { ${ORDER_LINE_ITEM} } pageInfo { hasNextPage } }
  shippingLines(first: 5) {
    nodes { title originalPriceSet { ${MONEY} } discountedPriceSet { ${MONEY} } ${TAX_LINES} }
  }
  discountApplications(first: 5) {
    nodes { allocationMethod targetType ... on DiscountCodeApplication { code } }
  }
  totalPriceSet { ${MONEY} } totalTaxSet { ${MONEY} } totalDiscountsSet { ${MONEY} }
  paymentGatewayNames
  refunds { ${REFUND} }
  transactions { kind gateway formattedGateway authorizationCode status amountSet { ${MONEY} } }`;

const PAYOUT = `id legacyResourceId issuedAt status net { amount currencyCode }
  summary { chargesGross { amount } chargesFee { amount } refundsFeeGross { amount } refundsFee { amount } }`;

export const SHOP_QUERY = `query Shop { shop { name ianaTimezone currencyCode taxesIncluded } }`;

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

/**
 * Products and their variants (e1). Shopify multiplies a connection's page size into the cost of
 * what it holds: 10 products × 40 variants stays near 850 of the 1,000 points a query may ask.
 */
export const PRODUCTS_PAGE_SIZE = 10;
export const VARIANTS_PAGE_SIZE = 40;

const VARIANT = `legacyResourceId title sku price taxable inventoryQuantity updatedAt
  inventoryItem { tracked }`;

export const PRODUCTS_QUERY = `query Products($first: Int!, $after: String, $query: String) {
  products(first: $first, after: $after, query: $query, sortKey: UPDATED_AT) {
    nodes { id legacyResourceId title isGiftCard updatedAt
      variants(first: ${VARIANTS_PAGE_SIZE}) { nodes { ${VARIANT} } pageInfo { hasNextPage endCursor } }
    }
    pageInfo { hasNextPage endCursor }
  }
}`;

export const PRODUCT_VARIANTS_QUERY = `query ProductVariants($id: ID!, $after: String) {
  product(id: $id) {
    variants(first: 100, after: $after) { nodes { ${VARIANT} } pageInfo { hasNextPage endCursor } }
  }
}`;

/** Where a variant's stock is kept: its inventory item and the location of its first level. */
export const VARIANT_INVENTORY_QUERY = `query VariantInventory($id: ID!) {
  productVariant(id: $id) {
    inventoryItem { id tracked inventoryLevels(first: 1) { nodes { location { id } } } }
  }
  location { id }
}`;

export const VARIANT_PRICE_MUTATION = `mutation VariantPrice($productId: ID!, $variants: [ProductVariantsBulkInput!]!) {
  productVariantsBulkUpdate(productId: $productId, variants: $variants) {
    productVariants { id price }
    userErrors { field message }
  }
}`;

export const SET_STOCK_MUTATION = `mutation SetStock($input: InventorySetQuantitiesInput!) {
  inventorySetQuantities(input: $input) {
    inventoryAdjustmentGroup { id }
    userErrors { field message }
  }
}`;

/** Shopify search syntax for a half-open window: since < field ≤ until. */
export const windowQuery = (field: string, since: string, until: string) =>
  `${field}:>'${since}' AND ${field}:<='${until}'`;

export const gid = (type: string, id: string) => `gid://shopify/${type}/${id}`;
