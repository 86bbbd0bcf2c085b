import { formatDuration } from '@portal/contracts/schemas/time-tracking';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** SEK, hours and days in the interface language. */
export function useTimeFormat() {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return useMemo(() => {
    const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'SEK' });
    const hours = new Intl.NumberFormat(locale, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
    const dayFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    const weekdayFormat = new Intl.DateTimeFormat(locale, {
      weekday: 'long',
      day: 'numeric',
      month: 'short',
      timeZone: 'UTC',
    });
    const monthFormat = new Intl.DateTimeFormat(locale, {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    const utc = (day: string) => new Date(`${day}T00:00:00Z`);
    return {
      /** "1 234,50 kr" */
      kr: (amount: string | number) => money.format(Number(amount)),
      /** 90 → "1:30" */
      duration: formatDuration,
      /** 90 → "1,50" */
      hours: (minutes: number) => hours.format(minutes / 60),
      percent: (value: number | null) => (value === null ? '–' : percent.format(value / 100)),
      day: (day: string) => dayFormat.format(utc(day)),
      weekday: (day: string) => weekdayFormat.format(utc(day)),
      /** "2026-11" → "november 2026" */
      month: (month: string) => monthFormat.format(utc(`${month}-01`)),
    };
  }, [locale]);
}
