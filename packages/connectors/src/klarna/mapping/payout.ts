import type { CanonicalPayout, PayoutTransaction } from '../../model/payout';

/** A payout of Klarna's Settlements API v1; amounts are integers in minor units. */
export interface KlarnaPayout {
  payment_reference: string;
  payout_date: string;
  currency_code: string;
  merchant_id?: string;
  merchant_settlement_type?: string;
  totals: { settlement_amount: number } & Record<string, number>;
}

/** A transaction of a payout. Klarna gives it no id of its own. */
export interface KlarnaTransaction {
  type: string;
  amount: number;
  currency_code: string;
  detailed_type?: string;
  capture_id?: string;
  refund_id?: string;
  order_id?: string;
  merchant_reference1?: string;
  payment_reference?: string;
}

type Rule = { type: PayoutTransaction['type']; direction: 1 | -1; asFee?: boolean };

/**
 * Klarna's transaction types. Amounts are read as magnitudes in the type's direction (Klarna's
 * totals are unsigned), except CORRECTION, which goes either way and keeps its sign.
 */
const RULES: Record<string, Rule> = {
  SALE: { type: 'charge', direction: 1 },
  RETURN: { type: 'refund', direction: -1 },
  FEE: { type: 'fee', direction: 1, asFee: true },
  FEE_REFUND: { type: 'fee', direction: -1, asFee: true },
  CORRECTION: { type: 'adjustment', direction: 1 },
  REVERSAL: { type: 'adjustment', direction: -1 },
  REVERSAL_MERCHANT_PROTECTION: { type: 'adjustment', direction: -1 },
  HOLDBACK: { type: 'reserve', direction: -1 },
  RELEASE: { type: 'reserve', direction: 1 },
  COMMISSION: { type: 'other', direction: -1 },
  TAX: { type: 'other', direction: -1 },
  CHARGE: { type: 'other', direction: -1 },
  CREDIT: { type: 'other', direction: 1 },
};

function minor(value: unknown, what: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value))
    throw new Error(`${what} is not an amount in minor units: ${JSON.stringify(value)}`);
  return value;
}

const noNegativeZero = (value: number) => (value === 0 ? 0 : value);

function mapTransaction(t: KlarnaTransaction, currency: string, id: string): PayoutTransaction {
  const rule = RULES[t.type];
  if (!rule) throw new Error(`Unknown Klarna transaction type ${t.type} (${id})`);
  if (t.currency_code !== currency)
    throw new Error(`Transaction ${id} is in ${t.currency_code}, the payout in ${currency}`);
  const raw = minor(t.amount, `Amount of ${id}`);
  const signed = t.type === 'CORRECTION' ? raw : rule.direction * Math.abs(raw);
  const amount = rule.asFee ? 0 : signed;
  const fee = rule.asFee ? signed : 0;
  const orderId = t.merchant_reference1 || t.order_id || undefined;
  const detail = t.detailed_type && t.detailed_type !== t.type ? ` ${t.detailed_type}` : '';
  return {
    id,
    type: rule.type,
    amount: noNegativeZero(amount),
    fee: noNegativeZero(fee),
    net: noNegativeZero(amount - fee),
    ...(orderId ? { orderId } : {}),
    description: `Klarna ${t.type}${detail}`,
  };
}

/** A stable id from what Klarna gives: type, the capture/refund/order it belongs to, its detail. */
function transactionIds(transactions: readonly KlarnaTransaction[], reference: string): string[] {
  const seen = new Map<string, number>();
  return transactions.map((t) => {
    const owner = t.capture_id || t.refund_id || t.order_id || reference;
    const base = [t.type, owner, t.detailed_type ?? ''].join(':');
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return n === 1 ? base : `${base}#${n}`;
  });
}

/**
 * Payout + its transactions → canonical payout, amount = settlement_amount (what reaches the
 * bank). Klarna states no SEK rate, so `rateToSek` stays unset. When the transactions do not add
 * up to the settlement, the difference is reported, never hidden (DOMAIN.md).
 */
export function mapKlarnaPayout(
  payout: KlarnaPayout,
  transactions: readonly KlarnaTransaction[],
): CanonicalPayout {
  const reference = payout.payment_reference;
  if (!reference) throw new Error('Payout without payment_reference');
  const day = /^\d{4}-\d{2}-\d{2}/.exec(payout.payout_date ?? '')?.[0];
  if (!day) throw new Error(`Payout ${reference} has no payout_date`);
  const currency = payout.currency_code;
  if (!/^[A-Z]{3}$/.test(currency ?? '')) throw new Error(`Payout ${reference} has no currency`);
  const amount = minor(payout.totals?.settlement_amount, `settlement_amount of ${reference}`);
  const ids = transactionIds(transactions, reference);
  const settled = transactions.map((t, i) => mapTransaction(t, currency, ids[i]!));
  const result: CanonicalPayout = {
    source: 'klarna',
    sourceId: reference,
    date: day,
    currency,
    amount,
    transactions: settled,
    warnings: [],
  };
  // a payout that does not equal its transactions is reported where it is booked (postPayout)
  return result;
}
