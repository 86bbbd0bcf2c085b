import { formatMinor } from '@portal/connectors/money';
import type { StatementAccount, StatementRow } from '@portal/contracts/schemas/financial-reports';
import { groupOf } from './bas-structure';
import type { LayoutLine } from './bas-structure';

/** One column of a statement, in öre with the sign the statement shows. */
export interface Column {
  /** per account number, its amount on the line the layout puts it */
  accounts: Map<number, number>;
  /** lines the layout computes (the year's result not yet booked, cash at start and end) */
  computed: Record<string, { amount: number; accounts?: Map<number, number> }>;
}

export interface Line {
  amount: number;
  accounts: Map<number, number>;
}

const sek = (ore: number) => formatMinor(ore, 'SEK');

/** Each line's amount and accounts: groups sum their accounts, sums their lines. */
export function evaluate(layout: readonly LayoutLine[], column: Column): Map<string, Line> {
  const lines = new Map<string, Line>();
  const lineOf = (code: string) => {
    let line = lines.get(code);
    if (!line) lines.set(code, (line = { amount: 0, accounts: new Map() }));
    return line;
  };
  for (const [account, amount] of column.accounts) {
    const code = groupOf(layout, account);
    if (code === undefined || amount === 0) continue;
    const line = lineOf(code);
    line.amount += amount;
    line.accounts.set(account, amount);
  }
  for (const [code, { amount, accounts }] of Object.entries(column.computed)) {
    lines.set(code, { amount, accounts: accounts ?? new Map() });
  }
  for (const line of layout) {
    if (line.type !== 'sum') continue;
    lineOf(line.code).amount = line.of.reduce((s, code) => s + (lines.get(code)?.amount ?? 0), 0);
  }
  return lines;
}

/**
 * The statement's rows: every heading and sum, the groups that hold an account in either
 * column (computed groups always), each with its accounts by number. A column that cannot be
 * told (null) shows no amounts.
 */
export function buildRows(
  layout: readonly LayoutLine[],
  current: Column | null,
  compare: Column | null,
  names: Map<number, string>,
): StatementRow[] {
  const now = current && evaluate(layout, current);
  const before = compare && evaluate(layout, compare);
  const amountOf = (lines: Map<string, Line> | null, code: string) =>
    lines ? sek(lines.get(code)?.amount ?? 0) : null;
  const rows: StatementRow[] = [];
  for (const line of layout) {
    const base = { type: line.type, code: line.code, label: `financials.bas.${line.code}` };
    if (line.type === 'heading') {
      rows.push({ ...base, level: line.level, amount: null, compare: null, accounts: [] });
      continue;
    }
    const numbers = [
      ...new Set([
        ...(now?.get(line.code)?.accounts.keys() ?? []),
        ...(before?.get(line.code)?.accounts.keys() ?? []),
      ]),
    ].sort((a, b) => a - b);
    const isComputed = line.type === 'group' && 'computed' in line;
    if (line.type === 'group' && !isComputed && numbers.length === 0) continue;
    const accounts: StatementAccount[] = numbers.map((account) => ({
      account,
      name: names.get(account) ?? '',
      amount: now ? sek(now.get(line.code)?.accounts.get(account) ?? 0) : null,
      compare: before ? sek(before.get(line.code)?.accounts.get(account) ?? 0) : null,
    }));
    rows.push({
      ...base,
      level: line.level,
      amount: amountOf(now, line.code),
      compare: amountOf(before, line.code),
      accounts,
    });
  }
  return rows;
}
