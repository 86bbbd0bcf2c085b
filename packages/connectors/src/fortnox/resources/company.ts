import { ConnectorError } from '../../errors';
import type { LedgerChart, LedgerCompany, WriteProblem } from '../../sdk/connector';
import type { FortnoxApi } from '../client';
import type { ReferenceData } from './reference-data';

/** `GET /3/companyinformation`: the company the token opens. */
export async function readCompany(api: FortnoxApi): Promise<LedgerCompany> {
  const res = await api.request<{
    CompanyInformation: { CompanyName?: string; OrganizationNumber?: string };
  }>({ path: '3/companyinformation' });
  const info = res.body.CompanyInformation;
  return { name: info.CompanyName ?? '', organisationNumber: info.OrganizationNumber ?? '' };
}

/** The current chart of accounts, and whether a financial year covers `date`. */
export async function chartOn(ref: ReferenceData, date: string): Promise<LedgerChart> {
  const [accounts, years] = await Promise.all([ref.accounts(), ref.financialYears()]);
  return {
    yearCovers: years.some((y) => y.from <= date && date <= y.to),
    accounts,
  };
}

async function seriesExists(api: FortnoxApi, series: string): Promise<boolean> {
  try {
    await api.request({ path: `3/voucherseries/${encodeURIComponent(series)}` });
    return true;
  } catch (error) {
    if (error instanceof ConnectorError && error.code === 'not_found') return false;
    throw error;
  }
}

/** `GET /3/settings/lockedperiod`: the last locked day, or none. */
async function lockedUntil(api: FortnoxApi): Promise<string | null> {
  const res = await api.request<{ LockedPeriod?: { EndDate?: string | null } }>({
    path: '3/settings/lockedperiod',
  });
  return res.body.LockedPeriod?.EndDate || null;
}

/**
 * What stops vouchers dated `from` or later: the series they go to must exist (Fortnox refuses a
 * voucher in an unknown series), and the locked period must end before `from`.
 */
export async function writeProblems(
  api: FortnoxApi,
  series: string,
  from: string,
): Promise<WriteProblem[]> {
  const problems: WriteProblem[] = [];
  if (!(await seriesExists(api, series))) problems.push({ code: 'voucher_series_missing', series });
  const until = await lockedUntil(api);
  if (until && until >= from) problems.push({ code: 'locked', until });
  return problems;
}
