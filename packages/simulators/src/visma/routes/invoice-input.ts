import { badRequest, errorCodes } from '../errors';
import { amount, hasTwoDecimals, requireObject, text, toOre } from '../http';
import type { Company, CustomerInvoice, InvoiceRow } from '../state';
import { openYearOf } from './voucher-input';

export type InvoiceInput = Omit<
  CustomerInvoice,
  'Id' | 'InvoiceNumber' | 'VoucherNumber' | 'VoucherId' | 'CreatedUtc' | 'ModifiedUtc'
>;

const fromOre = (ore: number) => ore / 100;

function parseRow(company: Company, raw: unknown, index: number): InvoiceRow {
  const row = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const base = { LineNumber: index, Text: text(row.Text) };
  if (row.IsTextRow === true) {
    return {
      ...base,
      ArticleId: '',
      ArticleNumber: '',
      UnitPrice: 0,
      Quantity: 0,
      PercentVat: 0,
      AmountNoVat: 0,
      IsTextRow: true,
    };
  }
  const article = company.articles.find((a) => a.Id === row.ArticleId);
  if (!article) {
    throw badRequest(errorCodes.resourceNotFound, `Row ${index}: ArticleId does not exist.`);
  }
  const coding = company.codings.find((c) => c.Id === article.CodingId)!;
  const price = amount(row.UnitPrice ?? article.NetPrice);
  const quantity = amount(row.Quantity ?? 1);
  if (!hasTwoDecimals(price) || !Number.isFinite(quantity)) {
    throw badRequest(
      errorCodes.dataModelValidation,
      `Row ${index}: UnitPrice has at most 2 decimals.`,
    );
  }
  return {
    ...base,
    Text: base.Text || article.Name,
    ArticleId: article.Id,
    ArticleNumber: article.Number,
    UnitPrice: price,
    Quantity: quantity,
    PercentVat: coding.VatRatePercent,
    AmountNoVat: fromOre(Math.round(toOre(price) * quantity)),
    IsTextRow: false,
  };
}

/** Credits: the invoice credited must exist, be no credit itself, and not be credited past its total. */
function checkCredit(company: Company, referringId: string, totalOre: number): void {
  const original = company.invoices.find((i) => i.Id === referringId && !i.IsCreditInvoice);
  if (!original) {
    throw badRequest(errorCodes.resourceNotFound, 'ReferringInvoiceId is no customer invoice.');
  }
  const credited = company.invoices
    .filter((i) => i.ReferringInvoiceId === referringId)
    .reduce((sum, i) => sum - toOre(i.TotalAmount), 0);
  if (totalOre >= 0 || credited - totalOre > toOre(original.TotalAmount)) {
    throw badRequest(
      errorCodes.canNotBeCreatedOrUpdated,
      `A credit invoice must be negative and may not credit more than invoice ${original.InvoiceNumber} totals.`,
    );
  }
}

/** Checks a posted customer invoice the way eAccounting does, and computes its totals. */
export function parseInvoice(company: Company, body: unknown, today: string): InvoiceInput {
  const raw = requireObject(body);
  if (typeof raw.EuThirdParty !== 'boolean' || typeof raw.RotReducedInvoicingType !== 'number') {
    throw badRequest(
      errorCodes.dataModelValidation,
      'EuThirdParty and RotReducedInvoicingType are required.',
    );
  }
  const customer = company.customers.find((c) => c.Id === raw.CustomerId);
  if (!customer) throw badRequest(errorCodes.resourceNotFound, 'CustomerId does not exist.');
  const date = text(raw.InvoiceDate, today).slice(0, 10);
  openYearOf(company, date);
  const yourReference = text(raw.YourReference);
  if (yourReference.length > 50) {
    throw badRequest(errorCodes.dataModelValidation, 'YourReference is at most 50 characters.');
  }
  const rawRows = Array.isArray(raw.Rows) ? (raw.Rows as unknown[]) : [];
  const rows = rawRows.map((row, i) => parseRow(company, row, i + 1));
  if (!rows.some((r) => !r.IsTextRow)) {
    throw badRequest(errorCodes.dataModelValidation, 'An invoice needs at least one article row.');
  }
  const netOre = rows.reduce((sum, r) => sum + toOre(r.AmountNoVat), 0);
  const vatOre = rows.reduce((sum, r) => sum + Math.round(toOre(r.AmountNoVat) * r.PercentVat), 0);
  const isCredit = raw.IsCreditInvoice === true;
  const referring = text(raw.ReferringInvoiceId) || null;
  if (isCredit) checkCredit(company, referring ?? '', netOre + vatOre);
  const total = fromOre(netOre + vatOre);
  return {
    CustomerId: customer.Id,
    CustomerNumber: customer.CustomerNumber,
    InvoiceCustomerName: customer.Name,
    InvoiceDate: `${date}T00:00:00`,
    DueDate: `${date}T00:00:00`,
    CurrencyCode: text(raw.CurrencyCode, company.settings.CurrencyCode),
    IsCreditInvoice: isCredit,
    ReferringInvoiceId: isCredit ? referring : null,
    YourReference: yourReference,
    OurReference: text(raw.OurReference),
    EuThirdParty: raw.EuThirdParty,
    RotReducedInvoicingType: raw.RotReducedInvoicingType,
    TotalAmount: total,
    TotalVatAmount: fromOre(vatOre),
    RemainingAmount: total,
    Rows: rows,
  };
}
