import {
  DASHBOARD_TIME_ZONE,
  RANGE_BUCKETS,
  type DashboardRange,
} from '@portal/contracts/schemas/dashboard';

/** The interface's language as a formatting locale (SPEC §9: sv-SE, or en-GB). */
export const intlLocale = (language: string) => (language === 'en' ? 'en-GB' : 'sv-SE');

const SHORT: Record<string, Intl.DateTimeFormatOptions> = {
  minute: { hour: '2-digit', minute: '2-digit' },
  hour: { hour: '2-digit', minute: '2-digit' },
  day: { weekday: 'short', day: 'numeric' },
  month: { month: 'short' },
};

const LONG: Record<string, Intl.DateTimeFormatOptions> = {
  minute: { dateStyle: 'medium', timeStyle: 'short' },
  hour: { dateStyle: 'medium', timeStyle: 'short' },
  day: { dateStyle: 'full' },
  month: { month: 'long', year: 'numeric' },
};

/**
 * How a bucket's start is written: short under a bar, in full in the table a screen reader
 * reads. In Swedish time, where the server's buckets begin.
 */
export function bucketLabels(range: DashboardRange, language: string) {
  const unit = RANGE_BUCKETS[range].unit;
  const format = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(intlLocale(language), { ...options, timeZone: DASHBOARD_TIME_ZONE });
  const short = format(SHORT[unit]!);
  const long = format(LONG[unit]!);
  return {
    short: (at: string) => short.format(new Date(at)),
    long: (at: string) => long.format(new Date(at)),
  };
}

export function dateTimeFormatter(language: string) {
  const format = new Intl.DateTimeFormat(intlLocale(language), {
    dateStyle: 'short',
    timeStyle: 'short',
  });
  return (at: string) => format.format(new Date(at));
}
