import type { PortfolioClient } from '@portal/contracts/schemas/client-portfolio';
import type { TFunction } from 'i18next';

/** The portfolio's spreadsheet: every figure of a row, as numbers where they are numbers. */
export function portfolioExport(t: TFunction, year: { year: number }) {
  const col = (key: string) => t(`firm.portfolio.columns.${key}`, year);
  const exp = (key: string) => t(`firm.portfolio.export.${key}`);
  return {
    fileName: `${t('routes.client-portfolio')} ${year.year}`,
    headers: () => [
      col('client'),
      exp('organization_number'),
      exp('worst'),
      exp('average'),
      exp('lag_minutes'),
      col('last_processed'),
      exp('problem_entries'),
      exp('error_subscriptions'),
      col('accountants'),
      exp('minutes'),
      exp('billable_minutes'),
      col('billable_value'),
      col('fees'),
    ],
    toCells: (c: PortfolioClient) => [
      c.name,
      c.organization_number,
      c.health?.worst.score ?? '',
      c.health?.average ?? '',
      c.lag_seconds === null ? '' : Math.floor(c.lag_seconds / 60),
      c.last_processed_date ?? '',
      c.problems.entries,
      c.problems.error_subscriptions,
      c.accountants.map((a) => a.name).join(', '),
      c.year.minutes,
      c.year.billable_minutes,
      Number(c.year.billable_value),
      Number(c.year.fees),
    ],
  };
}
