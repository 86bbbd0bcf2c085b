import type { VismaApi } from '../client';
import { readAll } from '../client';

export interface FiscalYear {
  Id: string;
  StartDate: string;
  EndDate: string;
  IsLockedForAccounting: boolean;
}

export interface LedgerAccount {
  Number: string;
  Name: string;
  IsActive: boolean;
}

/** Decides the sales account and VAT rate of an invoice row (through the row's article). */
export interface ArticleCoding {
  Id: string;
  Name: string;
  IsActive: boolean;
  /** 0.25 for 25 % */
  VatRatePercent: number;
  DomesticSalesSubjectToVatAccountNumber: number | null;
  DomesticSalesVatExemptAccountNumber: number | null;
}

export interface CompanySettings {
  Name: string;
  CorporateIdentityNumber: string;
  CurrencyCode: string;
  TermsOfPaymentId: string;
  AccountingLockedTo: string | null;
}

/** Reference data rarely changes: each is read once per session. */
export interface ReferenceData {
  fiscalYears(): Promise<FiscalYear[]>;
  /** the chart of accounts of one fiscal year, by account number */
  accounts(fiscalYearId: string): Promise<Map<string, LedgerAccount>>;
  codings(): Promise<ArticleCoding[]>;
  settings(): Promise<CompanySettings>;
  unitId(): Promise<string>;
}

/** A value read on first use and kept; a failed read is forgotten so the next call tries again. */
function once<T>(read: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => {
    value ??= read().catch((error: unknown) => {
      value = undefined;
      throw error;
    });
    return value;
  };
}

export const day = (dateTime: string) => dateTime.slice(0, 10);

export function fiscalYearOf(years: readonly FiscalYear[], date: string): FiscalYear | undefined {
  return years.find((y) => day(y.StartDate) <= date && date <= day(y.EndDate));
}

export function cachedReferenceData(api: VismaApi): ReferenceData {
  const charts = new Map<string, () => Promise<Map<string, LedgerAccount>>>();
  return {
    fiscalYears: once(() => readAll<FiscalYear>(api, 'v2/fiscalyears')),
    accounts(fiscalYearId) {
      let chart = charts.get(fiscalYearId);
      if (!chart) {
        chart = once(async () => {
          const accounts = await readAll<LedgerAccount>(api, `v2/accounts/${fiscalYearId}`);
          return new Map(accounts.map((a) => [a.Number, a]));
        });
        charts.set(fiscalYearId, chart);
      }
      return chart();
    },
    codings: once(() => readAll<ArticleCoding>(api, 'v2/articleaccountcodings')),
    settings: once(
      async () => (await api.request<CompanySettings>({ path: 'v2/companysettings' })).body,
    ),
    unitId: once(async () => (await readAll<{ Id: string }>(api, 'v2/units'))[0]?.Id ?? ''),
  };
}
