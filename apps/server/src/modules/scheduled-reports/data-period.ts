import type { DataPeriod } from '@portal/contracts/schemas/scheduled-reports';
import type { LocalDate } from './zoned-time';
import { addDays, daysInMonth, isoOf } from './zoned-time';

/** Days, both included, YYYY-MM-DD. */
export interface ReportPeriod {
  from: string;
  to: string;
}

export interface FiscalYear {
  start: string;
  end: string;
}

const parse = (iso: string): LocalDate => ({
  year: Number(iso.slice(0, 4)),
  month: Number(iso.slice(5, 7)),
  day: Number(iso.slice(8, 10)),
});

function shiftYears(iso: string, years: number): string {
  const d = parse(iso);
  const year = d.year + years;
  const last = d.day === daysInMonth(d.year, d.month);
  return isoOf({ year, month: d.month, day: last ? daysInMonth(year, d.month) : d.day });
}

/**
 * The financial year holding a day: the ledger's, else one of the same shape as the ledger's
 * nearest year (a new year not read yet), else the calendar year.
 */
export function fiscalYearOf(day: string, years: FiscalYear[]): FiscalYear {
  const known = years.find((y) => y.start <= day && day <= y.end);
  if (known) return known;
  const sorted = [...years].sort((a, b) => a.start.localeCompare(b.start));
  const base = day > (sorted.at(-1)?.end ?? '') ? sorted.at(-1) : sorted[0];
  if (!base) return { start: `${day.slice(0, 4)}-01-01`, end: `${day.slice(0, 4)}-12-31` };
  const step = day > base.end ? 1 : -1;
  let year = { start: base.start, end: addDaysIso(shiftYears(base.start, 1), -1) };
  while (!(year.start <= day && day <= year.end)) {
    const start = shiftYears(year.start, step);
    year = { start, end: addDaysIso(shiftYears(start, 1), -1) };
  }
  return year;
}

const addDaysIso = (iso: string, days: number) => isoOf(addDays(parse(iso), days));

function monthPeriod(year: number, month: number, months: number): ReportPeriod {
  const endMonth = month + months - 1;
  return {
    from: isoOf({ year, month, day: 1 }),
    to: isoOf({ year, month: endMonth, day: daysInMonth(year, endMonth) }),
  };
}

/**
 * The period a report made on `due` (Stockholm's day) shows: the month or calendar quarter
 * before it, the financial year up to the day before (the last whole day), or the financial
 * year before the one holding the day.
 */
export function reportPeriodOf(
  kind: DataPeriod,
  due: LocalDate,
  years: FiscalYear[],
): ReportPeriod {
  switch (kind) {
    case 'last_month': {
      const month = due.month === 1 ? 12 : due.month - 1;
      return monthPeriod(due.month === 1 ? due.year - 1 : due.year, month, 1);
    }
    case 'last_quarter': {
      const quarter = Math.floor((due.month - 1) / 3);
      return quarter === 0
        ? monthPeriod(due.year - 1, 10, 3)
        : monthPeriod(due.year, (quarter - 1) * 3 + 1, 3);
    }
    case 'year_to_date': {
      const yesterday = isoOf(addDays(due, -1));
      return { from: fiscalYearOf(yesterday, years).start, to: yesterday };
    }
    case 'last_year': {
      const current = fiscalYearOf(isoOf(due), years);
      const before = fiscalYearOf(addDaysIso(current.start, -1), years);
      return { from: before.start, to: before.end };
    }
  }
}
