import { describe, expect, it } from 'vitest';
import { START, startSimulator } from './harness';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

const PRODUCTS = `query($first: Int!, $after: String, $query: String) {
  products(first: $first, after: $after, query: $query, sortKey: UPDATED_AT) {
    nodes { legacyResourceId title updatedAt
      variants(first: 10) { nodes {
        id legacyResourceId title displayName sku price taxable inventoryQuantity updatedAt
        inventoryItem { id tracked }
      } pageInfo { hasNextPage } }
    }
    pageInfo { hasNextPage endCursor }
  }
}`;

const BULK = `mutation Price($productId: ID!, $variants: [ProductVariantsBulkInput!]!) {
  productVariantsBulkUpdate(productId: $productId, variants: $variants) {
    productVariants { id price }
    userErrors { field message code }
  }
}`;

const STOCK = `mutation Stock($input: InventorySetQuantitiesInput!) {
  inventorySetQuantities(input: $input) {
    inventoryAdjustmentGroup { id }
    userErrors { field message code }
  }
}`;

async function everyProduct(query: Awaited<ReturnType<typeof startSimulator>>['query']) {
  const products: Json[] = [];
  let after: string | null = null;
  do {
    const res: Json = await query(PRODUCTS, { first: 3, after });
    products.push(...res.body.data.products.nodes);
    const info = res.body.data.products.pageInfo;
    after = info.hasNextPage ? info.endCursor : null;
  } while (after);
  return products;
}

describe('Shopify simulator products', () => {
  it('pages products with their variants, stock and inventory items', async () => {
    const { query } = await startSimulator();
    const products = await everyProduct(query);
    expect(products).toHaveLength(8);
    const socks = products.find((p) => p.title === 'Ullstrumpor');
    expect(socks.variants.nodes.map((v: Json) => v.sku)).toEqual([
      'ULL-003',
      'ULL-003-M',
      'ULL-003-L',
    ]);
    expect(socks.variants.nodes[1]).toMatchObject({
      displayName: 'Ullstrumpor - 39–41',
      price: '129.00',
      taxable: true,
      inventoryQuantity: 25,
      inventoryItem: { tracked: true },
    });
    const card = products.find((p) => p.title === 'Presentkort').variants.nodes[0];
    expect(card).toMatchObject({ taxable: false, inventoryItem: { tracked: false } });
  });

  it('sets a variant price: the variant and its product change now', async () => {
    const { query, clock } = await startSimulator();
    const [before] = (await everyProduct(query)).filter((p) => p.title === 'Linneduk');
    clock.ms = START + 60_000;
    const variant = before.variants.nodes[1];
    const res: Json = await query(BULK, {
      productId: `gid://shopify/Product/${before.legacyResourceId}`,
      variants: [{ id: variant.id, price: '299.50' }],
    });
    expect(res.body.data.productVariantsBulkUpdate).toEqual({
      productVariants: [{ id: variant.id, price: '299.50' }],
      userErrors: [],
    });
    expect(res.body.extensions.cost.requestedQueryCost).toBe(10);
    const since = new Date(START).toISOString();
    const changed: Json = await query(PRODUCTS, {
      first: 10,
      query: `updated_at:>'${since}'`,
    });
    expect(changed.body.data.products.nodes.map((p: Json) => p.title)).toEqual(['Linneduk']);
  });

  it('answers userErrors for a variant of another product or an invalid price', async () => {
    const { query } = await startSimulator();
    const [tea, cloth] = await everyProduct(query).then((all) =>
      ['Tekanna i gjutjärn', 'Linneduk'].map((t) => all.find((p) => p.title === t)),
    );
    const foreign: Json = await query(BULK, {
      productId: `gid://shopify/Product/${tea.legacyResourceId}`,
      variants: [{ id: cloth.variants.nodes[0].id, price: '10.00' }],
    });
    expect(foreign.body.data.productVariantsBulkUpdate.userErrors[0].code).toBe(
      'PRODUCT_VARIANT_DOES_NOT_EXIST',
    );
    const price: Json = await query(BULK, {
      productId: `gid://shopify/Product/${tea.legacyResourceId}`,
      variants: [{ id: tea.variants.nodes[0].id, price: '-1' }],
    });
    expect(price.body.data.productVariantsBulkUpdate.userErrors).toHaveLength(1);
    const after = await everyProduct(query);
    expect(after.find((p) => p.title === 'Tekanna i gjutjärn').variants.nodes[0].price).toBe(
      '499.00',
    );
  });

  it('sets stock at the location for tracked items only, compare-and-set unless told not to', async () => {
    const { query } = await startSimulator();
    const location: Json = await query('{ location { id } }');
    const locationId = location.body.data.location.id;
    const products = await everyProduct(query);
    const tea = products.find((p) => p.title === 'Tekanna i gjutjärn').variants.nodes[0];
    const card = products.find((p) => p.title === 'Presentkort').variants.nodes[0];
    const set = (inventoryItemId: string, extra: Record<string, unknown>) =>
      query(STOCK, {
        input: {
          name: 'available',
          reason: 'correction',
          quantities: [{ inventoryItemId, locationId, quantity: 7 }],
          ...extra,
        },
      });
    const stale: Json = await set(tea.inventoryItem.id, {});
    expect(stale.body.data.inventorySetQuantities.userErrors[0].code).toBe(
      'COMPARE_QUANTITY_STALE',
    );
    const done: Json = await set(tea.inventoryItem.id, { ignoreCompareQuantity: true });
    expect(done.body.data.inventorySetQuantities.userErrors).toEqual([]);
    const untracked: Json = await set(card.inventoryItem.id, { ignoreCompareQuantity: true });
    expect(untracked.body.data.inventorySetQuantities.userErrors[0].code).toBe(
      'ITEM_NOT_STOCKED_AT_LOCATION',
    );
    const now = await everyProduct(query);
    expect(
      now.find((p) => p.title === 'Tekanna i gjutjärn').variants.nodes[0].inventoryQuantity,
    ).toBe(7);
  });

  it('gives orders a billing address and transactions an authorization code', async () => {
    const { query } = await startSimulator();
    const res: Json = await query(`{ orders(first: 10) { nodes {
      customer { legacyResourceId email }
      billingAddress { address1 zip city countryCodeV2 phone }
      transactions { gateway formattedGateway authorizationCode }
    } } }`);
    const order = res.body.data.orders.nodes.find((o: Json) =>
      o.transactions.some((t: Json) => t.gateway === 'shopify_payments'),
    );
    expect(order.customer.legacyResourceId).toMatch(/^\d+$/);
    expect(order.billingAddress).toMatchObject({ countryCodeV2: 'SE', city: expect.any(String) });
    const card = order.transactions.find((t: Json) => t.gateway === 'shopify_payments');
    expect(card).toMatchObject({ formattedGateway: 'Shopify Payments' });
    expect(card.authorizationCode).toMatch(/^ch_/);
  });
});
