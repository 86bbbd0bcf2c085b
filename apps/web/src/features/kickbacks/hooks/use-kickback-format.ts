import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** SEK, days, months and rates in the interface language. */
export function useKickbackFormat() {
  const { t, i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en-GB' : 'sv-SE';
  return useMemo(() => {
    const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'SEK' });
    const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    const month = new Intl.DateTimeFormat(locale, {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const percent = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    return {
      kr: (amount: string) => money.format(Number(amount)),
      day: (value: string | null) =>
        value ? day.format(new Date(`${value}T00:00:00Z`)) : t('firm.portfolio.none'),
      /** "2026-11" → "november 2026" */
      month: (value: string) => month.format(new Date(`${value}-01T00:00:00Z`)),
      /** "12.50" → "12,5" */
      percent: (value: string) => percent.format(Number(value)),
      /** "15.00" → "15 %" */
      rate: (value: string) =>
        t('firm.kickbacks.rate_value', { rate: percent.format(Number(value)) }),
    };
  }, [locale, t]);
}
