import type { ServicePoint } from '@portal/contracts/schemas/shipments';

export interface OpeningDay {
  /** 0 Monday … 6 Sunday, as the aggregator numbers them */
  day: number;
  /** the weekday's name in the reader's language */
  name: string;
  /** "09:00–20:00, 21:00–22:00", or null when closed */
  hours: string | null;
}

/** Monday 2024-01-01 (UTC) plus `day` days: a date to name the weekday with. */
const weekday = (day: number) => new Date(Date.UTC(2024, 0, 1 + day));

/**
 * A service point's week, Monday first, each day's intervals joined with an en dash; a day the
 * aggregator leaves out or gives no hours is closed.
 */
export function openingWeek(hours: ServicePoint['opening_hours'], locale: string): OpeningDay[] {
  const names = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
  return Array.from({ length: 7 }, (_, day) => {
    const intervals = (hours[String(day)] ?? []).map((slot) => slot.trim()).filter(Boolean);
    const name = names.format(weekday(day));
    return {
      day,
      name: name.charAt(0).toUpperCase() + name.slice(1),
      hours: intervals.length ? intervals.map((slot) => slot.replace('-', '–')).join(', ') : null,
    };
  });
}

/** A distance as a person says it: metres under a kilometre, else kilometres with one decimal. */
export function formatDistance(metres: number | null, locale: string): string | null {
  if (metres === null) return null;
  if (metres < 1000) return `${new Intl.NumberFormat(locale).format(metres)} m`;
  const km = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(metres / 1000);
  return `${km} km`;
}
