import type { Statement, StatementRow } from '@portal/contracts/schemas/financial-reports';

/** One line of a statement as a table or a spreadsheet shows it: a row or one of its accounts. */
export interface StatementLine {
  key: string;
  row: StatementRow;
  /** set on an account's line */
  account: { account: number; name: string } | null;
  amount: string | null;
  compare: string | null;
}

/** Every row, each group followed by its accounts when `expanded` says so (all by default). */
export function statementLines(
  statement: Statement,
  expanded: (code: string) => boolean = () => true,
): StatementLine[] {
  const lines: StatementLine[] = [];
  for (const row of statement.rows) {
    lines.push({ key: row.code, row, account: null, amount: row.amount, compare: row.compare });
    if (row.type !== 'group' || !expanded(row.code)) continue;
    for (const a of row.accounts) {
      lines.push({
        key: `${row.code}:${a.account}`,
        row,
        account: { account: a.account, name: a.name },
        amount: a.amount,
        compare: a.compare,
      });
    }
  }
  return lines;
}

/** A cell of the spreadsheet: kronor as numbers, so they sum in Excel; nothing as empty. */
export const sheetAmount = (value: string | null) => (value === null ? '' : Number(value));
