import type { LedgerChart, LedgerCompany, WriteProblem } from '../../sdk/connector';
import type { LedgerAccount, ReferenceData } from './reference-data';
import { day, fiscalYearOf } from './reference-data';

/** `GET /v2/companysettings`: the company the token opens. */
export async function readCompany(ref: ReferenceData): Promise<LedgerCompany> {
  const settings = await ref.settings();
  return { name: settings.Name ?? '', organisationNumber: settings.CorporateIdentityNumber ?? '' };
}

/** The chart of the fiscal year covering `date`, or of the latest year when none does. */
export async function chartOn(ref: ReferenceData, date: string): Promise<LedgerChart> {
  const years = await ref.fiscalYears();
  const year =
    fiscalYearOf(years, date) ??
    [...years].sort((a, b) => a.EndDate.localeCompare(b.EndDate)).at(-1);
  const chart = year ? await ref.accounts(year.Id) : new Map<string, LedgerAccount>();
  return {
    yearCovers: fiscalYearOf(years, date) !== undefined,
    accounts: new Map([...chart].map(([number, a]) => [number, { active: a.IsActive }])),
  };
}

/**
 * What stops vouchers dated `from` or later: Visma refuses any date up to its accounting lock,
 * and any date in a fiscal year locked for accounting.
 */
export async function writeProblems(ref: ReferenceData, from: string): Promise<WriteProblem[]> {
  const lockedTo = (await ref.settings()).AccountingLockedTo;
  if (lockedTo && day(lockedTo) >= from) return [{ code: 'locked', until: day(lockedTo) }];
  const year = fiscalYearOf(await ref.fiscalYears(), from);
  if (year?.IsLockedForAccounting) return [{ code: 'locked', until: day(year.EndDate) }];
  return [];
}
