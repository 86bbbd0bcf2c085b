import { EXPORT_MAX_COLUMNS, EXPORT_MAX_ROWS } from '@portal/contracts/schemas/sales';

export type Cell = string | number;

/** SPEC §9 defaults. */
export const DEFAULT_SHEET_NAME = 'Sheet1';
export const DEFAULT_FILE_NAME = 'data.xls';

/**
 * The sheet's cells: the header row then the rows, cut at SPEC §9's 1,000 columns and
 * 1,000,000 rows; `truncated` says whether anything was left out.
 */
export function sheetCells(headers: readonly Cell[], rows: readonly (readonly Cell[])[]) {
  const width = Math.min(headers.length, EXPORT_MAX_COLUMNS);
  const kept = rows.slice(0, EXPORT_MAX_ROWS);
  const cells = [headers.slice(0, width), ...kept.map((row) => row.slice(0, width))];
  const truncated = headers.length > width || rows.length > kept.length;
  return { cells, truncated };
}

/**
 * Writes the cells as a spreadsheet download. The spreadsheet library (SheetJS) is loaded only
 * here, when someone exports: never with the screens. `.xls` files are Excel 97–2003 (BIFF8).
 */
export async function writeSpreadsheet(
  cells: readonly (readonly Cell[])[],
  fileName = DEFAULT_FILE_NAME,
  sheetName = DEFAULT_SHEET_NAME,
) {
  const XLSX = await import('@e965/xlsx');
  const sheet = XLSX.utils.aoa_to_sheet(cells as Cell[][]);
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, sheetName);
  XLSX.writeFile(book, fileName, { bookType: fileName.endsWith('.xls') ? 'biff8' : 'xlsx' });
}
