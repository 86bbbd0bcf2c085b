import type {
  ArticleUpsert,
  CanonicalArticle,
  LedgerArticle,
  LedgerArticleInput,
} from '../model/article';
import type { LedgerDocument } from '../model/document';
import type { CanonicalPayout } from '../model/payout';
import type { CanonicalSale, SaleCustomer } from '../model/sale';
import type { ApiLogger } from './log';
import type { Api } from './oauth2';
import type { RateBudget } from './transport';

/**
 * What a connector declares and offers. The engine knows connectors only through these types,
 * so adding one (Stripe, Klarna, Visma…) is a new module and a line in the registry.
 */
export type ConnectorKind = 'app' | 'accounting' | 'shipping';

export type ConnectorEntity =
  | 'orders'
  | 'refunds'
  | 'articles'
  | 'customers'
  | 'payouts'
  | 'invoices'
  | 'vouchers'
  | 'shipments';

/** One API key field of SPEC §5 ('Please add all API Key fields'). */
export interface CredentialField {
  key: string;
  label: { sv: string; en: string };
  /** masked in logs and never sent back to the browser */
  secret: boolean;
}

export type CredentialScheme =
  | { type: 'api_key'; fields: CredentialField[] }
  /** OAuth2: credentials hold access_token, refresh_token, expires_at (ISO), client_id, client_secret */
  | { type: 'oauth2'; tokenPath: string; fields: CredentialField[] };

export type Credentials = Record<string, string>;

/** Where and as whom one connection talks: the base URL is per connection (sandbox, simulator). */
export interface ConnectionSettings {
  baseUrl: string;
  credentials: Credentials;
}

/** A token bucket: `capacity` requests in a burst, `perSecond` regained (Fortnox 25, 5). */
export interface RateRule {
  capacity: number;
  perSecond: number;
}

/** What the engine lends a connection while it runs. */
export interface ConnectorRuntime {
  /** shared by every worker through the database */
  budget?: RateBudget;
  log?: ApiLogger;
  timeoutMs?: number;
  retries?: number;
  sleep?: (ms: number) => Promise<void>;
  /** an OAuth2 connector refreshed its tokens: the engine stores them before they are used */
  onCredentialsChange?: (credentials: Credentials) => Promise<void>;
}

/**
 * What in-house staff's API console may read of a connection (sdk/console.ts): GET requests
 * within the connection's base URL, sent through the connector's own transport, so they take a
 * slot of the shared budget and land in the masked API log like the engine's calls.
 */
export interface ConsoleSupport {
  /**
   * Resource → path relative to the base URL, e.g. `3/invoices/{id}`. `{id}` is filled with
   * the id, each `/`-separated part encoded (a voucher's `A/12`); a path without it takes no id.
   */
  resources: Record<string, string>;
  /** the connection's authenticated transport: headers, token refresh, budget, log */
  api(settings: ConnectionSettings, runtime?: ConnectorRuntime): Api;
  /** where requests go when the base URL holds placeholders (a Shopify shop's own host) */
  baseUrl?(settings: ConnectionSettings): string;
}

interface ConnectorBase {
  id: string;
  name: string;
  kind: ConnectorKind;
  credentials: CredentialScheme;
  entities: { read: ConnectorEntity[]; write: ConnectorEntity[] };
  /** per connection; null where the provider sets none (self-hosted WooCommerce) */
  rateLimit: RateRule | null;
  defaultBaseUrl: string;
  /** absent: the console cannot read this provider */
  console?: ConsoleSupport;
}

/** A source element mapped to the canonical model, with the provider's own JSON kept. */
export type SourceElement =
  | { kind: 'order' | 'refund'; id: string; updatedAt: string; sale: CanonicalSale; raw: unknown }
  | { kind: 'payout'; id: string; updatedAt: string; payout: CanonicalPayout; raw: unknown };

/** An element the connector read but could not map: the engine records it Failed with `error`. */
export interface UnmappedElement {
  kind: 'order' | 'refund' | 'payout';
  id: string;
  updatedAt: string;
  error: string;
  raw: unknown;
}

export type SourceItem = SourceElement | UnmappedElement;

export const isUnmapped = (item: SourceItem): item is UnmappedElement => 'error' in item;

/** Half-open window of provider update times, ISO 8601: since < updatedAt ≤ until. */
export interface ChangeWindow {
  since: string;
  until: string;
}

/** An article read from the app, or the error that kept it from being mapped (e1). */
export type ArticleItem =
  | { id: string; updatedAt: string; article: CanonicalArticle; raw: unknown }
  | { id: string; updatedAt: string; error: string; raw: unknown };

export const isUnmappedArticle = (
  item: ArticleItem,
): item is Extract<ArticleItem, { error: string }> => 'error' in item;

/** Which variant an e2 write goes to, as the app named it when it was read. */
export interface ArticleRef {
  variantId: string;
  productId: string;
}

/** What e2 writes back to the app: a price (with what it is made of) and/or a stock level. */
export interface ArticleWrite {
  /** including VAT, net and rate, minor units of the shop's currency */
  price?: { gross: number; net: number; vatRate: number };
  stock?: number;
}

/** What the engine knows of an element beyond its id, for providers that need it to find it. */
export interface ElementHint {
  /** a refund's order, where the provider reaches refunds only through it (WooCommerce) */
  orderId?: string;
}

export interface AppSession {
  /** throws ConnectorError('auth') on bad credentials */
  test(): Promise<void>;
  /** every order, refund and payout updated in the window, oldest first */
  changes(window: ChangeWindow): AsyncIterable<SourceItem>;
  /** one element again (manual trigger for one element, webhook hint) */
  element(kind: SourceElement['kind'], id: string, hint?: ElementHint): Promise<SourceItem>;
  /**
   * How many orders `changes` would yield for the window, in one call where the provider counts
   * them (Shopify's ordersCount, WooCommerce's X-WP-Total). Absent: the caller counts `changes`.
   */
  countOrders?(window: ChangeWindow): Promise<number>;
  /**
   * e1: every product variant (a product without variants: the product) created or changed in
   * the window, oldest first, as articles. Absent: the app has no articles to sync.
   */
  articles?(window: ChangeWindow): AsyncIterable<ArticleItem>;
  /**
   * e2: sets a variant's price and/or stock to absolute values (so repeating it is harmless);
   * `validation` where the app refuses, e.g. stock on a variant that does not track it.
   */
  writeArticle?(ref: ArticleRef, write: ArticleWrite): Promise<void>;
}

/** What a verified webhook tells the engine: which element to look at again. */
export interface WebhookHint {
  /** the provider's delivery id, for de-duplication */
  deliveryId: string;
  topic: string;
  kind: SourceElement['kind'];
  id: string;
}

export interface WebhookSupport {
  /** the signature check over the raw body; false refuses the delivery */
  verify(headers: Record<string, string | undefined>, rawBody: Buffer, secret: string): boolean;
  /** null for topics the engine does not book */
  hint(headers: Record<string, string | undefined>, body: unknown): WebhookHint | null;
  /** which credential holds the webhook secret */
  secretField: string;
}

export interface AppConnector extends ConnectorBase {
  kind: 'app';
  /**
   * A payment provider (Stripe, Klarna): its payouts settle orders that the company's shop
   * subscriptions book, so its summaries per payout take their waiting sales.
   */
  settles?: boolean;
  open(settings: ConnectionSettings, runtime?: ConnectorRuntime): AppSession;
  webhooks?: WebhookSupport;
}

export interface BookedReference {
  /** the ledger's own reference, e.g. "A 12" (voucher series and number) or an invoice number */
  reference: string;
  /** true when the document was found already there rather than created now */
  recovered: boolean;
}

/** Whose books a ledger connection opens (the wrong-company mistake shows here). */
export interface LedgerCompany {
  name: string;
  /** as the ledger writes it, e.g. 556677-8899 */
  organisationNumber: string;
}

/** The ledger's chart of accounts as of one date. */
export interface LedgerChart {
  /** whether a financial year of the ledger covers the date */
  yearCovers: boolean;
  /** the accounts of that year (the latest year's when none covers it), by number */
  accounts: ReadonlyMap<string, { active: boolean }>;
}

/** Why the ledger would refuse every document from a date on, whatever its rows. */
export type WriteProblem =
  /** the voucher series the connection books into does not exist */
  | { code: 'voucher_series_missing'; series: string }
  /** the books are locked up to and including `until` */
  | { code: 'locked'; until: string };

/**
 * Why a ledger would refuse a document. The engine shows `engine.reason.<code>` from the i18n
 * filled with `params` in the reader's language; `text` is the same in English (logs, search).
 */
export const LEDGER_REFUSAL_CODES = [
  'no_rows',
  'unbalanced',
  'account_missing',
  'account_inactive',
  'no_financial_year',
  'period_locked',
  'voucher_too_many_rows',
  'invoice_too_many_rows',
  'voucher_not_sek',
  'document_not_sek',
  'vouchers_only',
  'currency_missing',
  'invoice_no_customer',
  'invoice_no_revenue_rows',
  'vat_differs_vat_codes',
  'vat_differs_codings',
  'account_uncoded',
  'credit_without_invoice',
  'credited_invoice_missing',
] as const;
export type LedgerRefusalCode = (typeof LEDGER_REFUSAL_CODES)[number];

export interface LedgerRefusal {
  code: LedgerRefusalCode;
  /** what the words name: accounts, dates, amounts formatted with their currency */
  params: Record<string, string | number>;
  /** in English */
  text: string;
}

export const refusal = (
  code: LedgerRefusalCode,
  text: string,
  params: LedgerRefusal['params'] = {},
): LedgerRefusal => ({ code, params, text });

/** A customer as the ledger keeps it (e3): found by e-mail or organisation number, or made. */
export interface EnsuredCustomer {
  /** the ledger's customer number, which invoices name */
  number: string;
  /** false when an existing customer was found */
  created: boolean;
}

export interface LedgerSession {
  test(): Promise<void>;
  /** the company the connection books into, from the ledger's own settings */
  company?(): Promise<LedgerCompany>;
  /** the accounts of the financial year covering `date`, read once per session */
  chartOfAccounts?(date: string): Promise<LedgerChart>;
  /** what stops any voucher dated `from` or later being written; none when it can be */
  writeProblems?(from: string): Promise<WriteProblem[]>;
  /** the ledger's constraints, checked before posting: reasons it would refuse, none when fine */
  check(document: LedgerDocument): Promise<LedgerRefusal[]>;
  /** books once: looks for `marker` first and creates only when it is not there */
  bookOnce(document: LedgerDocument, marker: string): Promise<BookedReference>;
  /**
   * e1: the article with this number, created when missing and updated only where it differs
   * (what the ledger owns, `ledgerOwns`, is left as it is). Safe to repeat after a lost answer:
   * it looks before it creates.
   */
  upsertArticle?(article: LedgerArticleInput): Promise<ArticleUpsert>;
  /** e2: the ledger's articles changed in the window (at least those; a few more do no harm) */
  articlesChanged?(window: ChangeWindow): AsyncIterable<LedgerArticle>;
  /** e2: one article's price and stock; null when the ledger has no article with that number */
  article?(number: string): Promise<LedgerArticle | null>;
  /**
   * e3: the customer's number in the ledger: matched on e-mail, else on organisation number
   * (else, with neither, on the exact name), or created with the address fields the ledger
   * requires. Safe to repeat after a lost answer: the match finds what was made.
   */
  ensureCustomer?(customer: SaleCustomer): Promise<EnsuredCustomer>;
}

export interface AccountingConnector extends ConnectorBase {
  kind: 'accounting';
  /**
   * Requests booking one new document takes (look for its marker, create it; an invoice also
   * its customer and bookkeeping), for estimating an import against `rateLimit`.
   */
  requestsPerDocument?: Record<LedgerDocument['type'], number>;
  open(settings: ConnectionSettings, runtime?: ConnectorRuntime): LedgerSession;
}

export type Connector = AppConnector | AccountingConnector;
