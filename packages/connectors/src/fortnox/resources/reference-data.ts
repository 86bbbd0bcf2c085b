import { paginate } from '../../sdk/pagination';
import type { FortnoxApi } from '../client';

export interface LedgerAccount {
  active: boolean;
  /** Fortnox's VAT code of the account (MP1, U1…), '' when it has none */
  vatCode: string;
}

export interface FinancialYearSpan {
  from: string;
  to: string;
}

interface Meta {
  MetaInformation?: { '@TotalPages': number; '@CurrentPage': number };
}

/** Every item of a Fortnox list (MetaInformation paging), 500 per page. */
async function readAll<T>(api: FortnoxApi, path: string, key: string): Promise<T[]> {
  const items: T[] = [];
  const pages = paginate<T>(async (next) => {
    const page = Number(next ?? 1);
    const res = await api.request<Meta & Record<string, T[]>>({
      path,
      query: { page, limit: 500 },
    });
    const meta = res.body.MetaInformation;
    const more = meta !== undefined && meta['@CurrentPage'] < meta['@TotalPages'];
    return { items: res.body[key] ?? [], next: more ? String(page + 1) : undefined };
  });
  for await (const item of pages) items.push(item);
  return items;
}

export async function readAccounts(api: FortnoxApi): Promise<Map<string, LedgerAccount>> {
  const accounts = await readAll<{ Number: number; Active: boolean; VATCode?: string }>(
    api,
    '3/accounts',
    'Accounts',
  );
  return new Map(
    accounts.map((a) => [String(a.Number), { active: a.Active, vatCode: a.VATCode ?? '' }]),
  );
}

export async function readCurrencies(api: FortnoxApi): Promise<Set<string>> {
  const currencies = await readAll<{ Code: string }>(api, '3/currencies', 'Currencies');
  return new Set(currencies.map((c) => c.Code.toUpperCase()));
}

export async function readFinancialYears(api: FortnoxApi): Promise<FinancialYearSpan[]> {
  const years = await readAll<{ FromDate: string; ToDate: string }>(
    api,
    '3/financialyears',
    'FinancialYears',
  );
  return years.map((y) => ({ from: y.FromDate, to: y.ToDate }));
}

/** Accounts, currencies and financial years rarely change: read once per session. */
export interface ReferenceData {
  accounts(): Promise<Map<string, LedgerAccount>>;
  currencies(): Promise<Set<string>>;
  financialYears(): Promise<FinancialYearSpan[]>;
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

export function cachedReferenceData(api: FortnoxApi): ReferenceData {
  return {
    accounts: once(() => readAccounts(api)),
    currencies: once(() => readCurrencies(api)),
    financialYears: once(() => readFinancialYears(api)),
  };
}
