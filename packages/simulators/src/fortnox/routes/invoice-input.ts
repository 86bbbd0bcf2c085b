import { badRequest, errorCodes } from '../errors';
import { amount, text } from '../http';
import { fromOre, toOre } from '../money';
import type { Invoice, InvoiceRow, Tenant } from '../state';

export const maxInvoiceRows = 500;
const salesAccountByVat: Record<number, number> = { 25: 3001, 12: 3002, 6: 3003, 0: 3004 };

export function parseInvoice(
  tenant: Tenant,
  raw: Record<string, unknown>,
  today: string,
): Omit<Invoice, 'DocumentNumber'> {
  const customer = tenant.customers.find((c) => c.CustomerNumber === text(raw.CustomerNumber));
  if (!customer) throw badRequest(errorCodes.customerNotFound, 'Kunden hittades inte.');
  const rawRows = Array.isArray(raw.InvoiceRows) ? (raw.InvoiceRows as unknown[]) : [];
  if (rawRows.length > maxInvoiceRows) {
    throw badRequest(errorCodes.tooManyRows, `En faktura får ha högst ${maxInvoiceRows} rader.`);
  }
  const rows = rawRows.map((row, index) => parseRow(tenant, row, index + 1));
  const invoiceDate = text(raw.InvoiceDate, today);
  const currency = text(raw.Currency, 'SEK');
  if (!tenant.currencies.some((c) => c.Code === currency)) {
    throw badRequest(errorCodes.currencyNotFound, `Valutan ${currency} finns inte.`);
  }
  return {
    CustomerNumber: customer.CustomerNumber,
    CustomerName: text(raw.CustomerName, customer.Name),
    InvoiceDate: invoiceDate,
    DueDate: text(raw.DueDate, invoiceDate),
    Currency: currency,
    InvoiceType: 'INVOICE',
    Credit: 'false',
    CreditInvoiceReference: '0',
    YourReference: text(raw.YourReference),
    OurReference: text(raw.OurReference),
    ExternalInvoiceReference1: text(raw.ExternalInvoiceReference1),
    ExternalInvoiceReference2: text(raw.ExternalInvoiceReference2),
    YourOrderNumber: text(raw.YourOrderNumber),
    Comments: text(raw.Comments),
    ...totals(rows),
    Booked: false,
    Cancelled: false,
    Sent: false,
    InvoiceRows: rows,
  };
}

function parseRow(tenant: Tenant, raw: unknown, rowId: number): InvoiceRow {
  const row = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
  const vat = row.VAT === undefined ? 25 : Number(row.VAT);
  const account =
    row.AccountNumber === undefined ? salesAccountByVat[vat] : Number(row.AccountNumber);
  const entry = account === undefined ? undefined : tenant.accounts.get(account);
  if (account === undefined || !entry) {
    throw badRequest(errorCodes.accountNotFound, `Kontot ${text(row.AccountNumber)} finns inte.`);
  }
  if (!entry.Active) {
    throw badRequest(errorCodes.inactiveAccount, `Kontot ${account} är inaktivt.`);
  }
  const quantity = Number(text(row.DeliveredQuantity, '1'));
  const price = amount(row.Price);
  return {
    RowId: rowId,
    AccountNumber: account,
    Description: text(row.Description),
    DeliveredQuantity: text(row.DeliveredQuantity, '1'),
    Price: fromOre(toOre(price)),
    VAT: vat,
    Total: fromOre(Math.round(quantity * toOre(price))),
  };
}

/** Prices exclude VAT; VAT is computed per row and rounded to the öre. */
export function totals(rows: readonly InvoiceRow[]) {
  const net = rows.reduce((sum, r) => sum + toOre(r.Total), 0);
  const vat = rows.reduce((sum, r) => sum + Math.round((toOre(r.Total) * r.VAT) / 100), 0);
  const total = net + vat;
  return {
    Net: fromOre(net),
    TotalVAT: fromOre(vat),
    Total: fromOre(total),
    Balance: fromOre(total),
  };
}

/** The credit invoice mirrors the original with negated quantities. */
export function creditOf(original: Invoice, today: string): Omit<Invoice, 'DocumentNumber'> {
  const rows = original.InvoiceRows.map((r) => ({
    ...r,
    DeliveredQuantity: String(-Number(r.DeliveredQuantity)),
    Total: -r.Total,
  }));
  const { DocumentNumber, ...rest } = original;
  return {
    ...rest,
    InvoiceDate: today,
    DueDate: today,
    Credit: 'true',
    CreditInvoiceReference: DocumentNumber,
    Booked: false,
    Sent: false,
    InvoiceRows: rows,
    ...totals(rows),
  };
}
