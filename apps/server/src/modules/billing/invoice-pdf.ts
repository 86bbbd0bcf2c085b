import { formatMinor } from '@portal/connectors/money';
import { translate } from '@portal/contracts/i18n/resources';
import type { AppLocale } from '@portal/contracts/i18n/resources';
import type { CompanyRow } from '../../db/schema/companies';
import type { InvoiceRow } from '../../db/schema/billing';
import type { BillingLine } from './generate-invoices';

/** The portal's own company, the seller on every invoice (made-up identifiers). */
export const SELLER = {
  name: 'Bokföringsportalen AB',
  orgNumber: '559412-0736',
  vatNumber: 'SE559412073601',
  address: 'Sveavägen 44',
  zipCity: '111 34 Stockholm',
  email: 'faktura@bokforingsportalen.se',
  bankgiro: '5391-8264',
};

/** "1 234,50 kr" / "SEK 1,234.50", with characters the PDF's standard font has. */
export function pdfMoney(minor: number, locale: AppLocale): string {
  const [whole, fraction] = formatMinor(minor, 'SEK').split('.') as [string, string];
  const negative = whole.startsWith('-');
  const digits = negative ? whole.slice(1) : whole;
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, locale === 'sv' ? ' ' : ',');
  const sign = negative ? '-' : '';
  return locale === 'sv' ? `${sign}${grouped},${fraction} kr` : `${sign}SEK ${grouped}.${fraction}`;
}

/** The standard PDF fonts know Latin-1 and a few more: nothing else reaches the page. */
const plain = (text: string) => text.replace(/→/g, '-').replace(/[^\u0020-\u00ff–—‘’“”…]/g, '?');

export function invoiceFileName(number: number, locale: AppLocale): string {
  return `${translate(locale, 'billing.pdf.file')}-${number}.pdf`;
}

/**
 * The invoice as a PDF (A4), in the company owner's language. Uncompressed, so its text can be
 * read back (tests, text search in mail clients). pdfkit loads only when a PDF is asked for.
 */
export async function invoicePdf(
  invoice: InvoiceRow,
  company: CompanyRow,
  locale: AppLocale,
): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const t = (key: string, params?: Record<string, string | number>) =>
    plain(translate(locale, `billing.pdf.${key}`, params));
  const money = (minor: number) => pdfMoney(minor, locale);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    compress: false,
    info: { Title: `${t('title')} ${invoice.number}`, Author: SELLER.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = 50;
  const right = 545;
  doc.font('Helvetica-Bold').fontSize(18).text(SELLER.name, left, 50);
  doc.fontSize(22).text(`${t('title')} ${invoice.number}`, left, 50, { align: 'right' });

  // seller and buyer side by side
  doc.font('Helvetica-Bold').fontSize(10).text(t('seller'), left, 100);
  doc.font('Helvetica').fontSize(10);
  doc.text(plain(SELLER.name)).text(SELLER.address).text(SELLER.zipCity);
  doc.text(`${t('org_number')} ${SELLER.orgNumber}`).text(`${t('vat_number')} ${SELLER.vatNumber}`);
  doc.text(t('f_tax'));
  doc.font('Helvetica-Bold').text(t('buyer'), 320, 100);
  doc.font('Helvetica');
  const buyer = [
    company.name,
    company.billingAddress || company.addressLine1,
    `${company.zipCode} ${company.city}`.trim(),
    `${t('org_number')} ${company.organizationNumber}`,
    company.invoiceEmail || company.billingEmail,
  ].filter((line) => line.trim() !== '');
  for (const line of buyer) doc.text(plain(line), 320);

  // the invoice's dates and terms
  let y = 215;
  const facts: [string, string][] = [
    [t('number'), String(invoice.number)],
    [t('invoice_date'), invoice.invoiceDate],
    [t('due_date'), invoice.dueDate],
    [t('period'), `${invoice.periodStart} – ${invoice.periodEnd}`],
    [t('terms'), t('terms_days')],
  ];
  for (const [label, value] of facts) {
    doc.font('Helvetica-Bold').text(label, left, y, { width: 140 });
    doc.font('Helvetica').text(value, left + 150, y);
    y += 15;
  }

  // the lines
  y += 20;
  const cols = { qty: 330, unit: 380, amount: 465 };
  doc.font('Helvetica-Bold');
  doc.text(t('description'), left, y);
  doc.text(t('quantity'), cols.qty, y, { width: 40, align: 'right' });
  doc.text(t('unit_price'), cols.unit, y, { width: 80, align: 'right' });
  doc.text(t('amount'), cols.amount, y, { width: 80, align: 'right' });
  y += 16;
  doc.moveTo(left, y).lineTo(right, y).stroke();
  y += 6;
  doc.font('Helvetica');
  for (const line of invoice.lines as BillingLine[]) {
    const details = line.interval
      ? t('interval_line', {
          interval: translate(locale, `billing.intervals.${line.interval}`),
          from: line.periodStart ?? '',
          to: line.periodEnd ?? '',
        })
      : line.prepaid
        ? t('prepaid')
        : '';
    doc.text(plain(line.description), left, y, { width: 270 });
    if (details) doc.fontSize(8).text(details, left, doc.y, { width: 270 }).fontSize(10);
    const next = doc.y;
    doc.text(String(line.quantity), cols.qty, y, { width: 40, align: 'right' });
    doc.text(money(line.unitPrice), cols.unit, y, { width: 80, align: 'right' });
    doc.text(money(line.amount), cols.amount, y, { width: 80, align: 'right' });
    y = Math.max(next, doc.y) + 8;
  }
  doc.moveTo(left, y).lineTo(right, y).stroke();

  // totals
  y += 10;
  const prepaid = invoice.total - invoice.amountDue;
  const totals: [string, string, boolean][] = [
    [t('net'), money(invoice.net), false],
    [t('vat'), money(invoice.vat), false],
    [t('total'), money(invoice.total), true],
    ...(prepaid > 0
      ? [[t('prepaid_total'), money(-prepaid), false] as [string, string, boolean]]
      : []),
    [t('amount_due'), money(invoice.amountDue), true],
  ];
  for (const [label, value, bold] of totals) {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    doc.text(label, 300, y, { width: 160 });
    doc.text(value, cols.amount, y, { width: 80, align: 'right' });
    y += 16;
  }

  y += 20;
  doc.font('Helvetica').fontSize(10);
  const payment =
    invoice.status === 'paid'
      ? t('paid')
      : t('pay_to', { bankgiro: SELLER.bankgiro, number: invoice.number });
  doc.text(payment, left, y, { width: right - left });
  doc
    .moveDown(0.5)
    .fontSize(8)
    .text(t('late'), { width: right - left });
  doc.text(`${SELLER.name} · ${SELLER.email}`, { width: right - left });
  doc.end();
  return finished;
}
