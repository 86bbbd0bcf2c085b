import { afterEach } from 'vitest';
import { createVismaSimulator, type VismaSimulatorOptions } from '../server';

// Tests read answers loosely, the way a caller inspects JSON.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ApiResponse = { status: number; body: Record<string, any> };

const running: Array<() => Promise<void>> = [];

afterEach(async () => {
  await Promise.all(running.splice(0).map((close) => close()));
});

/** Starts a simulator on a fixed clock (2026-06-15) that tests may move forward. */
export async function startSimulator(options: VismaSimulatorOptions = {}) {
  const clock = { ms: Date.UTC(2026, 5, 15, 12) };
  const sim = await createVismaSimulator({
    tokens: ['token-a', 'token-b'],
    now: () => clock.ms,
    ...options,
  });
  running.push(sim.close);
  const call = async (
    method: string,
    path: string,
    body?: unknown,
    token = 'token-a',
  ): Promise<ApiResponse> => {
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
  VoucherDate: '2026-06-01',
  VoucherText: 'Utbetalning Shopify [payout-1]',
  Rows: [
    { AccountNumber: 1930, DebitAmount: 970.5, CreditAmount: 0 },
    { AccountNumber: 6570, DebitAmount: 29.5, CreditAmount: 0 },
    { AccountNumber: 1580, DebitAmount: 0, CreditAmount: 1000, TransactionText: 'payout-1' },
  ],
  ...overrides,
});
