import { basChart, seedFinancialYears, type FinancialYear } from './seed';

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
  City: string;
  ZipCode: string;
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

/** One Fortnox company, reached through one access token. */
export interface Tenant {
  token: string;
  financialYears: FinancialYear[];
  accounts: Map<number, string>;
  vouchers: Voucher[];
  /** Last voucher number per `${financialYearId}:${series}`. */
  voucherNumbers: Map<string, number>;
  customers: Customer[];
  invoices: Invoice[];
  nextCustomerNumber: number;
  nextDocumentNumber: number;
}

export interface SimulatorState {
  readonly tenants: ReadonlyMap<string, Tenant>;
  addTenant(token: string): Tenant;
  tenant(token: string): Tenant | undefined;
}

export function createState(now: () => number, tokens: readonly string[]): SimulatorState {
  const tenants = new Map<string, Tenant>();
  const addTenant = (token: string): Tenant => {
    const tenant: Tenant = {
      token,
      financialYears: seedFinancialYears(now()),
      accounts: new Map(basChart),
      vouchers: [],
      voucherNumbers: new Map(),
      customers: [],
      invoices: [],
      nextCustomerNumber: 1,
      nextDocumentNumber: 1,
    };
    tenants.set(token, tenant);
    return tenant;
  };
  tokens.forEach(addTenant);
  return { tenants, addTenant, tenant: (token) => tenants.get(token) };
}

export function financialYearFor(tenant: Tenant, date: string) {
  return tenant.financialYears.find((year) => year.FromDate <= date && date <= year.ToDate);
}
