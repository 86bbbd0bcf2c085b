import { afterEach } from 'vitest';
import { createShopifySimulator, GRAPHQL_PATH } from '../server';
import type { ShopifySimulatorOptions } from '../server';

// Tests read answers loosely, the way a caller inspects JSON.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type GraphqlAnswer = { status: number; body: Record<string, any> };

const running: Array<() => Promise<void>> = [];

afterEach(async () => {
  await Promise.all(running.splice(0).map((close) => close()));
});

export const START = Date.UTC(2025, 2, 15, 12);

/** A simulator on a fixed clock that tests may move forward, with one shop `shpat_a`. */
export async function startSimulator(options: ShopifySimulatorOptions = {}) {
  const clock = { ms: START };
  const sim = await createShopifySimulator({
    shops: [{ token: 'shpat_a', orders: 30 }],
    now: () => clock.ms,
    seed: 42,
    ...options,
  });
  running.push(sim.close);
  const query = async (
    text: string,
    variables?: Record<string, unknown>,
    token = 'shpat_a',
  ): Promise<GraphqlAnswer> => {
    const res = await fetch(`${sim.url}${GRAPHQL_PATH}`, {
      method: 'POST',
      headers: { 'x-shopify-access-token': token, 'content-type': 'application/json' },
      body: JSON.stringify({ query: text, variables }),
    });
    return { status: res.status, body: (await res.json()) as GraphqlAnswer['body'] };
  };
  return { sim, clock, query };
}
