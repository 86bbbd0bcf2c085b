import bwipjs from 'bwip-js/node';
import type { LabelContent } from './label-content';

type Doc = PDFKit.PDFDocument;

/** A6 in PDF points (1 mm = 72 / 25.4 pt): 105 × 148 mm, a quarter of A4. */
const A6 = { width: 297.64, height: 419.53 };
const A4 = { width: 595.28, height: 841.89 };

/** The standard PDF fonts know Latin-1: nothing else reaches the page. */
const plain = (text: string) => text.replace(/[^\u0020-\u00ff–—‘’“”…]/g, '?');

/** Code 128 as vector bars, `width` points wide. */
function barcode(doc: Doc, value: string, x: number, y: number, width: number, height: number) {
  const [symbol] = bwipjs.raw('code128', value, {}) as Array<{ sbs: number[] }>;
  const modules = symbol!.sbs.reduce((sum, w) => sum + w, 0);
  const unit = width / modules;
  let at = x;
  symbol!.sbs.forEach((w, i) => {
    if (i % 2 === 0) doc.rect(at, y, w * unit, height).fill('black');
    at += w * unit;
  });
}

function block(doc: Doc, title: string, lines: string[], x: number, y: number, width: number) {
  doc.font('Helvetica-Bold').fontSize(6).text(title, x, y, { width });
  doc.font('Helvetica').fontSize(8);
  lines.forEach((line, i) => doc.text(plain(line), x, y + 8 + i * 9, { width, lineBreak: false }));
  return y + 8 + lines.length * 9;
}

/** One label in the A6 box whose top left corner is (x, y). */
function drawLabel(doc: Doc, label: LabelContent, x: number, y: number) {
  const pad = 10;
  const inner = A6.width - 2 * pad;
  doc
    .lineWidth(1)
    .rect(x + 4, y + 4, A6.width - 8, A6.height - 8)
    .stroke('black');
  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(plain(label.carrier), x + pad, y + pad, { width: inner });
  doc
    .font('Helvetica')
    .fontSize(8)
    .text(plain(label.service), x + pad, y + pad + 19, { width: inner });
  doc
    .font('Helvetica-Bold')
    .fontSize(12)
    .text(label.routing, x + pad, y + pad, { width: inner, align: 'right' });
  doc
    .moveTo(x + 4, y + 48)
    .lineTo(x + A6.width - 4, y + 48)
    .stroke();
  let at = block(doc, 'FRÅN / FROM', label.sender, x + pad, y + 54, inner);
  doc
    .moveTo(x + 4, at + 4)
    .lineTo(x + A6.width - 4, at + 4)
    .stroke();
  at = block(doc, 'TILL / TO', label.receiver, x + pad, at + 10, inner);
  if (label.servicePoint.length > 0) {
    doc
      .moveTo(x + 4, at + 4)
      .lineTo(x + A6.width - 4, at + 4)
      .stroke();
    at = block(
      doc,
      'UTLÄMNINGSSTÄLLE / SERVICE POINT',
      label.servicePoint,
      x + pad,
      at + 10,
      inner,
    );
  }
  const details = `${label.date}   ${label.weight}   Order ${label.orderNumber}`;
  doc
    .font('Helvetica')
    .fontSize(7)
    .text(plain(details), x + pad, y + A6.height - 132, { width: inner });
  barcode(doc, label.trackingNumber, x + pad + 6, y + A6.height - 118, inner - 12, 70);
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .text(label.trackingNumber, x + pad, y + A6.height - 42, { width: inner, align: 'center' });
}

async function render(size: 'A4' | 'A6', draw: (doc: Doc) => void): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  // uncompressed so tests (and people) can read the text back
  const doc = new PDFDocument({
    size,
    margin: 0,
    compress: false,
    autoFirstPage: false,
    info: { Title: 'Shipping label', Author: 'Sendcloud' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return done;
}

/** One 105 × 148 mm page per parcel, for a label printer. */
export function labelPrinterPdf(labels: LabelContent[]): Promise<Buffer> {
  return render('A6', (doc) => {
    for (const label of labels) {
      doc.addPage({ size: [A6.width, A6.height], margin: 0 });
      drawLabel(doc, label, 0, 0);
    }
  });
}

/**
 * A4 sheets of four labels for an office printer, filled from `startFrom` (0 top left, 1 top
 * right, 2 bottom left, 3 bottom right) as Sendcloud's normal_printer does.
 */
export function normalPrinterPdf(labels: LabelContent[], startFrom = 0): Promise<Buffer> {
  return render('A4', (doc) => {
    labels.forEach((label, i) => {
      const slot = (startFrom + i) % 4;
      if (i === 0 || slot === 0) doc.addPage({ size: 'A4', margin: 0 });
      const x = slot % 2 === 0 ? 0 : A4.width / 2;
      const y = slot < 2 ? 0 : A4.height / 2;
      drawLabel(doc, label, x, y);
    });
  });
}
