import { createShopifySimulator } from '@portal/simulators/shopify/server';
import { connectorContract } from '../../testing/contract-suite';
import { articleContract } from '../../testing/articles-contract';
import type { ContractHarness, ContractWorld } from '../../testing/contract-suite';
import { ShopifyGraphql, shopifyTransport } from '../client';
import { openShopify, shopifyConnector } from '../connector';
import { ORDERS_PAGE_SIZE } from '../graphql/queries';

const TOKEN = 'shpat_contract';

const harness: ContractHarness = {
  connector: shopifyConnector,
  async start({ items }) {
    const sim = await createShopifySimulator({
      shops: [{ token: TOKEN, orders: items, history: false }],
      seed: 3,
    });
    const world: ContractWorld = {
      settings: {
        baseUrl: sim.url,
        credentials: { shop: 'contract', access_token: TOKEN, webhook_secret: 's' },
      },
      faults: sim.faults,
      pageSize: ORDERS_PAGE_SIZE,
      expireCredentials: () => sim.state.revoke(TOKEN),
      requests: () => sim.requests(),
      close: () => sim.close(),
    };
    return world;
  },
  async listAll(world, runtime) {
    const session = openShopify(world.settings, runtime);
    const ids: string[] = [];
    const window = { since: '2000-01-01T00:00:00Z', until: '2100-01-01T00:00:00Z' };
    for await (const item of session.changes(window)) if (item.kind === 'order') ids.push(item.id);
    return ids;
  },
  invalid(world) {
    const graphql = new ShopifyGraphql(
      shopifyTransport({ baseUrl: world.settings.baseUrl, accessToken: TOKEN }),
    );
    // Shopify refuses pages over 250
    return graphql.query('{ orders(first: 500) { nodes { id } } }');
  },
};

connectorContract(harness);

const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');

articleContract({
  connector: shopifyConnector,
  async start() {
    const clock = { ms: Date.UTC(2026, 10, 21, 12) };
    const sim = await createShopifySimulator({
      shops: [{ token: TOKEN, orders: 0, history: false }],
      now: () => clock.ms,
      seed: 3,
    });
    const shop = sim.state.shop(TOKEN)!;
    const variants = () => shop.products.flatMap((p) => p.variants.map((v) => ({ p, v })));
    const find = (id: string) => variants().find(({ v }) => String(v.id) === id)!;
    const goods = () => variants().filter(({ p }) => !p.giftCard);
    return {
      settings: {
        baseUrl: sim.url,
        credentials: { shop: 'contract', access_token: TOKEN, webhook_secret: 's' },
      },
      faults: sim.faults,
      runtime: (extra) => ({ sleep: async (ms) => void (clock.ms += ms), ...extra }),
      variants: () => goods().map(({ v }) => String(v.id)),
      tracked: () => String(goods()[3]!.v.id),
      untracked: () => String(variants().find(({ p }) => p.giftCard)!.v.id),
      changePrice(variantId, price) {
        clock.ms += 60_000;
        sim.state.setVariantPrice(TOKEN, Number(variantId), price, iso(clock.ms));
        return { at: iso(clock.ms) };
      },
      variant(variantId) {
        const { p, v } = find(variantId);
        return { productId: String(p.id), price: v.price, stock: v.tracked ? v.quantity : null };
      },
      expireCredentials: () => sim.state.revoke(TOKEN),
      close: () => sim.close(),
    };
  },
});
