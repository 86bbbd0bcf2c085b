import { z } from 'zod';
import { PageQuery, orderingOf, paginated } from '../pagination';
import { id, isoDate, isoMonth, patchOf, queryId } from '../validation';

/**
 * Time an accountant spends for a client (or the firm itself), a project and a task, by a
 * running timer or entered by hand; valued at the client's hourly rate (ADR 032).
 */

/** The database keeps at most a day in one entry. */
export const MAX_ENTRY_MINUTES = 1440;

/**
 * "1:30" (hours:minutes) or "90" (minutes) → minutes; null for anything else, for no time at all
 * and for more than a day.
 */
export function parseDuration(text: string): number | null {
  const value = text.trim();
  const clock = /^(\d{1,2}):([0-5]\d)$/.exec(value);
  const minutes = clock
    ? Number(clock[1]) * 60 + Number(clock[2])
    : /^\d{1,4}$/.test(value)
      ? Number(value)
      : null;
  return minutes !== null && minutes >= 1 && minutes <= MAX_ENTRY_MINUTES ? minutes : null;
}

/** 90 → "1:30". */
export function formatDuration(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** Time entered by hand: hours:minutes or minutes, from one minute to a day. */
export const duration = () =>
  z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .refine((value) => parseDuration(value) !== null, { error: 'format' });

const description = () => z.string().trim().max(500, { error: 'max' });

/** What the person works on: a client (null: the firm's internal time), a project and a task. */
const workFields = {
  client: id().nullable(),
  project: id().nullable(),
  task: id().nullable(),
  billable: z.boolean(),
  description: description(),
};

/** The manual entry form: every field present. */
export const TimeEntryForm = z.object({ date: isoDate(), duration: duration(), ...workFields });
export type TimeEntryForm = z.input<typeof TimeEntryForm>;

/** A manual entry: a day and a duration; the rest may be left out (internal, billable, no text). */
export const TimeEntryInput = TimeEntryForm.partial().required({ date: true, duration: true });
export type TimeEntryInput = z.input<typeof TimeEntryInput>;

export const TimeEntryPatch = patchOf(TimeEntryForm.partial());
export type TimeEntryPatch = z.input<typeof TimeEntryPatch>;

/** Starting the timer: what it runs for. */
export const TimerForm = z.object(workFields);
export type TimerForm = z.input<typeof TimerForm>;
export const TimerStart = TimerForm.partial();
export type TimerStart = z.input<typeof TimerStart>;

const Person = z.object({ id: z.number().int(), name: z.string() });

export const TimeEntry = z.object({
  id: z.number().int(),
  user: Person,
  /** the caller's own entry: only those are changed and removed */
  own: z.boolean(),
  client: z.number().int().nullable(),
  client_name: z.string().nullable(),
  project: z.number().int().nullable(),
  project_name: z.string().nullable(),
  task: z.number().int().nullable(),
  task_title: z.string().nullable(),
  date: z.string(),
  minutes: z.number().int(),
  /** when the timer was started; null for a finished entry */
  running_since: z.iso.datetime().nullable(),
  billable: z.boolean(),
  description: z.string(),
  /** SEK per hour when the entry was finished; null while the timer runs */
  hourly_rate: z.string().nullable(),
  /** SEK: minutes × rate, billable or not */
  value: z.string(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type TimeEntry = z.infer<typeof TimeEntry>;

export const TIME_ENTRY_SORTS = ['date', 'minutes', 'client', 'person'] as const;
export const BILLABLE_FILTER = ['true', 'false'] as const;

export const TimeEntryQuery = PageQuery.extend({
  /** description, client, project or task */
  search: z.string().trim().max(200).optional(),
  user: queryId().optional(),
  client: queryId().optional(),
  project: queryId().optional(),
  billable: z.enum(BILLABLE_FILTER).optional(),
  date_from: isoDate().optional(),
  date_to: isoDate().optional(),
  ordering: orderingOf(TIME_ENTRY_SORTS),
}).strict();

/** Sums over everything the filter finds: minutes and SEK, all and billable. */
export const TimeTotals = z.object({
  minutes: z.number().int(),
  billable_minutes: z.number().int(),
  value: z.string(),
  billable_value: z.string(),
});
export type TimeTotals = z.infer<typeof TimeTotals>;

export const TimeEntryPage = paginated(TimeEntry).extend({ totals: TimeTotals });
export type TimeEntryPage = z.infer<typeof TimeEntryPage>;

/** The running timer of the caller, and the server's clock to count the elapsed time from. */
export const TimerState = z.object({ entry: TimeEntry.nullable(), now: z.iso.datetime() });
export type TimerState = z.infer<typeof TimerState>;

/** A started timer, and the one it stopped (only one runs at a time). */
export const TimerStarted = z.object({ entry: TimeEntry, stopped: TimeEntry.nullable() });

export const WeekQuery = z
  .object({
    /** any day of the week; today when left out */
    date: isoDate().optional(),
    user: queryId().optional(),
  })
  .strict();

export const WeekDay = z.object({
  date: z.string(),
  minutes: z.number().int(),
  billable_minutes: z.number().int(),
  entries: z.array(TimeEntry),
});
export type WeekDay = z.infer<typeof WeekDay>;

/** Monday to Sunday of one person. */
export const TimeWeek = z.object({
  start: z.string(),
  end: z.string(),
  user: Person,
  days: z.array(WeekDay),
  totals: TimeTotals,
});
export type TimeWeek = z.infer<typeof TimeWeek>;

export const INVOICE_BASIS_SORTS = ['month', 'client', 'minutes', 'value'] as const;

export const InvoiceBasisQuery = PageQuery.extend({
  month_from: isoMonth().optional(),
  month_to: isoMonth().optional(),
  client: queryId().optional(),
  ordering: orderingOf(INVOICE_BASIS_SORTS),
}).strict();

/** What the firm can invoice one client for one month: its billable time at its rates. */
export const InvoiceBasisRow = z.object({
  client: z.number().int(),
  client_name: z.string(),
  month: z.string(),
  entries: z.number().int(),
  minutes: z.number().int(),
  /** SEK per hour when every entry has the same rate; null when they differ */
  hourly_rate: z.string().nullable(),
  value: z.string(),
});
export type InvoiceBasisRow = z.infer<typeof InvoiceBasisRow>;

export const InvoiceBasisPage = paginated(InvoiceBasisRow).extend({
  totals: z.object({ minutes: z.number().int(), value: z.string() }),
});
export type InvoiceBasisPage = z.infer<typeof InvoiceBasisPage>;

export const PROFITABILITY_SORTS = [
  'client',
  'minutes',
  'billable_value',
  'time_value',
  'effective_rate',
  'realisation',
] as const;

export const ProfitabilityQuery = PageQuery.extend({
  /** the first day of the period; the first of January this year when left out */
  date_from: isoDate().optional(),
  /** the last day; today when left out */
  date_to: isoDate().optional(),
  ordering: orderingOf(PROFITABILITY_SORTS),
}).strict();

/** ADR 032: fees are the billable value; time spent is valued at the entries' rates. */
export const ProfitabilityFigures = z.object({
  minutes: z.number().int(),
  billable_minutes: z.number().int(),
  /** SEK: billable minutes × rate, what the firm can invoice (its fees) */
  billable_value: z.string(),
  /** SEK: all minutes × rate, what the time spent is worth */
  time_value: z.string(),
  /** SEK: time spent that is not invoiced */
  write_off: z.string(),
  /** SEK per hour: billable value / all hours; null without time */
  effective_rate: z.string().nullable(),
  /** percent of the time's value that is invoiced, one decimal; null without time */
  realisation: z.number().nullable(),
});

export const ProfitabilityRow = ProfitabilityFigures.extend({
  client: z.number().int(),
  client_name: z.string(),
  /** the client's rate now, SEK per hour */
  hourly_rate: z.string(),
});
export type ProfitabilityRow = z.infer<typeof ProfitabilityRow>;

export const ProfitabilityPage = paginated(ProfitabilityRow).extend({
  date_from: z.string(),
  date_to: z.string(),
  totals: ProfitabilityFigures,
});
export type ProfitabilityPage = z.infer<typeof ProfitabilityPage>;

/** What the pickers and filters offer: the clients, projects, tasks and people the caller sees. */
export const TimeOptions = z.object({
  clients: z.array(z.object({ id: z.number().int(), name: z.string(), hourly_rate: z.string() })),
  projects: z.array(
    z.object({ id: z.number().int(), name: z.string(), client: z.number().int().nullable() }),
  ),
  tasks: z.array(z.object({ id: z.number().int(), title: z.string(), project: z.number().int() })),
  people: z.array(Person),
});
export type TimeOptions = z.infer<typeof TimeOptions>;
