import { convertMinor, formatMinor } from '@portal/connectors/money';
import type { CanonicalPayout, PayoutTransaction } from '@portal/connectors/model/payout';
import type { SaleWarning } from '@portal/connectors/model/sale';
import type { AccountMapping } from './accounts';
import { customAccount } from './custom-accounts';
import { balanceOf, mergeRows, row } from './documents';
import type { DocumentRow } from './documents';
import { rateMissing } from './finish';
import type { PostingOptions } from './finish';
import type { Posting } from './post-sale';

/** A payout row in the payout's currency, with the rate its transaction settled at (if stated). */
interface RatedRow {
  row: DocumentRow;
  rateToSek?: string;
}

const sum = (transactions: PayoutTransaction[], pick: (t: PayoutTransaction) => number) =>
  transactions.reduce((total, t) => total + pick(t), 0);

/**
 * Where each kind of settled movement is booked, in the order the voucher shows them. Charges
 * empty the clearing account, refunds fill it again (the order side credited it when it booked
 * the refund), disputes go to their own account, reserves held back stay owed on clearing, and
 * anything the provider calls an adjustment waits on suspense for a person.
 */
const LINES: {
  types: PayoutTransaction['type'][];
  account: (accounts: AccountMapping) => string;
  text: string;
}[] = [
  { types: ['charge'], account: (a) => a.clearing, text: 'Avräkning av betalningar' },
  { types: ['refund'], account: (a) => a.clearing, text: 'Återbetalningar' },
  { types: ['dispute'], account: (a) => a.disputes, text: 'Tvister (chargebacks)' },
  { types: ['reserve'], account: (a) => a.clearing, text: 'Reserverat av betalväxeln' },
  { types: ['adjustment', 'other'], account: (a) => a.suspense, text: 'Justeringar' },
];

/** Sums per rate the transactions stated, in first-seen order. */
function perRate(transactions: PayoutTransaction[], pick: (t: PayoutTransaction) => number) {
  const totals = new Map<string | undefined, number>();
  for (const t of transactions) totals.set(t.rateToSek, (totals.get(t.rateToSek) ?? 0) + pick(t));
  return [...totals];
}

/**
 * A payout's rows in its own currency: the bank takes the deposit, fees their account, each kind
 * of movement its line (charges, refunds, disputes, reserves, adjustments), and whatever the
 * deposit and its transactions disagree on goes to suspense.
 */
function ratedPayoutRows(payout: CanonicalPayout, accounts: AccountMapping) {
  const warnings: SaleWarning[] = [];
  const rated: RatedRow[] = [];
  const push = (account: string, amount: number, text: string, rateToSek?: string) => {
    const r = row(account, amount, text);
    if (r) rated.push({ row: r, ...(rateToSek ? { rateToSek } : {}) });
  };
  const { currency, transactions } = payout;
  const money = (amount: number) => `${formatMinor(amount, currency)} ${currency}`;
  const facts = { event: 'payout' as const, paymentMethod: payout.source };
  const bank = customAccount(accounts.custom, 'recurring_transactions', facts, accounts.bank);
  const feeAccount = customAccount(accounts.custom, 'fee_lines', facts, accounts.fees);
  push(bank, payout.amount, `Utbetalning ${payout.source} ${payout.sourceId}`);
  for (const [rate, fees] of perRate(transactions, (t) => t.fee)) {
    push(feeAccount, fees, 'Avgifter', rate);
  }
  for (const line of LINES) {
    const settled = transactions.filter((t) => line.types.includes(t.type));
    for (const [rate, amount] of perRate(settled, (t) => t.amount)) {
      push(line.account(accounts), -amount, line.text, rate);
    }
  }
  const adjustments = transactions.filter(
    (t) => (t.type === 'adjustment' || t.type === 'other') && t.amount !== 0,
  );
  if (adjustments.length) {
    const ids = adjustments.map((t) => t.id);
    const shown = ids.length > 10 ? `${ids.slice(0, 10).join(', ')} …` : ids.join(', ');
    const params = {
      count: adjustments.length,
      amount: money(sum(adjustments, (t) => t.amount)),
      account: accounts.suspense,
      transactions: shown,
    };
    warnings.push({
      code: 'payout_adjustment',
      message: `${params.count} adjustments of ${params.amount} wait on ${params.account} for a decision (${shown})`,
      key: 'payout_adjustment',
      params,
    });
  }
  const listed = sum(transactions, (t) => t.amount - t.fee);
  const difference = payout.amount - listed;
  if (difference !== 0) {
    push(accounts.suspense, -difference, 'Avvikelse i utbetalning');
    const params = {
      payout: money(payout.amount),
      listed: money(listed),
      difference: money(difference),
      account: accounts.suspense,
    };
    warnings.push({
      code: 'payout_mismatch',
      message: `The payout is ${params.payout}, its transactions less fees ${params.listed}: ${params.difference} is left on ${params.account} until a person decides`,
      key: 'payout_mismatch',
      params,
    });
  }
  return { rated, warnings };
}

/** The payout's rows in its own currency and what they report, for the summary voucher. */
export function payoutRows(payout: CanonicalPayout, accounts: AccountMapping) {
  const { rated, warnings } = ratedPayoutRows(payout, accounts);
  return { rows: rated.map((r) => r.row), warnings };
}

/**
 * Converts each row to SEK at the rate its transaction settled at (the payout's rate for the
 * bank and suspense lines). What the rates leave unbalanced is the exchange difference, on its
 * own account: a gain when the deposit was worth more than the transactions, else a loss. When
 * every rate is the same, what is left is only rounding.
 */
function inSek(rated: RatedRow[], currency: string, payoutRate: string, accounts: AccountMapping) {
  const rows = mergeRows(
    rated.map((r) =>
      row(
        r.row.account,
        convertMinor(r.row.debit - r.row.credit, currency, r.rateToSek ?? payoutRate),
        r.row.description,
      ),
    ),
  );
  const left = -balanceOf({ rows });
  if (left === 0) return rows;
  const oneRate = rated.every((r) => !r.rateToSek || r.rateToSek === payoutRate);
  if (oneRate) return [...rows, row(accounts.rounding, left, 'Öresavrundning')!];
  return left < 0
    ? [...rows, row(accounts.exchangeGain, left, 'Valutakursvinst')!]
    : [...rows, row(accounts.exchangeLoss, left, 'Valutakursförlust')!];
}

/**
 * One voucher per payout (DOMAIN.md): bank debit the deposit, clearing credit the gross sales
 * settled, fees, refunds and disputes on their own lines, in SEK at the provider's rates with the
 * exchange difference on its own account. A deposit that does not equal its transactions leaves
 * the difference on suspense, reported with the amounts.
 */
export function postPayout(
  payout: CanonicalPayout,
  accounts: AccountMapping,
  options: PostingOptions = {},
): Posting {
  const built = ratedPayoutRows(payout, accounts);
  const warnings = [...payout.warnings, ...built.warnings];
  let currency = payout.currency;
  let rows = mergeRows(built.rated.map((r) => r.row));
  const payoutRate = options.rateToSek ?? payout.rateToSek;
  if (currency !== 'SEK') {
    if (payoutRate) {
      rows = inSek(built.rated, currency, payoutRate, accounts);
      currency = 'SEK';
    } else {
      warnings.push(rateMissing(currency));
    }
  }
  return {
    documents: [
      {
        type: 'voucher',
        date: payout.date,
        description: `Utbetalning ${payout.sourceId}`,
        currency,
        rows,
      },
    ],
    warnings,
  };
}
