import { mulberry32 } from '../common/prng';
import { totalsOf } from './model';
import type { KlarnaPayout, KlarnaTransaction, SettlementCurrency, TransactionType } from './model';

export interface KlarnaMerchantOptions {
  username: string;
  password: string;
  merchantId?: string;
  /** Klarna's percentage fee per sale in hundredths of a percent; 299 = 2.99 % */
  feeBasisPoints?: number;
  /** Klarna's fixed fee per sale, minor units */
  fixedFeeMinor?: number;
}

export interface SaleInput {
  /** captured amount, minor units */
  amount: number;
  currency: SettlementCurrency;
  /** the shop's order number, sent to Klarna as merchant_reference1 */
  orderRef: string;
  /** capture day, YYYY-MM-DD or ISO */
  date: string;
  /** VAT on Klarna's fee, whole percent (0 in Sweden: financial services are exempt) */
  vatRate?: number;
}

export interface PayoutOptions {
  /** added to settlement_amount so it differs from the transactions (the suspense path) */
  skewMinor?: number;
  currency?: SettlementCurrency;
}

export interface KlarnaState {
  readonly merchantId: string;
  authenticate(username: string, password: string): boolean;
  /** the credentials stop working (expired or revoked API key) */
  revoke(): void;
  /** a capture: a SALE and Klarna's FEE on it, both waiting for the next payout */
  sale(input: SaleInput): { sale: KlarnaTransaction; fees: KlarnaTransaction[] };
  /** a refund of (part of) a captured order, by the shop's order number */
  return(orderRef: string, amount: number, date: string): KlarnaTransaction;
  /** a manual correction, signed: positive pays the merchant more */
  correction(amount: number, date: string, currency?: SettlementCurrency): KlarnaTransaction;
  /** money Klarna holds back (HOLDBACK) or releases (RELEASE) */
  reserve(
    type: 'HOLDBACK' | 'RELEASE',
    amount: number,
    date: string,
    currency?: SettlementCurrency,
  ): KlarnaTransaction;
  /** pays every unpaid transaction up to `payoutDate` (in one currency, SEK by default) */
  payout(payoutDate: string, options?: PayoutOptions): KlarnaPayout;
  /** `count` plain payouts on consecutive days from `firstDay`: one SEK sale and its fee each */
  seedPayouts(count: number, firstDay?: string): KlarnaPayout[];
  payouts(): readonly KlarnaPayout[];
  transactions(): readonly KlarnaTransaction[];
}

const ALPHANUMERIC = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** YYYY-MM-DD or ISO → ISO at the second, UTC. */
export function isoOf(date: string): string {
  const iso = /^\d{4}-\d{2}-\d{2}$/.test(date) ? `${date}T00:00:00Z` : date;
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) throw new RangeError(`Not a date: ${date}`);
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

const dayAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * One merchant's settlements: transactions are created unpaid and a payout collects them, so
 * every payout's settlement_amount is the signed sum of its transactions unless skewed.
 */
export function createKlarnaState(
  merchant: KlarnaMerchantOptions,
  seed: number,
  baseUrl: () => string,
): KlarnaState {
  const random = mulberry32(seed);
  const merchantId = merchant.merchantId ?? 'K123456';
  const feeBasisPoints = merchant.feeBasisPoints ?? 299;
  const fixedFee = merchant.fixedFeeMinor ?? 0;
  let revoked = false;
  const transactions: KlarnaTransaction[] = [];
  const payouts: KlarnaPayout[] = [];
  const orders = new Map<string, KlarnaTransaction>();

  const token = (length: number) =>
    Array.from({ length }, () => ALPHANUMERIC[Math.floor(random() * ALPHANUMERIC.length)]).join('');
  const uuid = () => {
    const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16)).join('');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20)}`;
  };

  function transaction(fields: Partial<KlarnaTransaction> & Pick<KlarnaTransaction, 'type'>) {
    const created: KlarnaTransaction = {
      amount: 0,
      capture_id: '',
      merchant_reference1: '',
      merchant_reference2: '',
      sale_date: '',
      capture_date: '',
      detailed_type: fields.type,
      order_id: '',
      short_order_id: '',
      currency_code: 'SEK',
      purchase_country: 'SE',
      shipping_country: 'SE',
      vat_rate: 0,
      vat_amount: 0,
      initial_payment_method_type: 'invoice',
      ...fields,
    };
    transactions.push(created);
    return created;
  }

  function sale(input: SaleInput) {
    const date = isoOf(input.date);
    const orderId = uuid();
    const common = {
      capture_id: uuid(),
      merchant_reference1: input.orderRef,
      sale_date: date,
      capture_date: date,
      order_id: orderId,
      short_order_id: token(8).toLowerCase(),
      currency_code: input.currency,
    };
    const captured = transaction({
      ...common,
      type: 'SALE',
      amount: input.amount,
      detailed_type: 'PURCHASE',
    });
    orders.set(input.orderRef, captured);
    const vatRate = input.vatRate ?? 0;
    const fee = (amount: number, detailed: string) =>
      transaction({
        ...common,
        type: 'FEE',
        amount,
        detailed_type: detailed,
        vat_rate: vatRate * 100,
        vat_amount: Math.round((amount * vatRate) / (100 + vatRate)),
      });
    const fees = [
      fee(Math.round((input.amount * feeBasisPoints) / 10_000), 'PURCHASE_FEE_PERCENTAGE'),
    ];
    if (fixedFee) fees.push(fee(fixedFee, 'PURCHASE_FEE_FIXED'));
    return { sale: captured, fees };
  }

  function payout(payoutDate: string, options: PayoutOptions = {}): KlarnaPayout {
    const at = isoOf(payoutDate);
    const currency = options.currency ?? 'SEK';
    const reference = token(8);
    const paid = transactions.filter(
      (t) => !t.payment_reference && t.currency_code === currency && t.capture_date <= at,
    );
    for (const t of paid) {
      t.payment_reference = reference;
      t.payout = `${baseUrl()}/settlements/v1/payouts/${reference}`;
    }
    const totals = totalsOf(paid);
    totals.settlement_amount += options.skewMinor ?? 0;
    const created: KlarnaPayout = {
      totals,
      payment_reference: reference,
      payout_date: at,
      currency_code: currency,
      currency_code_of_registration_country: 'SEK',
      merchant_settlement_type: 'NET',
      merchant_id: merchantId,
      transactions: `${baseUrl()}/settlements/v1/transactions?payment_reference=${reference}`,
    };
    payouts.push(created);
    payouts.sort((a, b) => a.payout_date.localeCompare(b.payout_date));
    return created;
  }

  const other = (
    type: TransactionType,
    amount: number,
    date: string,
    currency: SettlementCurrency,
  ) =>
    transaction({
      type,
      amount,
      detailed_type:
        type === 'CORRECTION' ? 'MANUAL_ENTRY' : type === 'HOLDBACK' ? 'ROLLING_RESERVE' : type,
      sale_date: isoOf(date),
      capture_date: isoOf(date),
      currency_code: currency,
    });

  return {
    merchantId,
    authenticate: (username, password) =>
      !revoked && username === merchant.username && password === merchant.password,
    revoke: () => {
      revoked = true;
    },
    sale,
    return(orderRef, amount, date) {
      const captured = orders.get(orderRef);
      if (!captured) throw new Error(`No captured order ${orderRef}`);
      return transaction({
        type: 'RETURN',
        amount,
        detailed_type: 'PURCHASE_RETURN',
        merchant_reference1: orderRef,
        order_id: captured.order_id,
        short_order_id: captured.short_order_id,
        refund_id: uuid(),
        sale_date: captured.sale_date,
        capture_date: isoOf(date),
        currency_code: captured.currency_code,
      });
    },
    correction: (amount, date, currency = 'SEK') => other('CORRECTION', amount, date, currency),
    reserve: (type, amount, date, currency = 'SEK') => other(type, amount, date, currency),
    payout,
    seedPayouts(count, firstDay = '2026-01-01') {
      return Array.from({ length: count }, (_, i) => {
        const day = dayAfter(firstDay, i);
        const amount = 10_000 + Math.floor(random() * 90_000);
        sale({ amount, currency: 'SEK', orderRef: `S-${i + 1}`, date: day });
        return payout(dayAfter(day, 1));
      });
    },
    payouts: () => payouts,
    transactions: () => transactions,
  };
}
