import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** A YYYY-MM-DD day in the interface language ("12 mars 2026"), or a dash. */
export function useDayFormat(style: 'medium' | 'short' = 'medium') {
  const { i18n } = useTranslation();
  return useCallback(
    (day: string | null) => {
      if (!day) return '–';
      const format =
        style === 'medium'
          ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' })
          : new Intl.DateTimeFormat(i18n.language, {
              day: 'numeric',
              month: 'short',
              timeZone: 'UTC',
            });
      return format.format(new Date(`${day}T12:00:00Z`));
    },
    [i18n.language, style],
  );
}
