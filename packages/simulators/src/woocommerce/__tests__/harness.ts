import { afterEach } from 'vitest';
import { createWooSimulator } from '../server';
import type { WooSimulatorOptions } from '../server';

// Tests read answers loosely, the way a caller inspects JSON.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export const NOW = Date.UTC(2026, 10, 21, 12);
export const KEY = 'ck_shop';
export const SECRET = 'cs_shop';

const running: Array<() => Promise<void>> = [];

afterEach(async () => {
  await Promise.all(running.splice(0).map((close) => close()));
});

/** A simulator with one mixed store of `orders` orders, on a fixed clock tests may move. */
export async function startStore(orders = 40, options: WooSimulatorOptions = {}) {
  const clock = { ms: NOW };
  const sim = await createWooSimulator({
    stores: [{ key: KEY, secret: SECRET, orders }],
    now: () => clock.ms,
    seed: 7,
    ...options,
  });
  running.push(sim.close);
  const basic = `Basic ${Buffer.from(`${KEY}:${SECRET}`).toString('base64')}`;
  const get = async (path: string, authorization: string | null = basic) => {
    const res = await fetch(path.startsWith('http') ? path : `${sim.url}/wp-json/wc/v3/${path}`, {
      headers: authorization ? { authorization } : {},
    });
    return { status: res.status, headers: res.headers, body: (await res.json()) as Json };
  };
  return { sim, clock, get };
}

/** öre of a WooCommerce decimal string, exactly. */
export const ore = (amount: string) => {
  const [whole, fraction = ''] = amount.replace('-', '').split('.');
  const value = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return amount.startsWith('-') ? -value : value;
};
