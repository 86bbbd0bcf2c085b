import { translate } from '@portal/contracts/i18n/resources';
import type { ReportDocument, ReportRow, ReportTable } from './report-document';
import { cellText } from './report-document';

type Pdf = PDFKit.PDFDocument;

/** A4 portrait; the header and footer sit in the margins. */
const PAGE = { left: 50, right: 545, top: 78, bottom: 780 };
const WIDTH = PAGE.right - PAGE.left;
const FONT_SIZE = 9;
const ROW_GAP = 4;
const NUMBER_WIDTH = { amount: 88, percent: 58 };

/** The standard PDF fonts know Latin-1 and a few more: nothing else reaches the page. */
const plain = (text: string) => text.replace(/→/g, '-').replace(/[^\u0020-\u00ff–—‘’“”…]/g, '?');

/** Column x positions: numbers fixed at the right, the first (text) column takes the rest. */
function layout(table: ReportTable) {
  // a statement beside its comparison has room for a whole period in its headers
  const wide = table.columns.length <= 3 ? 1.25 : 1;
  const numbers = table.columns
    .slice(1)
    .map((c) => (c.kind === 'text' ? 90 : NUMBER_WIDTH[c.kind] * wide));
  const used = numbers.reduce((a, b) => a + b, 0);
  const scale = used > WIDTH - 160 ? (WIDTH - 160) / used : 1;
  const widths = [WIDTH - used * scale, ...numbers.map((w) => w * scale)];
  const xs = widths.map((_, i) => PAGE.left + widths.slice(0, i).reduce((a, b) => a + b, 0));
  return { widths, xs };
}

function font(pdf: Pdf, bold: boolean, size = FONT_SIZE) {
  pdf.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(size);
}

function rowHeight(pdf: Pdf, texts: string[], widths: number[], indent: number) {
  const heights = texts.map((text, i) =>
    pdf.heightOfString(text || ' ', { width: widths[i]! - 4 - (i === 0 ? indent : 0) }),
  );
  return Math.max(...heights) + ROW_GAP;
}

function drawCells(pdf: Pdf, table: ReportTable, texts: string[], y: number, indent: number) {
  const { widths, xs } = layout(table);
  texts.forEach((text, i) => {
    const left = i === 0 ? indent : 0;
    pdf.text(text, xs[i]! + left, y, {
      width: widths[i]! - 4 - left,
      align: table.columns[i]!.kind === 'text' ? 'left' : 'right',
      lineBreak: true,
    });
  });
}

/** The column headers, with a rule under them: at the top of a table and of each new page. */
function drawHeader(pdf: Pdf, table: ReportTable, y: number): number {
  font(pdf, true);
  const texts = table.columns.map((c) => plain(c.header));
  const { widths } = layout(table);
  const height = rowHeight(pdf, texts, widths, 0);
  drawCells(pdf, table, texts, y, 0);
  const rule = y + height - 2;
  pdf.moveTo(PAGE.left, rule).lineTo(PAGE.right, rule).lineWidth(0.7).stroke();
  return y + height + 2;
}

function drawRow(pdf: Pdf, doc: ReportDocument, table: ReportTable, row: ReportRow, y: number) {
  const style = row.style ?? 'normal';
  font(pdf, style !== 'normal');
  const texts = table.columns.map((column, i) =>
    plain(cellText(row.cells[i] ?? null, column, doc.locale)),
  );
  const indent = (row.indent ?? 0) * 10;
  if (style === 'total') {
    pdf
      .moveTo(PAGE.left, y - 1)
      .lineTo(PAGE.right, y - 1)
      .lineWidth(0.5)
      .stroke();
  }
  drawCells(pdf, table, texts, y + (style === 'total' ? 2 : 0), indent);
}

function newPage(pdf: Pdf): number {
  pdf.addPage();
  return PAGE.top;
}

function drawTable(pdf: Pdf, doc: ReportDocument, table: ReportTable, start: number): number {
  const t = (key: string, params?: Record<string, string>) =>
    plain(translate(doc.locale, `schedules.report.${key}`, params));
  let y = start;
  // a title with nothing under it does not end a page
  if (y + 80 > PAGE.bottom) y = newPage(pdf);
  font(pdf, true, 12);
  pdf.text(plain(table.title), PAGE.left, y, { width: WIDTH });
  y = pdf.y + 2;
  if (table.note) {
    font(pdf, false, 8);
    pdf.fillColor('#555555').text(plain(table.note), PAGE.left, y, { width: WIDTH });
    pdf.fillColor('black');
    y = pdf.y + 2;
  }
  y = drawHeader(pdf, table, y + 4);
  const { widths } = layout(table);
  for (const row of table.rows) {
    font(pdf, (row.style ?? 'normal') !== 'normal');
    const texts = table.columns.map((c, i) => plain(cellText(row.cells[i] ?? null, c, doc.locale)));
    const height =
      rowHeight(pdf, texts, widths, (row.indent ?? 0) * 10) + (row.style === 'total' ? 2 : 0);
    if (y + height > PAGE.bottom) {
      y = newPage(pdf);
      font(pdf, true, 10);
      pdf.text(t('continued', { title: plain(table.title) }), PAGE.left, y, { width: WIDTH });
      y = drawHeader(pdf, table, pdf.y + 4);
    }
    drawRow(pdf, doc, table, row, y);
    y += height;
  }
  if (table.rows.length === 0) {
    font(pdf, false);
    pdf.text(t('no_rows'), PAGE.left, y, { width: WIDTH });
    y = pdf.y;
  }
  return y + 18;
}

/** Company and period at the top of every page, "Page n of m" at the bottom. */
function drawFrames(pdf: Pdf, doc: ReportDocument) {
  const range = pdf.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    pdf.switchToPage(range.start + i);
    const margins = pdf.page.margins;
    pdf.page.margins = { ...margins, top: 0, bottom: 0 };
    font(pdf, true, 9);
    pdf.text(plain(doc.company), PAGE.left, 40, { width: WIDTH / 2 });
    font(pdf, false, 9);
    pdf.text(plain(doc.period), PAGE.left + WIDTH / 2, 40, { width: WIDTH / 2, align: 'right' });
    pdf.moveTo(PAGE.left, 56).lineTo(PAGE.right, 56).lineWidth(0.5).stroke();
    font(pdf, false, 8);
    const page = translate(doc.locale, 'schedules.report.page', {
      page: i + 1,
      pages: range.count,
    });
    pdf.text(plain(page), PAGE.left, 805, { width: WIDTH, align: 'right' });
    pdf.text(plain(doc.title), PAGE.left, 805, { width: WIDTH / 2 });
    pdf.page.margins = margins;
  }
}

/**
 * The report as an A4 PDF. Uncompressed, so its text can be read back (tests, mail clients'
 * search). pdfkit loads only when a PDF is asked for.
 */
export async function renderPdf(doc: ReportDocument): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const pdf = new PDFDocument({
    size: 'A4',
    margins: { top: PAGE.top, bottom: 841.89 - PAGE.bottom, left: PAGE.left, right: 50 },
    compress: false,
    bufferPages: true,
    info: { Title: plain(doc.title), Author: plain(doc.company), CreationDate: doc.generatedAt },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  font(pdf, true, 18);
  pdf.text(plain(doc.title), PAGE.left, PAGE.top, { width: WIDTH });
  font(pdf, false, 10);
  if (doc.subtitle) pdf.text(plain(doc.subtitle), { width: WIDTH });
  pdf.text(plain(`${doc.company} · ${doc.period}`), { width: WIDTH });
  let y = pdf.y + 16;
  for (const table of doc.sections) y = drawTable(pdf, doc, table, y);
  drawFrames(pdf, doc);
  pdf.end();
  return finished;
}
