import { describe, expect, it } from 'vitest';
import { createShopifySimulator } from '../server';
import { START, startSimulator } from './harness';

const PAGE = `query($first: Int!, $after: String, $query: String) {
  orders(first: $first, after: $after, query: $query, sortKey: UPDATED_AT) {
    nodes { legacyResourceId updatedAt }
    pageInfo { hasNextPage endCursor }
  }
}`;

const ORDER = `{
  orders(first: 250) { nodes {
    legacyResourceId presentmentCurrencyCode taxesIncluded
    totalPriceSet { presentmentMoney { amount } }
    lineItems(first: 50) { nodes {
      quantity isGiftCard originalUnitPriceSet { presentmentMoney { amount } }
      discountAllocations { allocatedAmountSet { presentmentMoney { amount } } }
      taxLines { ratePercentage priceSet { presentmentMoney { amount } } }
    } }
    shippingLines(first: 5) { nodes {
      discountedPriceSet { presentmentMoney { amount } }
      taxLines { ratePercentage priceSet { presentmentMoney { amount } } }
    } }
    refunds { refundLineItems(first: 50) { nodes { subtotalSet { presentmentMoney { amount } } } }
      orderAdjustments(first: 5) { nodes { amountSet { presentmentMoney { amount } } taxAmountSet { presentmentMoney { amount } } } }
      transactions(first: 5) { nodes { kind amountSet { presentmentMoney { amount } } } } }
  } }
}`;

const ore = (amount: string) => Math.round(Number(amount) * 100);
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;

describe('Shopify simulator orders', () => {
  it('pages through every order once with opaque cursors, oldest update first', async () => {
    const { query } = await startSimulator();
    const seen: string[] = [];
    let after: string | null = null;
    let last = '';
    do {
      const res: Json = await query(PAGE, { first: 7, after });
      const { nodes, pageInfo } = res.body.data.orders;
      for (const node of nodes) {
        expect(node.updatedAt >= last).toBe(true);
        last = node.updatedAt;
        seen.push(node.legacyResourceId);
      }
      after = pageInfo.hasNextPage ? pageInfo.endCursor : null;
      if (after) expect(after).not.toMatch(/^\d+$/);
    } while (after);
    expect(seen).toHaveLength(30);
    expect(new Set(seen).size).toBe(30);
  });

  it('filters on updated_at as Shopify search syntax does', async () => {
    const { query } = await startSimulator();
    const since = new Date(START - 10 * 86_400_000).toISOString();
    const until = new Date(START - 5 * 86_400_000).toISOString();
    const res = await query(PAGE, {
      first: 250,
      query: `updated_at:>'${since}' AND updated_at:<='${until}'`,
    });
    const nodes: Json[] = res.body.data.orders.nodes;
    expect(nodes.length).toBeGreaterThan(0);
    for (const node of nodes) {
      expect(node.updatedAt > since.replace('.000', '')).toBe(true);
      expect(node.updatedAt <= until.replace('.000', '')).toBe(true);
    }
  });

  it('generates the same shop from the same seed, and a different one from another', async () => {
    const a = await startSimulator();
    const b = await startSimulator();
    const c = await startSimulator({ seed: 7 });
    const [x, y, z] = await Promise.all([a.query(ORDER), b.query(ORDER), c.query(ORDER)]);
    expect(x.body.data).toEqual(y.body.data);
    expect(x.body.data).not.toEqual(z.body.data);
  });

  it('keeps every order balanced: lines − discounts + shipping = total, per-line tax', async () => {
    const { sim, query } = await startSimulator({ shops: [{ token: 'shpat_a', orders: 200 }] });
    sim.state.addOrders('shpat_a', 5);
    const orders: Json[] = (await query(ORDER)).body.data.orders.nodes;
    const currencies = new Set(orders.map((o) => o.presentmentCurrencyCode));
    expect(currencies).toEqual(new Set(['SEK', 'EUR']));
    const rates = new Set<number>();
    let discounted = 0;
    let giftCards = 0;
    for (const order of orders) {
      expect(order.taxesIncluded).toBe(true);
      let sum = 0;
      for (const line of order.lineItems.nodes) {
        const gross = ore(line.originalUnitPriceSet.presentmentMoney.amount) * line.quantity;
        const discount = line.discountAllocations.reduce(
          (s: number, d: Json) => s + ore(d.allocatedAmountSet.presentmentMoney.amount),
          0,
        );
        discounted += discount ? 1 : 0;
        giftCards += line.isGiftCard ? 1 : 0;
        for (const tax of line.taxLines) {
          rates.add(tax.ratePercentage);
          const rate = tax.ratePercentage;
          const expected = Math.round(((gross - discount) * rate) / (100 + rate));
          expect(
            Math.abs(ore(tax.priceSet.presentmentMoney.amount) - expected),
          ).toBeLessThanOrEqual(1);
        }
        sum += gross - discount;
      }
      for (const shipping of order.shippingLines.nodes) {
        sum += ore(shipping.discountedPriceSet.presentmentMoney.amount);
      }
      expect(sum).toBe(ore(order.totalPriceSet.presentmentMoney.amount));
      for (const refund of order.refunds) {
        const lines = refund.refundLineItems.nodes.reduce(
          (s: number, r: Json) => s + ore(r.subtotalSet.presentmentMoney.amount),
          0,
        );
        const shipping = refund.orderAdjustments.nodes.reduce(
          (s: number, a: Json) =>
            s -
            ore(a.amountSet.presentmentMoney.amount) -
            ore(a.taxAmountSet.presentmentMoney.amount),
          0,
        );
        const paid = refund.transactions.nodes.reduce(
          (s: number, t: Json) => s + ore(t.amountSet.presentmentMoney.amount),
          0,
        );
        expect(paid).toBe(lines + shipping);
      }
    }
    expect(rates).toEqual(new Set([25, 12, 6]));
    expect(discounted).toBeGreaterThan(0);
    expect(giftCards).toBeGreaterThan(0);
  });

  it('settles card payments into payouts whose net is the sum of their transactions', async () => {
    const { sim, query } = await startSimulator();
    sim.state.addOrders('shpat_a', 3);
    const payout = sim.state.settle('shpat_a');
    expect(payout).not.toBeNull();
    const res: Json = await query(
      `query($q: String) { shopifyPaymentsAccount {
        payouts(first: 50, sortKey: ISSUED_AT) { nodes { legacyResourceId net { amount } } }
        balanceTransactions(first: 250, query: $q) { nodes { type amount { amount } fee { amount } net { amount } } }
      } }`,
      { q: `payments_transfer_id:${payout!.id}` },
    );
    const account = res.body.data.shopifyPaymentsAccount;
    expect(account.payouts.nodes.length).toBeGreaterThan(1);
    const moves: Json[] = account.balanceTransactions.nodes;
    expect(moves.length).toBeGreaterThanOrEqual(1);
    const net = moves.reduce((s, t) => s + ore(t.net.amount), 0);
    const mine = account.payouts.nodes.find((p: Json) => p.legacyResourceId === String(payout!.id));
    expect(ore(mine.net.amount)).toBe(net);
    for (const t of moves) expect(ore(t.net.amount)).toBe(ore(t.amount.amount) - ore(t.fee.amount));
    expect(sim.state.settle('shpat_a')).toBeNull();
  });

  it('throttles beyond the cost bucket with THROTTLED and restores 100 points a second', async () => {
    const { clock, query } = await startSimulator();
    // requested 990: accepted on a full bucket, and what it did not use is given back
    const big = `{ orders(first: 250) { nodes { id } } customers(first: 250) { nodes { id } }
      products(first: 250) { nodes { id } } b: orders(first: 239) { nodes { id } } }`;
    let throttled: Json;
    for (let i = 0; i < 10 && !throttled; i++) {
      const res = await query(big);
      if (res.body.errors) throttled = res.body;
    }
    expect(throttled.errors[0].extensions.code).toBe('THROTTLED');
    expect(throttled.extensions.cost.throttleStatus.currentlyAvailable).toBeLessThan(990);
    clock.ms += 10_000;
    expect((await query(big)).body.data.orders.nodes.length).toBe(30);
  });

  it('does not throttle when throttling is off', async () => {
    const sim = await createShopifySimulator({
      shops: [{ token: 't', orders: 1 }],
      throttle: false,
    });
    try {
      for (let i = 0; i < 5; i++) {
        const res = await fetch(`${sim.url}/admin/api/2025-01/graphql.json`, {
          method: 'POST',
          headers: { 'x-shopify-access-token': 't', 'content-type': 'application/json' },
          body: JSON.stringify({
            query:
              '{ orders(first: 250) { nodes { id } } b: orders(first: 250) { nodes { id } } c: orders(first: 250) { nodes { id } } }',
          }),
        });
        expect(((await res.json()) as Json).data).toBeDefined();
      }
    } finally {
      await sim.close();
    }
  });
});
