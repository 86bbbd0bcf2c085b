import { badRequest, errorCodes, notFound } from '../errors';
import { created, ok, paginate, requireObject, type Route } from '../http';
import type { Invoice, Tenant } from '../state';
import { creditOf, parseInvoice } from './invoice-input';

const invoiceUrl = (baseUrl: string, i: Invoice) => `${baseUrl}/3/invoices/${i.DocumentNumber}`;
const withUrl = (baseUrl: string, i: Invoice) => ({ '@url': invoiceUrl(baseUrl, i), ...i });

function listItem(baseUrl: string, i: Invoice) {
  const { InvoiceRows: _r, Comments: _c, YourReference: _y, OurReference: _o, ...item } = i;
  return { '@url': invoiceUrl(baseUrl, i), ...item };
}

function store(tenant: Tenant, invoice: Omit<Invoice, 'DocumentNumber'>): Invoice {
  const stored = { DocumentNumber: String(tenant.nextDocumentNumber++), ...invoice };
  tenant.invoices.push(stored);
  return stored;
}

/** Query parameters the engine relies on, compared exactly as Fortnox filters them. */
const exactFilters = {
  yourreference: 'YourReference',
  externalinvoicereference1: 'ExternalInvoiceReference1',
  externalinvoicereference2: 'ExternalInvoiceReference2',
  yourordernumber: 'YourOrderNumber',
  customernumber: 'CustomerNumber',
  documentnumber: 'DocumentNumber',
} as const;

function matches(invoice: Invoice, query: URLSearchParams): boolean {
  for (const [param, field] of Object.entries(exactFilters)) {
    const wanted = query.get(param);
    if (wanted !== null && invoice[field] !== wanted) return false;
  }
  const from = query.get('fromdate');
  const to = query.get('todate');
  const credit = query.get('credit');
  return (
    (from === null || invoice.InvoiceDate >= from) &&
    (to === null || invoice.InvoiceDate <= to) &&
    (credit === null || invoice.Credit === credit)
  );
}

const updatableFields = [
  'YourReference',
  'OurReference',
  'ExternalInvoiceReference1',
  'ExternalInvoiceReference2',
  'YourOrderNumber',
  'Comments',
] as const;

function find(tenant: Tenant, documentNumber: string | undefined): Invoice {
  const invoice = tenant.invoices.find((i) => i.DocumentNumber === documentNumber);
  if (!invoice) throw notFound('fakturan');
  return invoice;
}

export function invoiceRoutes(today: () => string): Route[] {
  return [
    {
      method: 'POST',
      path: '/3/invoices',
      handle({ tenant, body, baseUrl }) {
        const input = parseInvoice(tenant, requireObject(body, 'Invoice'), today());
        return created({ Invoice: withUrl(baseUrl, store(tenant, input)) });
      },
    },
    {
      method: 'GET',
      path: '/3/invoices',
      handle({ tenant, query, baseUrl }) {
        const page = paginate(
          tenant.invoices.filter((i) => matches(i, query)),
          query,
        );
        return ok({
          MetaInformation: page.meta,
          Invoices: page.items.map((i) => listItem(baseUrl, i)),
        });
      },
    },
    {
      method: 'GET',
      path: '/3/invoices/{DocumentNumber}',
      handle({ tenant, params, baseUrl }) {
        const invoice = tenant.invoices.find((i) => i.DocumentNumber === params.DocumentNumber);
        if (!invoice) throw notFound('fakturan');
        return ok({ Invoice: withUrl(baseUrl, invoice) });
      },
    },
    {
      method: 'PUT',
      path: '/3/invoices/{DocumentNumber}/bookkeep',
      handle({ tenant, params, baseUrl }) {
        const invoice = find(tenant, params.DocumentNumber);
        if (invoice.Cancelled) {
          throw badRequest(errorCodes.invalidParameter, 'Fakturan är makulerad.');
        }
        invoice.Booked = true;
        return ok({ Invoice: withUrl(baseUrl, invoice) });
      },
    },
    {
      method: 'PUT',
      path: '/3/invoices/{DocumentNumber}',
      handle({ tenant, params, body, baseUrl }) {
        const invoice = find(tenant, params.DocumentNumber);
        const changes = requireObject(body, 'Invoice');
        // A booked invoice keeps its content; references may still be set.
        for (const field of updatableFields) {
          if (typeof changes[field] === 'string') invoice[field] = changes[field] as string;
        }
        if (changes.InvoiceRows !== undefined && invoice.Booked) {
          throw badRequest(errorCodes.invalidParameter, 'En bokförd faktura kan inte ändras.');
        }
        return ok({ Invoice: withUrl(baseUrl, invoice) });
      },
    },
    {
      method: 'PUT',
      path: '/3/invoices/{DocumentNumber}/credit',
      handle({ tenant, params, baseUrl }) {
        const invoice = tenant.invoices.find((i) => i.DocumentNumber === params.DocumentNumber);
        if (!invoice) throw notFound('fakturan');
        // Fortnox allows one credit invoice per invoice, and a credit invoice cannot be credited.
        if (invoice.Credit === 'true' || invoice.CreditInvoiceReference !== '0') {
          throw badRequest(errorCodes.alreadyCredited, 'Fakturan är redan krediterad.');
        }
        const credit = store(tenant, creditOf(invoice, today()));
        invoice.CreditInvoiceReference = credit.DocumentNumber;
        return ok({ Invoice: withUrl(baseUrl, invoice) });
      },
    },
  ];
}
