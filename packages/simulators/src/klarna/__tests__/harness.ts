import { afterEach } from 'vitest';
import { createKlarnaSimulator, DEFAULT_MERCHANT } from '../server';
import type { KlarnaSimulatorOptions } from '../server';

// Tests read answers loosely, the way a caller inspects JSON.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export const BASIC = `Basic ${Buffer.from(
  `${DEFAULT_MERCHANT.username}:${DEFAULT_MERCHANT.password}`,
).toString('base64')}`;

const running: Array<() => Promise<void>> = [];

afterEach(async () => {
  await Promise.all(running.splice(0).map((close) => close()));
});

/** A simulator with the default merchant, closed after the test. */
export async function startKlarna(options: KlarnaSimulatorOptions = {}) {
  const sim = await createKlarnaSimulator({ seed: 5, ...options });
  running.push(sim.close);
  const get = async (path: string, authorization: string | null = BASIC) => {
    const res = await fetch(path.startsWith('http') ? path : `${sim.url}/settlements/v1/${path}`, {
      headers: authorization ? { authorization } : {},
    });
    return { status: res.status, headers: res.headers, body: (await res.json()) as Json };
  };
  return { sim, get };
}
