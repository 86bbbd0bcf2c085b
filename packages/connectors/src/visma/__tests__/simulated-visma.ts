import { createVismaSimulator } from '@portal/simulators/visma/server';
import type { VismaSimulator } from '@portal/simulators/visma/server';
import type { LedgerDocument } from '../../model/document';
import type { ConnectorRuntime, Credentials } from '../../sdk/connector';

export const COMPANY = 'company-token';
export const TODAY = '2026-11-20';

export interface SimulatedVisma {
  sim: VismaSimulator;
  clock: { ms: number };
  /** the connection's credentials as the engine stores them, refreshed ones included */
  credentials: Credentials;
  /** every set of credentials the connector handed to onCredentialsChange */
  changes: Credentials[];
  /** the engine's lending, on the simulator clock: one request per 100 ms, back-offs instant */
  runtime(extra?: ConnectorRuntime): ConnectorRuntime;
}

/** A simulated company with an OAuth2 grant; the clock moves only when the client waits. */
export async function startVisma(seed = 7): Promise<SimulatedVisma> {
  const clock = { ms: Date.UTC(2026, 10, 21, 12) };
  const sim = await createVismaSimulator({ tokens: [COMPANY], now: () => clock.ms, seed });
  const granted = sim.state.grant(COMPANY);
  const credentials: Credentials = {
    access_token: granted.access_token,
    refresh_token: granted.refresh_token,
    client_id: 'portal-client',
    client_secret: 'portal-secret',
  };
  const changes: Credentials[] = [];
  const runtime = (extra: ConnectorRuntime = {}): ConnectorRuntime => ({
    budget: { acquire: async () => void (clock.ms += 100) },
    sleep: async (ms) => void (clock.ms += ms),
    retries: 8,
    onCredentialsChange: async (next) => {
      changes.push(next);
      Object.assign(credentials, next);
    },
    ...extra,
  });
  return { sim, clock, credentials, changes, runtime };
}

export const voucher = (n: number, overrides: Partial<LedgerDocument> = {}): LedgerDocument => ({
  type: 'voucher',
  date: TODAY,
  description: `Order #${n}`,
  currency: 'SEK',
  rows: [
    { account: '1580', debit: 12500 + n, credit: 0, description: 'Order' },
    { account: '3001', debit: 0, credit: 10000 + n, description: 'Försäljning 25 % moms' },
    { account: '2611', debit: 0, credit: 2500, description: 'Utgående moms 25 %' },
  ],
  ...overrides,
});

/** Order 1001: a shirt (25 %), shipping (25 %), a book (6 %), paid through the card clearing. */
export const invoice = (n = 1001, overrides: Partial<LedgerDocument> = {}): LedgerDocument => ({
  type: 'invoice',
  date: TODAY,
  description: `Order #${n}`,
  currency: 'SEK',
  customer: { name: 'Anna Andersson', email: 'anna@example.se' },
  rows: [
    { account: '1580', debit: 64639, credit: 0, description: 'Order' },
    { account: '3001', debit: 0, credit: 39840, description: 'Tröja' },
    { account: '3520', debit: 0, credit: 3900, description: 'Frakt' },
    { account: '3003', debit: 0, credit: 9400, description: 'Bok' },
    { account: '2611', debit: 0, credit: 10935, description: 'Utgående moms 25 %' },
    { account: '2631', debit: 0, credit: 564, description: 'Utgående moms 6 %' },
  ],
  ...overrides,
});

/** The whole credit of `invoice()`: rows mirrored. */
export const credit = (creditOf: string): LedgerDocument => ({
  ...invoice(),
  type: 'credit_invoice',
  description: 'Refund of order #1001',
  creditOf,
  rows: invoice().rows.map((r) => ({ ...r, debit: r.credit, credit: r.debit })),
});

/** A refund of the shirt alone: 398.40 + 99.60 VAT. */
export const partialCredit = (creditOf: string): LedgerDocument => ({
  ...credit(creditOf),
  rows: [
    { account: '3001', debit: 39840, credit: 0, description: 'Tröja' },
    { account: '2611', debit: 9960, credit: 0, description: 'Utgående moms 25 %' },
    { account: '1580', debit: 0, credit: 49800, description: 'Refund' },
  ],
});
