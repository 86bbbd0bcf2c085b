import { randomUUID } from 'node:crypto';
import {
  basChart,
  seedCodings,
  seedFiscalYears,
  seedTermsOfPayment,
  type ArticleAccountCoding,
  type FiscalYear,
  type TermsOfPayment,
} from './seed';
import { createTokens, type TokenSet } from './tokens';

export interface Account {
  Name: string;
  Number: string;
  FiscalYearId: string;
  VatCodeId: string | null;
  VatCodeDescription: string | null;
  IsActive: boolean;
  IsBlockedForManualBooking: boolean;
}

export interface VoucherRow {
  AccountNumber: number;
  AccountDescription: string;
  DebitAmount: number;
  CreditAmount: number;
  TransactionText: string;
}

export interface Voucher {
  Id: string;
  VoucherDate: string;
  VoucherText: string;
  Rows: VoucherRow[];
  NumberAndNumberSeries: string;
  NumberSeries: string;
  VoucherType: number;
  CreatedUtc: string;
  ModifiedUtc: string;
}

export interface Customer {
  Id: string;
  CustomerNumber: string;
  Name: string;
  EmailAddress: string | null;
  CorporateIdentityNumber: string | null;
  InvoiceAddress1: string | null;
  InvoiceAddress2: string | null;
  InvoiceCity: string;
  InvoicePostalCode: string;
  InvoiceCountryCode: string | null;
  Telephone: string | null;
  TermsOfPaymentId: string;
  IsPrivatePerson: boolean;
  IsActive: boolean;
  ChangedUtc: string;
}

export interface Article {
  Id: string;
  Number: string;
  Name: string;
  NetPrice: number;
  GrossPrice: number;
  CodingId: string;
  UnitId: string;
  IsActive: boolean;
  StockBalance: number;
  CreatedUtc: string;
  ChangedUtc: string;
}

export interface InvoiceRow {
  LineNumber: number;
  ArticleId: string;
  ArticleNumber: string;
  Text: string;
  UnitPrice: number;
  Quantity: number;
  PercentVat: number;
  AmountNoVat: number;
  IsTextRow: boolean;
}

export interface CustomerInvoice {
  Id: string;
  InvoiceNumber: number;
  CustomerId: string;
  CustomerNumber: string;
  InvoiceCustomerName: string;
  InvoiceDate: string;
  DueDate: string;
  CurrencyCode: string;
  IsCreditInvoice: boolean;
  ReferringInvoiceId: string | null;
  YourReference: string;
  OurReference: string;
  EuThirdParty: boolean;
  RotReducedInvoicingType: number;
  TotalAmount: number;
  TotalVatAmount: number;
  RemainingAmount: number;
  VoucherNumber: string;
  VoucherId: string;
  Rows: InvoiceRow[];
  CreatedUtc: string;
  ModifiedUtc: string;
}

export interface CompanySettings {
  Name: string;
  CountryCode: string;
  CurrencyCode: string;
  TermsOfPaymentId: string;
  AccountingLockedTo: string | null;
  CorporateIdentityNumber: string;
}

/** One eEkonomi company; `token` is the static access token it was created with. */
export interface Company {
  token: string;
  settings: CompanySettings;
  fiscalYears: FiscalYear[];
  /** the chart of accounts of each fiscal year, by fiscal year id and account number */
  accounts: Map<string, Map<number, Account>>;
  codings: ArticleAccountCoding[];
  termsOfPayment: TermsOfPayment[];
  unitId: string;
  vouchers: Voucher[];
  /** opening balances of the first fiscal year, öre by account (debit positive) */
  openingBalances: Map<number, number>;
  customers: Customer[];
  articles: Article[];
  invoices: CustomerInvoice[];
  next: { voucher: number; customer: number; invoice: number };
}

function createCompany(token: string): Company {
  const fiscalYears = seedFiscalYears();
  const termsOfPayment = seedTermsOfPayment();
  const accounts = new Map(
    fiscalYears.map((year) => [
      year.Id,
      new Map(
        basChart.map(([number, name]) => [
          number,
          {
            Name: name,
            Number: String(number),
            FiscalYearId: year.Id,
            VatCodeId: null,
            VatCodeDescription: null,
            IsActive: true,
            IsBlockedForManualBooking: false,
          },
        ]),
      ),
    ]),
  );
  return {
    token,
    settings: {
      Name: `Företaget ${token}`,
      CountryCode: 'SE',
      CurrencyCode: 'SEK',
      TermsOfPaymentId: termsOfPayment[0]!.Id,
      AccountingLockedTo: null,
      CorporateIdentityNumber: '556677-8899',
    },
    fiscalYears,
    accounts,
    codings: seedCodings(),
    termsOfPayment,
    unitId: randomUUID(),
    vouchers: [],
    openingBalances: new Map(),
    customers: [],
    articles: [],
    invoices: [],
    next: { voucher: 1, customer: 1, invoice: 1 },
  };
}

export interface SimulatorState {
  /** companies by their static access token */
  readonly companies: ReadonlyMap<string, Company>;
  /** a company reached through a static access token that never expires */
  addCompany(token: string): Company;
  /** the company an unexpired access token opens, and the OAuth2 client it was issued to */
  access(token: string): { company: Company; client: string } | undefined;
  /** OAuth2: a fresh access and refresh token of `client` for the company of `companyToken` */
  grant(companyToken: string, client?: string): TokenSet;
  /** OAuth2: a one-time authorization code, as /connect/authorize redirects with */
  authorize(companyToken: string, client?: string, redirectUri?: string): string;
  /** the access token answers 401 from now on (as when its hour is over) */
  expire(token: string): void;
  /** the access or refresh token stops working at once */
  revoke(token: string): void;
  /** vouchers and customer invoices booked in the company of `companyToken` */
  vouchers(companyToken: string): readonly Voucher[];
  invoices(companyToken: string): readonly CustomerInvoice[];
  /** how many vouchers of the company carry `marker` in their VoucherText */
  vouchersWithMarker(companyToken: string, marker: string): number;
}

export const defaultClient = 'portal-client';

export function createState(now: () => number, tokens: readonly string[]) {
  const companies = new Map<string, Company>();
  const access = createTokens(now);
  const addCompany = (token: string): Company => {
    const company = createCompany(token);
    companies.set(token, company);
    access.addStatic(token, token);
    return company;
  };
  tokens.forEach(addCompany);
  const known = (token: string): Company => {
    const company = companies.get(token);
    if (!company) throw new Error(`No company for ${token}`);
    return company;
  };
  const state: SimulatorState = {
    companies,
    addCompany,
    access(token) {
      const entry = access.lookup(token);
      const company = entry && companies.get(entry.company);
      return company && entry ? { company, client: entry.client } : undefined;
    },
    grant: (companyToken, client = defaultClient) =>
      access.issue(known(companyToken).token, client),
    authorize: (companyToken, client = defaultClient, redirectUri = '') =>
      access.authorize(known(companyToken).token, client, redirectUri),
    expire: access.expire,
    revoke: access.revoke,
    vouchers: (companyToken) => known(companyToken).vouchers,
    invoices: (companyToken) => known(companyToken).invoices,
    vouchersWithMarker: (companyToken, marker) =>
      known(companyToken).vouchers.filter((v) => v.VoucherText.includes(marker)).length,
  };
  return { state, tokens: access };
}

/** The fiscal year a YYYY-MM-DD date falls in, if any. */
export function fiscalYearOf(company: Company, date: string): FiscalYear | undefined {
  return company.fiscalYears.find(
    (y) => y.StartDate.slice(0, 10) <= date && date <= y.EndDate.slice(0, 10),
  );
}
