import { ConnectorError } from '../errors';
import type { LedgerDocument } from '../model/document';
import type {
  AccountingConnector,
  ConnectionSettings,
  ConnectorRuntime,
  LedgerSession,
} from '../sdk/connector';
import { HttpTransport } from '../sdk/transport';
import { refreshingApi, TokenRefresher } from '../sdk/oauth2';
import { checkDocument } from './check';
import { VISMA_RATE, withQuotaWait } from './client';
import type { VismaApi } from './client';
import { vismaCredentials, vismaTokenUrl } from './credentials';
import { splitInvoice } from './mapping/invoice';
import { articlesChanged, readArticle, upsertArticle } from './resources/articles';
import { chartOn, readCompany, writeProblems } from './resources/company';
import { ensureCustomer } from './resources/customers';
import { bookInvoiceOnce, creditInvoiceOnce } from './resources/invoices';
import { cachedReferenceData } from './resources/reference-data';
import type { ReferenceData } from './resources/reference-data';
import { bookVoucherOnce } from './resources/vouchers';

/** The runtime's transport settings that are set: an undefined one would hide the default. */
function definedOnly(runtime: ConnectorRuntime) {
  const { budget, log, timeoutMs, retries, sleep } = runtime;
  return Object.fromEntries(
    Object.entries({ budget, log, timeoutMs, retries, sleep }).filter(([, v]) => v !== undefined),
  ) as Pick<ConnectorRuntime, 'budget' | 'log' | 'timeoutMs' | 'retries' | 'sleep'>;
}

/**
 * One connection's API: the HTTP transport (budget, retries, error codes, masked log) behind the
 * OAuth2 refresh, which renews the token when it is over or Visma answers 401.
 */
export function openVismaApi(
  settings: ConnectionSettings,
  runtime: ConnectorRuntime = {},
): VismaApi {
  const secrets = [settings.credentials.access_token, settings.credentials.refresh_token].filter(
    (s): s is string => Boolean(s),
  );
  const tokens = new TokenRefresher({
    provider: 'Visma eEkonomi',
    tokenUrl: vismaTokenUrl(settings.baseUrl),
    credentials: settings.credentials,
    onCredentialsChange: runtime.onCredentialsChange,
    secrets,
    timeoutMs: runtime.timeoutMs,
  });
  const transport = new HttpTransport({
    ...definedOnly(runtime),
    baseUrl: settings.baseUrl,
    headers: () => ({ authorization: `Bearer ${tokens.accessToken}` }),
    secrets,
  });
  return withQuotaWait(refreshingApi(transport, tokens));
}

/** What a credit invoice pays back: the credit side of its asset (1xxx) rows. */
const creditedAmount = (document: LedgerDocument) =>
  document.rows
    .filter((r) => r.account.startsWith('1'))
    .reduce((sum, r) => sum + r.credit - r.debit, 0);

async function bookInvoice(api: VismaApi, ref: ReferenceData, doc: LedgerDocument, marker: string) {
  const { lines, uncoded } = splitInvoice(doc, await ref.codings());
  if (uncoded.length > 0) {
    throw new ConnectorError(
      'validation',
      `No article account coding in Visma books sales on account ${uncoded.join(', ')}`,
    );
  }
  if (doc.type === 'invoice') return bookInvoiceOnce(api, ref, doc, lines, marker);
  if (!doc.creditOf) {
    throw new ConnectorError('validation', 'A credit invoice needs the invoice it credits');
  }
  return creditInvoiceOnce(api, ref, doc, lines, marker, creditedAmount(doc));
}

function openSession(settings: ConnectionSettings, runtime?: ConnectorRuntime): LedgerSession {
  const api = openVismaApi(settings, runtime);
  const ref = cachedReferenceData(api);
  return {
    async test() {
      await api.request({ path: 'v2/companysettings' });
    },
    company: () => readCompany(ref),
    chartOfAccounts: (date) => chartOn(ref, date),
    writeProblems: (from) => writeProblems(ref, from),
    check: (document) => checkDocument(document, ref, api),
    bookOnce(document, marker) {
      if (document.type === 'voucher') return bookVoucherOnce(api, document, marker);
      return bookInvoice(api, ref, document, marker);
    },
    upsertArticle: (article) => upsertArticle(api, ref, article),
    articlesChanged: (window) => articlesChanged(api, ref, window),
    article: (number) => readArticle(api, ref, number),
    ensureCustomer: (customer) => ensureCustomer(api, ref, customer),
  };
}

/**
 * Visma eEkonomi (eAccounting API v2, OAuth2): books vouchers, customer invoices and credit
 * invoices exactly once; reads fiscal years, accounts, article codings and company settings to
 * check documents before posting; keeps the shop's articles (e1, e2) and the customers invoices
 * need (e3).
 */
export const vismaConnector: AccountingConnector = {
  id: 'visma',
  name: 'Visma eEkonomi',
  kind: 'accounting',
  credentials: vismaCredentials,
  entities: {
    read: ['vouchers', 'invoices', 'customers', 'articles'],
    write: ['vouchers', 'invoices', 'customers', 'articles'],
  },
  rateLimit: VISMA_RATE,
  // a voucher: look for the marker, create; an invoice: marker, customer, article, create
  requestsPerDocument: { voucher: 2, invoice: 5, credit_invoice: 5 },
  defaultBaseUrl: 'https://eaccountingapi.vismaonline.com',
  open: openSession,
  console: {
    resources: {
      customer_invoices: 'v2/customerinvoices/{id}',
      vouchers: 'v2/vouchers/{id}',
      articles: 'v2/articles/{id}',
      customers: 'v2/customers/{id}',
      fiscal_years: 'v2/fiscalyears',
      company_settings: 'v2/companysettings',
    },
    api: openVismaApi,
  },
};
