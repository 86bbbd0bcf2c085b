import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** SEK, hours and months in the interface language. */
export function useOverviewFormat() {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en-GB' : 'sv-SE';
  return useMemo(() => {
    const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'SEK' });
    const hours = new Intl.NumberFormat(locale, {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    });
    const month = new Intl.DateTimeFormat(locale, {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const count = new Intl.NumberFormat(locale);
    return {
      /** "1 234,50 kr" */
      kr: (amount: string) => money.format(Number(amount)),
      /** 90 minutes → "1,5" */
      hours: (minutes: number) => hours.format(minutes / 60),
      /** "2026-11" → "november 2026" */
      month: (value: string) => month.format(new Date(`${value}-01T00:00:00Z`)),
      count: (value: number) => count.format(value),
    };
  }, [locale]);
}
