import type { Sensitivity } from '@portal/contracts/schemas/anomaly-detection';

/**
 * What each sensitivity flags (ADR 039). Scores are in robust standard deviations of the
 * logarithm of amounts, so "3.5" is about 3.5 times the usual spread of an account's amounts.
 * Tuned on the generated shop ledgers of the tests: `precision-recall.test.ts` prints the table.
 */
export interface Thresholds {
  /** statistical: |robust z| of a transaction or a day's total */
  statistical: number;
  /** adaptive: |z| against the exponentially weighted forecast */
  adaptive: number;
  /** fee share: at least `factor` × the provider's usual share and `z` robust deviations above it */
  fee: { factor: number; z: number };
  /** missing payout: at least `missed` payouts skipped and `days` bank days later than usual */
  gap: { missed: number; days: number };
  /** VAT: off the legal rate by more than `share` of the VAT and `minimum` öre */
  vat: { share: number; minimum: number };
}

export const THRESHOLDS: Record<Sensitivity, Thresholds> = {
  low: {
    statistical: 5,
    adaptive: 5,
    fee: { factor: 2, z: 5 },
    gap: { missed: 2, days: 4 },
    vat: { share: 0.03, minimum: 500 },
  },
  medium: {
    statistical: 3.5,
    adaptive: 3.5,
    fee: { factor: 1.5, z: 3.5 },
    gap: { missed: 1, days: 2 },
    vat: { share: 0.01, minimum: 200 },
  },
  high: {
    statistical: 2.5,
    adaptive: 2.5,
    fee: { factor: 1.25, z: 2.5 },
    gap: { missed: 1, days: 1 },
    vat: { share: 0.005, minimum: 100 },
  },
};

/** Accounts whose amounts are modelled: revenue and costs, not balances, not year-end entries. */
export function isModelledAccount(account: number): boolean {
  if (account >= 3740 && account <= 3749) return false; // öre rounding
  return account >= 3000 && account <= 8799;
}

/**
 * A deviation smaller than this is not worth anyone's time, however unusual: 0.02 % of a year's
 * revenue, at least 200 kr (a shop selling 9 million a year: 1 800 kr).
 */
export function materialityFloor(yearlyRevenue: number): number {
  return Math.max(20_000, Math.round(yearlyRevenue * 0.0002));
}
