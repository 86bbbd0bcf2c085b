import type {
  ConsolidatedReport,
  ConsolidatedRow,
} from '@portal/contracts/schemas/consolidated-reports';

/** A line of the report as the table and the spreadsheet show it: a row or one of its accounts. */
export interface ConsolidatedLine {
  key: string;
  row: ConsolidatedRow;
  account: { account: number; name: string } | null;
  amounts: string[] | null;
  total: string | null;
}

export function consolidatedLines(
  report: ConsolidatedReport,
  expanded: (code: string) => boolean = () => true,
): ConsolidatedLine[] {
  const lines: ConsolidatedLine[] = [];
  for (const row of report.rows) {
    lines.push({ key: row.code, row, account: null, amounts: row.amounts, total: row.total });
    if (row.type !== 'group' || !expanded(row.code)) continue;
    for (const a of row.accounts) {
      lines.push({
        key: `${row.code}:${a.account}`,
        row,
        account: { account: a.account, name: a.name },
        amounts: a.amounts,
        total: a.total,
      });
    }
  }
  return lines;
}
