import type { LedgerSession } from '@portal/connectors/sdk/connector';
import type { AppLocale } from '@portal/contracts/i18n/resources';
import type { ActivationCheck, ActivationCheckKey } from '@portal/contracts/schemas/activation';
import type { MappedAccount } from '@portal/contracts/schemas/configuration';
import { sameOrganisation } from '../../lib/organisation-number';
import { fieldLabel, t } from '../../plugins/locale';

/** One ledger opened for the check, named as the user knows it (Fortnox, Visma eEkonomi). */
export interface CheckedLedger {
  session: LedgerSession;
  system: string;
  locale: AppLocale;
}

type Status = ActivationCheck['status'];

export const checkOf = (
  key: ActivationCheckKey,
  status: Status,
  detail: string,
): ActivationCheck => ({ key, status, detail });

/** A read the ledger could not answer advises trying again; it never blocks on its own. */
function unreadable(key: ActivationCheckKey, { system, locale }: CheckedLedger) {
  return checkOf(key, 'warning', t(locale, 'activation.check.unreadable', { system }));
}

const unsupported = (key: ActivationCheckKey, { system, locale }: CheckedLedger) =>
  checkOf(key, 'skipped', t(locale, 'activation.check.unsupported', { system }));

/** The wrong-company mistake: the ledger's organisation number must be the company's. */
export async function organisationCheck(
  ledger: CheckedLedger,
  company: { name: string; organisationNumber: string },
): Promise<ActivationCheck> {
  const key = 'organisation_number';
  if (!ledger.session.company) return unsupported(key, ledger);
  let found;
  try {
    found = await ledger.session.company();
  } catch {
    return unreadable(key, ledger);
  }
  if (sameOrganisation(found.organisationNumber, company.organisationNumber)) {
    const params = { name: found.name, number: found.organisationNumber };
    return checkOf(key, 'passed', t(ledger.locale, 'activation.check.organisation_passed', params));
  }
  return checkOf(
    key,
    'failed',
    t(ledger.locale, 'activation.check.organisation_failed', {
      ledger_name: found.name || ledger.system,
      ledger_number: found.organisationNumber || '–',
      company: company.name,
      number: company.organisationNumber,
    }),
  );
}

/** "3001 (Revenue 25 %)": each account once, with every mapping that books to it. */
function describeAccounts(
  numbers: string[],
  accounts: Record<MappedAccount, string>,
  locale: AppLocale,
) {
  return numbers
    .map((number) => {
      const uses = (Object.keys(accounts) as MappedAccount[])
        .filter((key) => accounts[key] === number)
        .map((key) => fieldLabel(locale, key));
      return `${number} (${uses.join(', ')})`;
    })
    .join(', ');
}

/**
 * Every account the subscription's mapping books to exists and is active in the ledger, and a
 * financial year covers `today`.
 */
export async function accountsCheck(
  ledger: CheckedLedger,
  accounts: Record<MappedAccount, string>,
  today: string,
): Promise<ActivationCheck> {
  const key = 'accounts';
  if (!ledger.session.chartOfAccounts) return unsupported(key, ledger);
  let chart;
  try {
    chart = await ledger.session.chartOfAccounts(today);
  } catch {
    return unreadable(key, ledger);
  }
  const numbers = [...new Set(Object.values(accounts))].sort();
  const missing = numbers.filter((n) => !chart.accounts.has(n));
  const inactive = numbers.filter((n) => chart.accounts.get(n)?.active === false);
  const { system, locale } = ledger;
  const problems = [
    ...(missing.length
      ? [
          t(locale, 'activation.check.accounts_missing', {
            system,
            accounts: describeAccounts(missing, accounts, locale),
          }),
        ]
      : []),
    ...(inactive.length
      ? [
          t(locale, 'activation.check.accounts_inactive', {
            system,
            accounts: describeAccounts(inactive, accounts, locale),
          }),
        ]
      : []),
    ...(chart.yearCovers
      ? []
      : [t(locale, 'activation.check.accounts_no_year', { system, date: today })]),
  ];
  if (problems.length) return checkOf(key, 'failed', problems.join(' '));
  return checkOf(
    key,
    'passed',
    t(locale, 'activation.check.accounts_passed', { count: numbers.length, system, date: today }),
  );
}

/** What the posting model writes (vouchers, from the start date on) can be written. */
export async function writeCheck(ledger: CheckedLedger, from: string): Promise<ActivationCheck> {
  const key = 'write';
  if (!ledger.session.writeProblems) return unsupported(key, ledger);
  let problems;
  try {
    problems = await ledger.session.writeProblems(from);
  } catch {
    return unreadable(key, ledger);
  }
  const { system, locale } = ledger;
  if (!problems.length) {
    return checkOf(
      key,
      'passed',
      t(locale, 'activation.check.write_passed', { system, date: from }),
    );
  }
  const texts = problems.map((problem) =>
    problem.code === 'voucher_series_missing'
      ? t(locale, 'activation.check.write_series_missing', { system, series: problem.series })
      : t(locale, 'activation.check.write_locked', { until: problem.until, date: from }),
  );
  return checkOf(key, 'failed', texts.join(' '));
}
