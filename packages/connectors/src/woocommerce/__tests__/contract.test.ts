import type { ProductRecord, VariationRecord } from '@portal/simulators/woocommerce/products';
import { createWooSimulator } from '@portal/simulators/woocommerce/server';
import { connectorContract } from '../../testing/contract-suite';
import { articleContract } from '../../testing/articles-contract';
import type { ContractWorld } from '../../testing/contract-suite';
import { createWooConnector } from '../connector';

const PAGE = 5;
const KEY = 'ck_contract';
const everything = { since: '2000-01-01T00:00:00Z', until: '2100-01-01T00:00:00Z' };

async function orderIds(world: ContractWorld, perPage: number, runtime: { timeoutMs?: number }) {
  const session = createWooConnector({ perPage }).open(world.settings, runtime);
  const ids: string[] = [];
  for await (const item of session.changes(everything))
    if (item.kind === 'order') ids.push(item.id);
  return ids;
}

connectorContract({
  connector: createWooConnector({ perPage: PAGE }),
  async start({ items }) {
    // paid SEK orders without refunds: one listed order per item
    const sim = await createWooSimulator({
      stores: [{ key: KEY, secret: 'cs_contract', orders: items, profile: 'plain' }],
      retryAfterSeconds: 0,
    });
    return {
      settings: {
        baseUrl: sim.url,
        credentials: { consumer_key: KEY, consumer_secret: 'cs_contract', webhook_secret: 'wh' },
      },
      faults: sim.faults,
      pageSize: PAGE,
      expireCredentials: () => sim.state.revoke(KEY),
      requests: sim.requests,
      close: sim.close,
    };
  },
  listAll: (world, runtime) => orderIds(world, PAGE, runtime),
  // WooCommerce refuses per_page above 100 with rest_invalid_param
  invalid: (world) => orderIds(world, 500, {}),
});

articleContract({
  connector: createWooConnector({ perPage: PAGE }),
  async start() {
    const clock = { ms: Date.UTC(2026, 10, 21, 12) };
    const sim = await createWooSimulator({
      stores: [{ key: KEY, secret: 'cs_contract', orders: 0, profile: 'plain' }],
      now: () => clock.ms,
      retryAfterSeconds: 0,
    });
    const store = sim.state.stores.get(KEY)!;
    type Sellable = { p: ProductRecord; v: ProductRecord | VariationRecord };
    const sellable = () =>
      store.products.flatMap((p): Sellable[] =>
        p.type === 'variable' ? p.variations.map((v) => ({ p, v })) : [{ p, v: p }],
      );
    const find = (id: string) => sellable().find(({ v }) => String(v.id) === id)!;
    return {
      settings: {
        baseUrl: sim.url,
        credentials: { consumer_key: KEY, consumer_secret: 'cs_contract', webhook_secret: 'wh' },
      },
      faults: sim.faults,
      runtime: (extra) => ({ ...extra }),
      variants: () => sellable().map(({ v }) => String(v.id)),
      tracked: () => String(sellable().find(({ v }) => v.manageStock)!.v.id),
      untracked: () => String(sellable().find(({ v }) => !v.manageStock)!.v.id),
      changePrice(variantId, price) {
        clock.ms += 60_000;
        sim.state.setPrice(KEY, Number(variantId), price, clock.ms);
        return { at: new Date(clock.ms).toISOString() };
      },
      variant(variantId) {
        const { p, v } = find(variantId);
        return {
          productId: String(p.id),
          price: v.price,
          stock: v.manageStock ? v.stockQuantity : null,
        };
      },
      expireCredentials: () => sim.state.revoke(KEY),
      close: sim.close,
    };
  },
});
