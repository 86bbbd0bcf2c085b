/**
 * Klarna Settlements API v1 objects, as Klarna's OpenAPI (1.0.0-rc2) publishes them. Amounts are
 * integers in minor units; totals and transaction amounts are magnitudes whose direction the
 * total's name or the transaction's `type` gives.
 */
export const TRANSACTION_TYPES = [
  'COMMISSION',
  'SALE',
  'REVERSAL',
  'RETURN',
  'TAX',
  'FEE',
  'FEE_REFUND',
  'CORRECTION',
  'REVERSAL_MERCHANT_PROTECTION',
  'CHARGE',
  'CREDIT',
  'HOLDBACK',
  'RELEASE',
] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export type SettlementCurrency = 'SEK' | 'EUR';

export interface KlarnaTransaction {
  amount: number;
  capture_id: string;
  merchant_reference1: string;
  merchant_reference2: string;
  sale_date: string;
  capture_date: string;
  type: TransactionType;
  detailed_type: string;
  payment_reference?: string;
  payout?: string;
  order_id: string;
  refund_id?: string;
  short_order_id: string;
  currency_code: SettlementCurrency;
  purchase_country: string;
  shipping_country: string;
  /** VAT rate on Klarna's fee in hundredths of a percent (2500 = 25 %) */
  vat_rate: number;
  vat_amount: number;
  initial_payment_method_type: string;
}

export interface KlarnaTotals {
  commission_amount: number;
  repay_amount: number;
  sale_amount: number;
  holdback_amount: number;
  tax_amount: number;
  settlement_amount: number;
  fee_correction_amount: number;
  reversal_amount: number;
  release_amount: number;
  return_amount: number;
  fee_amount: number;
  charge_amount: number;
  credit_amount: number;
  fee_refund_amount: number;
  tax_refund_amount: number;
  deposit_amount: number;
  opening_debt_balance_amount: number;
  closing_debt_balance_amount: number;
}

export interface KlarnaPayout {
  totals: KlarnaTotals;
  payment_reference: string;
  payout_date: string;
  currency_code: SettlementCurrency;
  currency_code_of_registration_country: string;
  merchant_settlement_type: 'NET' | 'GROSS' | 'GROSS_FEE';
  merchant_id: string;
  /** link to this payout's transactions */
  transactions: string;
}

export interface KlarnaPagination {
  count: number;
  total: number;
  offset: number;
  next?: string;
  prev?: string;
}

/** Which total a transaction type adds to, and whether it adds to or draws from the payout. */
const TOTAL_OF: Record<TransactionType, [keyof KlarnaTotals, 1 | -1]> = {
  SALE: ['sale_amount', 1],
  RETURN: ['return_amount', -1],
  FEE: ['fee_amount', -1],
  FEE_REFUND: ['fee_refund_amount', 1],
  COMMISSION: ['commission_amount', -1],
  REVERSAL: ['reversal_amount', -1],
  REVERSAL_MERCHANT_PROTECTION: ['reversal_amount', -1],
  TAX: ['tax_amount', -1],
  CHARGE: ['charge_amount', -1],
  CREDIT: ['credit_amount', 1],
  HOLDBACK: ['holdback_amount', -1],
  RELEASE: ['release_amount', 1],
  CORRECTION: ['fee_correction_amount', 1],
};

/**
 * What a transaction adds to the payout, signed. A CORRECTION carries its own sign (it can go
 * either way); every other type is a magnitude in the type's direction.
 */
export function settledAmount(transaction: Pick<KlarnaTransaction, 'type' | 'amount'>): number {
  if (transaction.type === 'CORRECTION') return transaction.amount;
  return TOTAL_OF[transaction.type][1] * Math.abs(transaction.amount);
}

export function emptyTotals(): KlarnaTotals {
  return {
    commission_amount: 0,
    repay_amount: 0,
    sale_amount: 0,
    holdback_amount: 0,
    tax_amount: 0,
    settlement_amount: 0,
    fee_correction_amount: 0,
    reversal_amount: 0,
    release_amount: 0,
    return_amount: 0,
    fee_amount: 0,
    charge_amount: 0,
    credit_amount: 0,
    fee_refund_amount: 0,
    tax_refund_amount: 0,
    deposit_amount: 0,
    opening_debt_balance_amount: 0,
    closing_debt_balance_amount: 0,
  };
}

/** The payout's totals from its transactions; settlement_amount is their signed sum. */
export function totalsOf(transactions: readonly KlarnaTransaction[]): KlarnaTotals {
  const totals = emptyTotals();
  for (const transaction of transactions) {
    const [name] = TOTAL_OF[transaction.type];
    totals[name] +=
      transaction.type === 'CORRECTION' ? transaction.amount : Math.abs(transaction.amount);
    totals.settlement_amount += settledAmount(transaction);
  }
  return totals;
}
