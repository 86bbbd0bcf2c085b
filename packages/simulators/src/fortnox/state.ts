import {
  basChart,
  seedCurrencies,
  seedFinancialYears,
  seedVoucherSeries,
  vatCodes,
  type Currency,
  type FinancialYear,
  type VoucherSeries,
} from './seed';
import { createTokens, type TokenSet } from './tokens';

export interface VoucherRow {
  Account: number;
  Debit: number;
  Credit: number;
  Description: string;
  TransactionInformation: string;
  CostCenter: string;
  Project: string;
  Removed: boolean;
}

export interface Voucher {
  VoucherSeries: string;
  VoucherNumber: number;
  Year: number;
  TransactionDate: string;
  Description: string;
  Comments: string;
  ReferenceNumber: string;
  ReferenceType: string;
  ApprovalState: number;
  CostCenter: string;
  Project: string;
  VoucherRows: VoucherRow[];
}

export interface Customer {
  CustomerNumber: string;
  Name: string;
  Email: string;
  OrganisationNumber: string;
  Address1: string;
  Address2: string;
  City: string;
  ZipCode: string;
  CountryCode: string;
  Phone1: string;
  Type: 'PRIVATE' | 'COMPANY';
  Active: boolean;
}

export interface InvoiceRow {
  RowId: number;
  AccountNumber: number;
  Description: string;
  DeliveredQuantity: string;
  Price: number;
  VAT: number;
  Total: number;
}

export interface Invoice {
  DocumentNumber: string;
  CustomerNumber: string;
  CustomerName: string;
  InvoiceDate: string;
  DueDate: string;
  Currency: string;
  InvoiceType: 'INVOICE';
  Credit: 'true' | 'false';
  CreditInvoiceReference: string;
  YourReference: string;
  OurReference: string;
  ExternalInvoiceReference1: string;
  ExternalInvoiceReference2: string;
  YourOrderNumber: string;
  Comments: string;
  Net: number;
  TotalVAT: number;
  Total: number;
  Balance: number;
  Booked: boolean;
  Cancelled: boolean;
  Sent: boolean;
  InvoiceRows: InvoiceRow[];
}

export interface Account {
  Description: string;
  Active: boolean;
  VATCode: string;
}

export interface Article {
  ArticleNumber: string;
  Description: string;
  SalesAccount: number;
  SalesPrice: number;
  VAT: number;
  Type: 'STOCK' | 'SERVICE';
  Unit: string;
  Active: boolean;
  QuantityInStock: number;
}

/** An article and when it last changed (the `lastmodified` filter; not in the article's JSON). */
export interface StoredArticle {
  article: Article;
  modifiedAt: number;
}

/** One Fortnox company; `token` is the static access token it was created with. */
export interface Tenant {
  token: string;
  /** who the company is, as the consent page names it */
  company: { name: string; organisationNumber: string };
  financialYears: FinancialYear[];
  accounts: Map<number, Account>;
  currencies: Currency[];
  articles: StoredArticle[];
  vouchers: Voucher[];
  voucherSeries: VoucherSeries[];
  /** the last day of the locked period (no voucher on or before it), null when none is locked */
  lockedUntil: string | null;
  /** Last voucher number per `${financialYearId}:${series}`. */
  voucherNumbers: Map<string, number>;
  /**
   * Opening balances (öre by account, debit positive) by financial year id, as entered for a
   * year the books start in; a year after one with vouchers opens with its closing balances.
   */
  openingBalances: Map<number, Map<number, number>>;
  customers: Customer[];
  invoices: Invoice[];
  nextCustomerNumber: number;
  nextDocumentNumber: number;
}

export interface SimulatorState {
  /** companies by their static access token */
  readonly tenants: ReadonlyMap<string, Tenant>;
  /** a company reached through a static access token that never expires */
  addTenant(token: string): Tenant;
  /** the company an unexpired access token opens, if any */
  tenant(token: string): Tenant | undefined;
  /** OAuth2: a fresh access and refresh token for the company of `tenantToken` */
  grant(tenantToken: string): TokenSet;
  /** OAuth2: a one-time code for the company, as the consent page's Allow redirects with */
  authorize(tenantToken: string, client?: string, redirectUri?: string): string;
  /** OAuth2: the tokens a code buys, once, for its client and redirect URI */
  redeemCode(code: string, client: string, redirectUri: string): TokenSet | undefined;
  /** OAuth2 refresh: new tokens for a live refresh token, which then stops working */
  refresh(refreshToken: string): TokenSet | undefined;
  /** the access token answers 401 from now on (as when its hour is over) */
  expire(token: string): void;
  /** the access or refresh token stops working at once */
  revoke(token: string): void;
}

export const defaultClient = 'portal-client';

export function createState(now: () => number, tokens: readonly string[]): SimulatorState {
  const tenants = new Map<string, Tenant>();
  const access = createTokens(now);
  const addTenant = (token: string): Tenant => {
    const tenant: Tenant = {
      token,
      company: { name: `Företaget ${token}`, organisationNumber: '556677-8899' },
      financialYears: seedFinancialYears(now()),
      accounts: new Map(
        basChart.map(([n, Description]) => [
          n,
          { Description, Active: true, VATCode: vatCodes.get(n) ?? '' },
        ]),
      ),
      currencies: seedCurrencies(new Date(now()).toISOString().slice(0, 10)),
      articles: [],
      vouchers: [],
      voucherSeries: seedVoucherSeries(),
      lockedUntil: null,
      voucherNumbers: new Map(),
      openingBalances: new Map(),
      customers: [],
      invoices: [],
      nextCustomerNumber: 1,
      nextDocumentNumber: 1,
    };
    tenants.set(token, tenant);
    access.addStatic(token, token);
    return tenant;
  };
  tokens.forEach(addTenant);
  const lookup = (token: string) => {
    const key = access.company(token);
    return key === undefined ? undefined : tenants.get(key);
  };
  const known = (tenantToken: string) => {
    if (!tenants.has(tenantToken)) throw new Error(`No company for ${tenantToken}`);
    return tenantToken;
  };
  return {
    tenants,
    addTenant,
    tenant: lookup,
    grant: (tenantToken) => access.issue(known(tenantToken)),
    authorize: (tenantToken, client = defaultClient, redirectUri = '') =>
      access.authorize(known(tenantToken), client, redirectUri),
    redeemCode: access.redeemCode,
    refresh: access.refresh,
    expire: access.expire,
    revoke: access.revoke,
  };
}

export function financialYearFor(tenant: Tenant, date: string) {
  return tenant.financialYears.find((year) => year.FromDate <= date && date <= year.ToDate);
}
