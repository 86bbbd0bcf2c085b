import ExcelJS from 'exceljs';
import type { ReportDocument, ReportTable } from './report-document';

/** Kronor with two decimals and a thousands separator; Excel shows it in the reader's locale. */
export const AMOUNT_FORMAT = '#,##0.00;-#,##0.00';
export const PERCENT_FORMAT = '0.0%';

/** The rows above a table: title, company, period, a note; the header row is frozen under them. */
const HEADER_ROW = 5;

/** Excel's rules for sheet names: at most 31 characters, none of []:*?/\ and unique. */
function sheetName(title: string, taken: Set<string>): string {
  const base =
    title
      .replace(/[[\]:*?/\\]/g, ' ')
      .slice(0, 31)
      .trim() || 'Sheet';
  let name = base;
  for (let n = 2; taken.has(name.toLowerCase()); n++) {
    const suffix = ` (${n})`;
    name = `${base.slice(0, 31 - suffix.length)}${suffix}`;
  }
  taken.add(name.toLowerCase());
  return name;
}

function addSheet(book: ExcelJS.Workbook, doc: ReportDocument, table: ReportTable, name: string) {
  const sheet = book.addWorksheet(name, {
    views: [{ state: 'frozen', ySplit: HEADER_ROW, xSplit: 0 }],
    pageSetup: { paperSize: 9, orientation: 'portrait', fitToPage: true, fitToWidth: 1 },
  });
  sheet.columns = table.columns.map((c, i) => ({
    width: i === 0 ? 48 : c.kind === 'text' ? 24 : 18,
  }));
  sheet.getCell('A1').value = table.title;
  sheet.getCell('A1').font = { bold: true, size: 14 };
  sheet.getCell('A2').value = doc.company;
  sheet.getCell('A3').value = doc.period;
  if (table.note) sheet.getCell('A4').value = table.note;
  sheet.getCell('A4').font = { italic: true, color: { argb: 'FF555555' } };

  const header = sheet.getRow(HEADER_ROW);
  header.values = table.columns.map((c) => c.header);
  header.font = { bold: true };
  table.columns.forEach((c, i) => {
    const cell = header.getCell(i + 1);
    cell.alignment = { horizontal: c.kind === 'text' ? 'left' : 'right', wrapText: true };
    cell.border = { bottom: { style: 'thin' } };
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE9EEF3' } };
  });

  table.rows.forEach((row, r) => {
    const line = sheet.getRow(HEADER_ROW + 1 + r);
    const style = row.style ?? 'normal';
    table.columns.forEach((column, i) => {
      const cell = line.getCell(i + 1);
      const value = row.cells[i] ?? null;
      if (typeof value === 'number' && column.kind === 'amount') {
        cell.value = value / 100;
        cell.numFmt = AMOUNT_FORMAT;
      } else if (typeof value === 'number' && column.kind === 'percent') {
        cell.value = value / 100;
        cell.numFmt = PERCENT_FORMAT;
      } else {
        cell.value = value;
      }
      if (i === 0 && row.indent) cell.alignment = { indent: row.indent };
      if (style !== 'normal') cell.font = { bold: true };
      if (style === 'total') cell.border = { top: { style: 'thin' } };
    });
  });
}

/** The report as a workbook: one sheet per section, amounts as numbers in kronor. */
export async function renderXlsx(doc: ReportDocument): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = doc.company;
  book.title = doc.title;
  book.created = doc.generatedAt;
  book.modified = doc.generatedAt;
  const taken = new Set<string>();
  for (const table of doc.sections) addSheet(book, doc, table, sheetName(table.title, taken));
  if (doc.sections.length === 0) book.addWorksheet(sheetName(doc.title, taken));
  return Buffer.from(await book.xlsx.writeBuffer());
}
