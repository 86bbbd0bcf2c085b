import { createShopifySimulator } from '@portal/simulators/shopify/server';
import { connectorContract } from '../../testing/contract-suite';
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
