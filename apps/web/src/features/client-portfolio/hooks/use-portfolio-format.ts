import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLagText } from '@/components/health/use-lag-text';

/** SEK, hours, times and lags in the interface language. */
export function usePortfolioFormat() {
  const { t, i18n } = useTranslation();
  const lagText = useLagText();
  const locale = i18n.language === 'en' ? 'en-GB' : 'sv-SE';
  return useMemo(() => {
    const money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'SEK' });
    const hours = new Intl.NumberFormat(locale, {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    });
    const at = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' });
    return {
      kr: (amount: string) => money.format(Number(amount)),
      hours: (minutes: number) => t('firm.hours', { hours: hours.format(minutes / 60) }),
      at: (value: string | null) =>
        value ? at.format(new Date(value)) : t('firm.portfolio.never'),
      lag: (seconds: number | null) =>
        seconds === null ? t('firm.portfolio.none') : lagText(seconds),
    };
  }, [locale, t, lagText]);
}
