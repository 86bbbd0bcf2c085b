import { BUDGET_ACCOUNTS_MAX } from '@portal/contracts/schemas/budgets';
import ExcelJS from 'exceljs';
import { withDetail } from '../../http/http-error';
import type { RawRow } from './budget-lines';

/**
 * An imported budget file as rows: CSV (semicolon, comma or tab separated, UTF-8 or the
 * Windows-1252 Excel writes on Swedish Windows) or an Excel workbook's first sheet. Columns:
 * account; period 1; …; period N. A first row whose account is not a number is a header.
 */
const refuse = (key: string, params?: Record<string, string | number>) =>
  withDetail(400, 'validation_error', `planning.errors.${key}`, params);

const ZIP = [0x50, 0x4b, 0x03, 0x04];

function decodeText(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** One CSV line's cells: quotes may hold the separator and doubled quotes. */
function splitLine(line: string, separator: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quoted && c === '"' && line[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (c === separator && !quoted) {
      cells.push(cell);
      cell = '';
    } else {
      cell += c;
    }
  }
  cells.push(cell);
  return cells;
}

function csvRows(text: string): string[][] {
  const lines = text.split(/\r\n|\n|\r/);
  const first = lines.find((l) => l.trim() !== '') ?? '';
  const separator = first.includes(';') ? ';' : first.includes('\t') ? '\t' : ',';
  return lines.map((line) => splitLine(line, separator));
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isInteger(value) ? String(value) : value.toFixed(2);
  if (typeof value === 'string') return value;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object' && 'result' in value)
    return cellText(value.result as ExcelJS.CellValue);
  if (typeof value === 'object' && 'richText' in value)
    return value.richText.map((r) => r.text).join('');
  if (typeof value === 'object' && 'text' in value) return String(value.text);
  return String(value);
}

async function workbookRows(bytes: Buffer): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw refuse('file_unreadable');
  }
  const sheet = book.worksheets[0];
  if (!sheet) return [];
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    const values = row.values as ExcelJS.CellValue[];
    rows[number - 1] = values.slice(1).map(cellText);
  });
  return Array.from(rows, (r) => r ?? []);
}

/** The file's rows with their line numbers; empty lines and a header left out. */
export async function readBudgetFile(bytes: Buffer): Promise<RawRow[]> {
  const isWorkbook = ZIP.every((b, i) => bytes[i] === b);
  const table = isWorkbook ? await workbookRows(bytes) : csvRows(decodeText(bytes));
  const rows: RawRow[] = [];
  table.forEach((cells, i) => {
    if (cells.every((c) => c.trim() === '')) return;
    const [account = '', ...amounts] = cells;
    const header = rows.length === 0 && !/^\s*\d/.test(account);
    if (header) return;
    rows.push({ row: i + 1, account, amounts: amounts.map((a) => a.trim() || null) });
  });
  if (!rows.length) throw refuse('file_empty');
  if (rows.length > BUDGET_ACCOUNTS_MAX)
    throw refuse('file_too_many', { max: BUDGET_ACCOUNTS_MAX });
  return rows;
}
