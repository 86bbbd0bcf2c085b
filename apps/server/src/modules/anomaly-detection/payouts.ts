import type { LedgerWindow, WindowRow } from './ledger-window';
import { rowsByVoucher } from './ledger-window';

/** What a payment provider's payout voucher shows: the gross it settles and the fee it kept. */
export interface Payout {
  voucherId: number;
  date: string;
  /** öre credited on the clearing account */
  gross: number;
  /** öre debited on fee accounts */
  fee: number;
  feeAccount: number | null;
}

export interface Provider {
  key: string;
  clearing: number;
  /** as people know it: "Stripe", "Klarna" (from the row or voucher text) */
  name: string;
  payouts: Payout[];
}

/** BAS 1580–1589: receivables on card acquirers and payment providers. */
const isProviderReceivable = (account: number) => account >= 1580 && account <= 1589;
const isCash = (account: number) => account >= 1900 && account <= 1999;
/** BAS 6060–6069 (credit sales costs, e.g. 6064 factoring fees) and 6570 (bank and card fees) */
export const isFeeAccount = (account: number) =>
  (account >= 6060 && account <= 6069) || account === 6570;

/** Words that name a provider: no numbers, ids or dates (a payout id differs every time). */
function nameWords(text: string): string[] {
  return text
    .split(/\s+/)
    .map((w) => w.replace(/^[^\p{L}\d_]+|[^\p{L}\d_]+$/gu, ''))
    .filter((w) => w && !/[\d_]/.test(w) && w.length < 14);
}

/**
 * The clearing account a voucher pays out from: a credit on 158x, or on a 19xx account other
 * than the one debited (a provider's own balance account), with a debit on cash beside it.
 */
function clearingRow(rows: readonly WindowRow[]): WindowRow | null {
  const credits = rows.filter(
    (r) => r.amount < 0 && (isProviderReceivable(r.account) || isCash(r.account)),
  );
  for (const credit of credits.sort((a, b) => a.amount - b.amount)) {
    const toCash = rows.some(
      (r) => r.amount > 0 && isCash(r.account) && r.account !== credit.account,
    );
    if (toCash) return credit;
  }
  return null;
}

/**
 * The payment providers of the window with their payouts, in date order. A provider is a
 * clearing account and the name its rows (or vouchers) give it: several providers may share
 * 1580. Accounts 19xx count only when most of their payouts carry a fee (a transfer between
 * one's own bank accounts does not).
 */
export function providersOf(window: LedgerWindow): Provider[] {
  const providers = new Map<string, Provider & { withFee: number }>();
  for (const [voucherId, rows] of rowsByVoucher(window.rows)) {
    const credit = clearingRow(rows);
    if (!credit) continue;
    const voucher = window.vouchers.get(voucherId);
    const words = nameWords(credit.text).length
      ? nameWords(credit.text)
      : nameWords(voucher?.text ?? '');
    const key = `${credit.account}:${words.join(' ').toLowerCase()}`;
    const fees = rows.filter((r) => isFeeAccount(r.account) && r.amount > 0);
    const fee = fees.reduce((s, r) => s + r.amount, 0);
    const gross = -rows
      .filter((r) => r.account === credit.account && r.amount < 0)
      .reduce((s, r) => s + r.amount, 0);
    let provider = providers.get(key);
    if (!provider) {
      provider = {
        key,
        clearing: credit.account,
        name: words.join(' ') || String(credit.account),
        payouts: [],
        withFee: 0,
      };
      providers.set(key, provider);
    }
    if (fee > 0) provider.withFee += 1;
    provider.payouts.push({
      voucherId,
      date: credit.date,
      gross,
      fee,
      feeAccount: fees[0]?.account ?? null,
    });
  }
  return [...providers.values()]
    .filter((p) => isProviderReceivable(p.clearing) || p.withFee * 2 >= p.payouts.length)
    .map(({ withFee: _, ...p }) => ({
      ...p,
      payouts: p.payouts.sort((a, b) =>
        a.date < b.date ? -1 : a.date > b.date ? 1 : a.voucherId - b.voucherId,
      ),
    }));
}

/** A fee row of a provider's payout: the fee rule judges it, not the amount models. */
export function payoutFeeRows(providers: readonly Provider[]) {
  const payouts = new Set(providers.flatMap((p) => p.payouts.map((x) => x.voucherId)));
  return (row: WindowRow) => isFeeAccount(row.account) && payouts.has(row.voucherId);
}
