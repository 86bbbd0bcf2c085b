import type { SubscriptionRow } from '../../db/schema/subscriptions';
import type { CustomAccountRule } from './custom-accounts';

/**
 * Where each part of a sale or payout is booked. Every account is configurable per subscription
 * (SPEC §3 custom account mapping); these are the BAS defaults (DOMAIN.md).
 */
export interface AccountMapping {
  /** card/PSP clearing: what the provider owes until it pays out */
  clearing: string;
  bank: string;
  giftCardLiability: string;
  shipping: string;
  discount: string;
  rounding: string;
  fees: string;
  /** where a payout's unexplained difference waits for a person's decision */
  suspense: string;
  /** chargebacks a payout takes back (and gives back when a dispute is won) */
  disputes: string;
  /** a payout worth more in SEK than its transactions were when they settled */
  exchangeGain: string;
  exchangeLoss: string;
  /** revenue per VAT rate, keyed by the rate in percent */
  revenueByRate: Record<string, string>;
  /** output VAT per rate */
  outputVatByRate: Record<string, string>;
  /** the company's custom account mappings that apply to this subscription (ADR 026) */
  custom?: readonly CustomAccountRule[];
}

export const BAS_DEFAULTS: AccountMapping = {
  clearing: '1580',
  bank: '1930',
  giftCardLiability: '2420',
  shipping: '3520',
  discount: '3730',
  rounding: '3740',
  fees: '6570',
  suspense: '1689',
  disputes: '6351',
  exchangeGain: '3960',
  exchangeLoss: '7960',
  revenueByRate: { '25': '3001', '12': '3002', '6': '3003', '0': '3004' },
  outputVatByRate: { '25': '2611', '12': '2621', '6': '2631' },
};

/** BAS names of the default accounts, for SIE #KONTO and the preview. */
export const BAS_NAMES: Record<string, string> = {
  '1580': 'Fordringar för kontokort och kuponger',
  '1689': 'Övriga kortfristiga fordringar',
  '1930': 'Företagskonto',
  '2420': 'Förskott från kunder',
  '2611': 'Utgående moms på försäljning inom Sverige, 25 %',
  '2621': 'Utgående moms på försäljning inom Sverige, 12 %',
  '2631': 'Utgående moms på försäljning inom Sverige, 6 %',
  '3001': 'Försäljning inom Sverige, 25 % moms',
  '3002': 'Försäljning inom Sverige, 12 % moms',
  '3003': 'Försäljning inom Sverige, 6 % moms',
  '3004': 'Försäljning inom Sverige, momsfri',
  '3520': 'Fakturerade frakter',
  '3730': 'Lämnade rabatter',
  '3740': 'Öres- och kronutjämning',
  '3960': 'Valutakursvinster på fordringar och skulder av rörelsekaraktär',
  '6351': 'Konstaterade förluster på kundfordringar',
  '6570': 'Bankkostnader',
  '7960': 'Valutakursförluster på fordringar och skulder av rörelsekaraktär',
};

/**
 * The subscription's accounts: its own mapping over the BAS defaults, and the custom mappings of
 * its company that apply to it.
 */
export function accountsOf(
  subscription: SubscriptionRow,
  custom: readonly CustomAccountRule[] = [],
): AccountMapping {
  const own = subscription.accountMapping as Partial<AccountMapping>;
  return {
    ...BAS_DEFAULTS,
    ...own,
    custom,
    revenueByRate: { ...BAS_DEFAULTS.revenueByRate, ...own.revenueByRate },
    outputVatByRate: { ...BAS_DEFAULTS.outputVatByRate, ...own.outputVatByRate },
  };
}
