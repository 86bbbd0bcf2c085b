import { ConnectorError } from '../errors';
import type { LedgerDocument } from '../model/document';
import { refreshingApi, TokenRefresher } from '../sdk/oauth2';
import type {
  AccountingConnector,
  BookedReference,
  ConnectionSettings,
  ConnectorRuntime,
  LedgerSession,
} from '../sdk/connector';
import { checkDocument } from './check';
import { FORTNOX_RATE, fortnoxTransport } from './client';
import type { FortnoxApi } from './client';
import { fortnoxCredentials, fortnoxTokenUrl } from './credentials';
import { splitInvoice } from './mapping/invoice';
import { articlesChanged, readArticle, upsertArticle } from './resources/articles';
import { chartOn, readCompany, writeProblems } from './resources/company';
import { ensureCustomer } from './resources/customers';
import { creditInvoiceOnce, bookInvoiceOnce } from './resources/invoices';
import { cachedReferenceData } from './resources/reference-data';
import type { ReferenceData } from './resources/reference-data';
import { bookVoucherOnce } from './resources/vouchers';

/** Vouchers go to series A unless the connection names another (credential `voucher_series`). */
export const DEFAULT_VOUCHER_SERIES = 'A';

/** The runtime's transport settings that are set: an undefined one would hide the default. */
function definedOnly(runtime: ConnectorRuntime) {
  const { budget, log, timeoutMs, retries, sleep } = runtime;
  return Object.fromEntries(
    Object.entries({ budget, log, timeoutMs, retries, sleep }).filter(([, v]) => v !== undefined),
  ) as Pick<ConnectorRuntime, 'budget' | 'log' | 'timeoutMs' | 'retries' | 'sleep'>;
}

/**
 * One connection's API: the HTTP transport (budget, retries, error codes, masked log) behind the
 * OAuth2 refresh, which renews the token when it is over or Fortnox answers 401.
 */
export function openFortnoxApi(
  settings: ConnectionSettings,
  runtime: ConnectorRuntime = {},
): FortnoxApi {
  const secrets = [settings.credentials.access_token, settings.credentials.refresh_token].filter(
    (s): s is string => Boolean(s),
  );
  const tokens = new TokenRefresher({
    provider: 'Fortnox',
    tokenUrl: fortnoxTokenUrl(settings.baseUrl),
    credentials: settings.credentials,
    onCredentialsChange: runtime.onCredentialsChange,
    secrets,
    timeoutMs: runtime.timeoutMs,
  });
  const transport = fortnoxTransport(
    {
      baseUrl: settings.baseUrl,
      get accessToken() {
        return tokens.accessToken;
      },
    },
    { ...definedOnly(runtime), secrets },
  );
  return refreshingApi(transport, tokens);
}

async function bookVoucher(api: FortnoxApi, series: string, doc: LedgerDocument, marker: string) {
  const booked = await bookVoucherOnce(
    api,
    { series, date: doc.date, description: doc.description, rows: doc.rows },
    marker,
  );
  return { reference: `${booked.series} ${booked.number}`, recovered: booked.recovered };
}

async function bookInvoice(
  api: FortnoxApi,
  ref: ReferenceData,
  doc: LedgerDocument,
  marker: string,
): Promise<BookedReference> {
  const accounts = await ref.accounts();
  const { lines } = splitInvoice(doc, (account) => accounts.get(account)?.vatCode ?? '');
  return bookInvoiceOnce(api, doc, lines, marker);
}

/** What a credit invoice pays back: the credit side of its asset (1xxx) rows. */
const creditedAmount = (document: LedgerDocument) =>
  document.rows
    .filter((r) => r.account.startsWith('1'))
    .reduce((sum, r) => sum + r.credit - r.debit, 0);

function openSession(settings: ConnectionSettings, runtime?: ConnectorRuntime): LedgerSession {
  const api = openFortnoxApi(settings, runtime);
  const ref = cachedReferenceData(api);
  const series = settings.credentials.voucher_series || DEFAULT_VOUCHER_SERIES;
  return {
    async test() {
      await api.request({ path: '3/financialyears', query: { limit: 1 } });
    },
    company: () => readCompany(api),
    chartOfAccounts: (date) => chartOn(ref, date),
    writeProblems: (from) => writeProblems(api, series, from),
    check: (document) => checkDocument(document, ref, api),
    async bookOnce(document, marker) {
      switch (document.type) {
        case 'voucher':
          return bookVoucher(api, series, document, marker);
        case 'invoice':
          return bookInvoice(api, ref, document, marker);
        case 'credit_invoice':
          if (!document.creditOf) {
            throw new ConnectorError('validation', 'A credit invoice needs the invoice it credits');
          }
          return creditInvoiceOnce(api, document.creditOf, marker, creditedAmount(document));
      }
    },
    upsertArticle: (article) => upsertArticle(api, article),
    articlesChanged: (window) => articlesChanged(api, window),
    article: (number) => readArticle(api, number),
    ensureCustomer: (customer) => ensureCustomer(api, customer),
  };
}

/**
 * Fortnox (REST v3, OAuth2): books vouchers, customer invoices and their credit invoices exactly
 * once; reads accounts, currencies and financial years to check documents before posting; keeps
 * the shop's articles (e1, e2) and the customers invoices need (e3).
 */
export const fortnoxConnector: AccountingConnector = {
  id: 'fortnox',
  name: 'Fortnox',
  kind: 'accounting',
  credentials: fortnoxCredentials,
  // ConnectorEntity has no accounts or financial years: those are read only inside `check`.
  entities: {
    read: ['vouchers', 'invoices', 'customers', 'articles'],
    write: ['vouchers', 'invoices', 'customers', 'articles'],
  },
  rateLimit: FORTNOX_RATE,
  // a voucher: look for the marker, create; an invoice: marker, customer (found or made), create, bookkeep
  requestsPerDocument: { voucher: 2, invoice: 5, credit_invoice: 4 },
  defaultBaseUrl: 'https://api.fortnox.se',
  open: openSession,
  console: {
    resources: {
      invoices: '3/invoices/{id}',
      vouchers: '3/vouchers/{id}',
      articles: '3/articles/{id}',
      customers: '3/customers/{id}',
      accounts: '3/accounts/{id}',
      financial_years: '3/financialyears',
      company_information: '3/companyinformation',
    },
    api: openFortnoxApi,
  },
};
