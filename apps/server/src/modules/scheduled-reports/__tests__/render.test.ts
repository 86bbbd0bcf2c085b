import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { formatAmount, formatPercent } from '../report-document';
import { renderPdf } from '../render-pdf';
import { AMOUNT_FORMAT, PERCENT_FORMAT, renderXlsx } from '../render-xlsx';
import { handMadeDocument, pdfPageCount, pdfText } from './report-fixtures';

describe('amounts and percentages', () => {
  it('shows öre as kronor the Swedish and the British way', () => {
    expect(formatAmount(123_456_789, 'sv')).toBe('1\u00a0234\u00a0567,89');
    expect(formatAmount(-5_000, 'sv')).toBe('-50,00');
    expect(formatAmount(123_456_789, 'en')).toBe('1,234,567.89');
    expect(formatAmount(-5, 'en')).toBe('-0.05');
    expect(formatPercent(12.5, 'sv')).toBe('12,5\u00a0%');
    expect(formatPercent(-3, 'en')).toBe('-3.0%');
  });
});

describe('renderPdf', () => {
  it('is an A4 PDF with the company, the period, the figures and page numbers', async () => {
    const pdf = await renderPdf(handMadeDocument('sv'));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');
    const text = pdfText(pdf);
    expect(text).toContain('Balansräkning');
    expect(text).toContain('Norrsken Handel AB');
    expect(text).toContain('2026-10-01 – 2026-10-31');
    expect(text).toContain('1930 Företagskonto');
    expect(text).toContain('1\u00a0234\u00a0567,89');
    expect(text).toContain('-50,00');
    expect(text).toContain('Året 2025 är känt bara genom sina summor.');
    expect(text).toContain('Sida 1 av 1');
  });

  it('breaks a long table over pages, repeating headers and numbering every page', async () => {
    const pdf = await renderPdf(handMadeDocument('en', 160));
    const pages = pdfPageCount(pdf);
    expect(pages).toBeGreaterThanOrEqual(3);
    const text = pdfText(pdf);
    for (let page = 1; page <= pages; page++) expect(text).toContain(`Page ${page} of ${pages}`);
    expect(text).toContain('Kostnader per konto (cont.)');
    // every page carries the company in its header
    expect(text.split('Norrsken Handel AB').length - 1).toBeGreaterThanOrEqual(pages);
    expect(text).toContain('4159 Inköp av varor nummer 160');
    expect(text).toContain(formatAmount(-160 * 123_456, 'en'));
  });

  it('keeps characters the standard fonts lack off the page', async () => {
    const doc = handMadeDocument('sv');
    doc.company = 'Łódź → AB';
    const text = pdfText(await renderPdf(doc));
    expect(text).toContain('?ód? - AB');
  });
});

describe('renderXlsx', () => {
  async function read(buffer: Buffer) {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(buffer as unknown as ArrayBuffer);
    return book;
  }

  it('has one sheet per section with amounts as kronor, bold totals and a frozen header', async () => {
    const book = await read(await renderXlsx(handMadeDocument('sv')));
    expect(book.worksheets.map((s) => s.name)).toEqual(['Tillgångar', 'Kostnader per konto']);
    const sheet = book.getWorksheet('Tillgångar')!;
    expect(sheet.getCell('A1').value).toBe('Tillgångar');
    expect(sheet.getCell('A2').value).toBe('Norrsken Handel AB');
    expect(sheet.getCell('A3').value).toBe('2026-10-01 – 2026-10-31');
    expect(sheet.getRow(5).values).toEqual([undefined, 'Konto', 'Belopp']);
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 5 });
    const bank = sheet.getRow(7);
    expect(bank.getCell(1).value).toBe('1930 Företagskonto');
    expect(bank.getCell(2).value).toBe(1_234_567.89);
    expect(bank.getCell(2).numFmt).toBe(AMOUNT_FORMAT);
    const total = sheet.getRow(9);
    expect(total.getCell(1).value).toBe('Summa tillgångar');
    expect(total.getCell(2).value).toBe(1_234_517.89);
    expect(total.getCell(2).font?.bold).toBe(true);
    expect(bank.getCell(2).font?.bold).toBeFalsy();
    const costs = book.getWorksheet('Kostnader per konto')!;
    expect(costs.getRow(7).getCell(3).value).toBe(0.025);
    expect(costs.getRow(7).getCell(3).numFmt).toBe(PERCENT_FORMAT);
  });

  it('names sheets as Excel allows: short, without []:*?/\\, unique', async () => {
    const doc = handMadeDocument('en');
    doc.sections[0]!.title = 'Budget vs actual: 2026/Q1 [all accounts] and more';
    doc.sections[1]!.title = doc.sections[0]!.title;
    const book = await read(await renderXlsx(doc));
    const names = book.worksheets.map((s) => s.name);
    expect(names[0]).toBe('Budget vs actual  2026 Q1  all');
    expect(names[1]).toHaveLength(31);
    expect(names[1]!.endsWith(' (2)')).toBe(true);
  });
});
