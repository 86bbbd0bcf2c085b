import type { MappingRow, MatchType } from '@portal/contracts/schemas/custom-accounts';

/**
 * A company's custom account mapping as the engine applies it (ADR 026): which rows it replaces
 * (`rows`), for which event, VAT rate and match. The most specific mapping that fits a row wins.
 */
export interface CustomAccountRule {
  id: number;
  subscriptionId: number | null;
  accountNumber: string;
  matchType: MatchType;
  matchCode: string;
  vatRate: number | null;
  eventType: 'order' | 'refund' | 'payout' | null;
  rows: readonly MappingRow[];
}

/** What a row of a booking is about, as far as a mapping can match it. */
export interface RowFacts {
  event: 'order' | 'refund' | 'payout';
  sku?: string;
  description?: string;
  /** ISO 3166-1 alpha-2 of the buyer */
  country?: string;
  paymentMethod?: string;
  vatRate?: number;
}

const same = (a: string | undefined, b: string) =>
  a !== undefined && a.trim().toLowerCase() === b.trim().toLowerCase();

function matches(rule: CustomAccountRule, facts: RowFacts): boolean {
  const code = rule.matchCode.trim().toLowerCase();
  switch (rule.matchType) {
    case 'any':
      return true;
    case 'sku': {
      const sku = facts.sku?.trim().toLowerCase();
      if (!sku) return false;
      return code.endsWith('*') ? sku.startsWith(code.slice(0, -1)) : sku === code;
    }
    case 'description':
      return (facts.description ?? '').toLowerCase().includes(code);
    case 'country':
      return same(facts.country, code);
    case 'payment_method':
      return same(facts.paymentMethod, code);
  }
}

/** Higher is more specific: one subscription over the company, a match over any, then VAT, event. */
const specificity = (rule: CustomAccountRule) =>
  (rule.subscriptionId !== null ? 8 : 0) +
  (rule.matchType !== 'any' ? 4 : 0) +
  (rule.vatRate !== null ? 2 : 0) +
  (rule.eventType !== null ? 1 : 0);

/** The account a row goes to: the best fitting mapping's, else the default. */
export function customAccount(
  rules: readonly CustomAccountRule[] | undefined,
  row: MappingRow,
  facts: RowFacts,
  fallback: string,
): string {
  let best: CustomAccountRule | undefined;
  for (const rule of rules ?? []) {
    if (!rule.rows.includes(row)) continue;
    if (rule.eventType !== null && rule.eventType !== facts.event) continue;
    if (rule.vatRate !== null && rule.vatRate !== facts.vatRate) continue;
    if (!matches(rule, facts)) continue;
    if (
      !best ||
      specificity(rule) > specificity(best) ||
      (specificity(rule) === specificity(best) && rule.id < best.id)
    )
      best = rule;
  }
  return best?.accountNumber ?? fallback;
}

/** The rules of one subscription: its own and its company's. */
export const rulesFor = (rules: readonly CustomAccountRule[], subscriptionId: number) =>
  rules.filter((rule) => rule.subscriptionId === null || rule.subscriptionId === subscriptionId);

/**
 * What each custom account is, for the reports that sort accounts by role: revenue per VAT rate,
 * shipping, discounts, gift cards, fees and bank.
 */
export function customAccountRoles(rules: readonly CustomAccountRule[]) {
  const revenueRate = new Map<string, string>();
  const of = (row: MappingRow) =>
    new Set(rules.filter((r) => r.rows.includes(row)).map((r) => r.accountNumber));
  for (const rule of rules)
    if (rule.rows.includes('product') && rule.vatRate !== null)
      revenueRate.set(rule.accountNumber, String(rule.vatRate));
  return {
    revenueRate,
    shipping: of('shipping'),
    discount: of('discount'),
    giftCards: of('gift_cards'),
    fees: of('fee_lines'),
    bank: of('recurring_transactions'),
  };
}
