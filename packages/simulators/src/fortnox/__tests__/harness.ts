import { afterEach } from 'vitest';
import { createFortnoxSimulator, type FortnoxSimulatorOptions } from '../server';

export const year = 2025;
// Tests read answers loosely, the way a caller inspects JSON.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ApiResponse = { status: number; body: Record<string, any> };

const running: Array<() => Promise<void>> = [];

afterEach(async () => {
  await Promise.all(running.splice(0).map((close) => close()));
});

/** Starts a simulator on a fixed clock that tests may move forward. */
export async function startSimulator(options: FortnoxSimulatorOptions = {}) {
  const clock = { ms: Date.UTC(year, 5, 15, 12) };
  const sim = await createFortnoxSimulator({
    tokens: ['token-a', 'token-b'],
    now: () => clock.ms,
    ...options,
  });
  running.push(sim.close);
  const call = async (method: string, path: string, body?: unknown, token = 'token-a') => {
    const res = await fetch(`${sim.url}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        'content-type': 'application/json',
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as ApiResponse['body'] };
  };
  return { sim, clock, call };
}

export const balancedVoucher = (overrides: Record<string, unknown> = {}) => ({
  Voucher: {
    VoucherSeries: 'A',
    TransactionDate: `${year}-06-01`,
    Description: 'Utbetalning Shopify',
    VoucherRows: [
      { Account: 1930, Debit: 970.5, Credit: 0 },
      { Account: 6570, Debit: 29.5, Credit: 0 },
      { Account: 1580, Debit: 0, Credit: 1000, TransactionInformation: 'payout-1' },
    ],
    ...overrides,
  },
});
