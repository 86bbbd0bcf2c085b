import { BUDGET_ACCOUNTS, BUDGET_AMOUNT_MAX } from '@portal/contracts/schemas/budgets';
import { withDetail } from '../../http/http-error';

/**
 * The figures of a budget as typed in the grid or read from a file: an account and one amount
 * per period, in kronor. Each row is checked and a bad one is named by its row, so the person
 * can find it; nothing is kept until every row is right.
 */
export interface RawRow {
  /** the row's number as the person sees it (the file's line, the grid's row) */
  row: number;
  account: string;
  amounts: (string | null)[];
}

export interface LineAmount {
  account: number;
  period: number;
  /** öre */
  amount: number;
}

const refuse = (key: string, params: Record<string, string | number>) =>
  withDetail(400, 'validation_error', `planning.errors.${key}`, params);

/** "1 234,50", "-1234.5", "+200", "−75" → öre; "" → null; anything else → undefined. */
export function parseKronor(text: string | null): number | null | undefined {
  if (text === null) return null;
  const plain = text
    .replace(/[\s\u00a0\u202f']/g, '')
    .replace(/^\+/, '')
    .replace(/^\u2212/, '-');
  if (plain === '') return null;
  const match = /^(-?)(\d{1,12})(?:[.,](\d{1,2}))?$/.exec(plain);
  if (!match) return undefined;
  const [, sign, whole, fraction = ''] = match;
  const ore = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (Number(whole) > BUDGET_AMOUNT_MAX) return undefined;
  return sign && ore !== 0 ? -ore : ore;
}

/** "3010" or "3010 Försäljning" → 3010, when a result account. */
function parseAccount(text: string): number | undefined {
  const match = /^(\d{4})(?:\s.*)?$/.exec(text.trim());
  const account = match ? Number(match[1]) : Number.NaN;
  return account >= BUDGET_ACCOUNTS.from && account <= BUDGET_ACCOUNTS.to ? account : undefined;
}

/** Every row checked; the first bad one refuses the whole. */
export function checkRows(rows: readonly RawRow[], periods: number): LineAmount[] {
  const seen = new Map<number, number>();
  const lines: LineAmount[] = [];
  for (const raw of rows) {
    const account = parseAccount(raw.account);
    if (account === undefined)
      throw refuse('row_account', { row: raw.row, value: raw.account.trim().slice(0, 40) });
    const first = seen.get(account);
    if (first !== undefined) throw refuse('row_duplicate', { row: raw.row, account, first });
    seen.set(account, raw.row);
    const extra = raw.amounts.slice(periods).filter((a) => a !== null && a.trim() !== '');
    if (extra.length) throw refuse('row_columns', { row: raw.row, periods });
    raw.amounts.slice(0, periods).forEach((text, i) => {
      const amount = parseKronor(text);
      if (amount === undefined)
        throw refuse('row_amount', {
          row: raw.row,
          period: i + 1,
          value: (text ?? '').trim().slice(0, 40),
        });
      if (amount !== null) lines.push({ account, period: i + 1, amount });
    });
  }
  return lines;
}
