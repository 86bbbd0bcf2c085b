import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Formats a day (YYYY-MM-DD) in the interface's language: "3 jan. 2027", "Jan 3, 2027". */
export function useDayFormat() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
    return (day: string | null | undefined) =>
      day ? format.format(new Date(`${day}T00:00:00Z`)) : '–';
  }, [i18n.language]);
}
