import type { CanonicalPayout } from '@portal/connectors/model/payout';
import type { CanonicalSale } from '@portal/connectors/model/sale';
import type { AppConnector, SourceItem } from '@portal/connectors/sdk/connector';

/**
 * An app connector over a list the test controls: the engine's own logic (cursor, windows,
 * claims, summaries, leases) tested without a provider in between. Provider behaviour is
 * covered by the connectors' contract suite against the simulators.
 */
export function scriptedApp(items: SourceItem[]): AppConnector & { items: SourceItem[] } {
  return {
    items,
    id: 'shopify',
    name: 'Scripted',
    kind: 'app',
    credentials: { type: 'api_key', fields: [] },
    entities: { read: ['orders', 'refunds', 'payouts'], write: [] },
    rateLimit: null,
    defaultBaseUrl: 'https://scripted.test',
    open() {
      return {
        async test() {},
        async *changes({ since, until }) {
          const sorted = [...items].sort((a, b) => a.updatedAt.localeCompare(b.updatedAt));
          for (const item of sorted)
            if (item.updatedAt > since && item.updatedAt <= until) yield item;
        },
        async element(kind, id) {
          const found = items.find((i) => i.kind === kind && i.id === id);
          if (!found) throw new Error(`no ${kind} ${id}`);
          return found;
        },
      };
    },
  };
}

export function sale(
  n: number,
  date: string,
  overrides: Partial<CanonicalSale> = {},
): CanonicalSale {
  const net = 10_000 + n * 100;
  return {
    kind: 'order',
    source: 'shopify',
    sourceId: String(n),
    reference: `#${1000 + n}`,
    date,
    currency: 'SEK',
    customer: { name: `Kund ${n}` },
    lines: [
      {
        kind: 'product',
        description: 'Kaffe',
        quantity: 1,
        net,
        vat: (net * 12) / 100,
        vatRate: 12,
      },
      { kind: 'shipping', description: 'Frakt', quantity: 1, net: 4_000, vat: 1_000, vatRate: 25 },
    ],
    discounts: [],
    giftCardsRedeemed: 0,
    total: (net * 112) / 100 + 5_000,
    warnings: [],
    ...overrides,
  };
}

export const orderItem = (s: CanonicalSale, updatedAt: string): SourceItem => ({
  kind: s.kind,
  id: s.sourceId,
  updatedAt,
  sale: s,
  raw: {},
});

export function payoutOf(
  id: string,
  date: string,
  sales: CanonicalSale[],
  fee = 300,
): CanonicalPayout {
  const transactions = sales.map((s) => ({
    id: `t${s.sourceId}`,
    type: 'charge' as const,
    amount: s.total,
    fee,
    net: s.total - fee,
    orderId: s.sourceId,
  }));
  return {
    source: 'shopify',
    sourceId: id,
    date,
    currency: 'SEK',
    amount: transactions.reduce((sum, t) => sum + t.net, 0),
    transactions,
    warnings: [],
  };
}
