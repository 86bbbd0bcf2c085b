import { afterEach } from 'vitest';
import { createStripeSimulator } from '../server';
import type { StripeSimulatorOptions } from '../server';

// Tests read answers loosely, the way a caller inspects JSON.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export const KEY = 'sk_test_harness';
export const NOW = Date.UTC(2026, 10, 21, 12);

const running: Array<() => Promise<void>> = [];

afterEach(async () => {
  await Promise.all(running.splice(0).map((close) => close()));
});

/** A simulator on a fixed clock tests may move, with `get`/`post` as a Stripe client sends them. */
export async function startStripe(options: StripeSimulatorOptions = {}) {
  const clock = { ms: NOW };
  const sim = await createStripeSimulator({
    keys: [KEY],
    now: () => clock.ms,
    seed: 5,
    ...options,
  });
  running.push(sim.close);
  const call = async (
    method: 'GET' | 'POST',
    path: string,
    init: { key?: string | null; form?: Record<string, string>; headers?: Record<string, string> },
  ) => {
    const key = init.key === undefined ? KEY : init.key;
    const res = await fetch(`${sim.url}${path}`, {
      method,
      headers: {
        ...(key ? { authorization: `Bearer ${key}` } : {}),
        ...(init.form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        ...init.headers,
      },
      ...(init.form ? { body: new URLSearchParams(init.form).toString() } : {}),
    });
    return { status: res.status, headers: res.headers, body: (await res.json()) as Json };
  };
  const get = (path: string, key?: string | null) => call('GET', path, { key });
  const post = (path: string, form: Record<string, string>, headers: Record<string, string> = {}) =>
    call('POST', path, { form, headers });
  return { sim, clock, get, post };
}
