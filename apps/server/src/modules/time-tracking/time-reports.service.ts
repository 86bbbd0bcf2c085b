import { stockholmDay } from '@portal/contracts/dates';
import type {
  InvoiceBasisRow,
  ProfitabilityRow,
  TimeOptions,
  TimeWeek,
} from '@portal/contracts/schemas/time-tracking';
import type { AppContext } from '../../context';
import { fieldError, notFound } from '../../http/http-error';
import { currentRates } from '../client-rates/client-rates.repository';
import type { Scope } from '../tenancy/scope';
import { entriesBetween } from './time-entries.repository';
import type { RawTotals } from './time-entries.repository';
import {
  clientNames,
  firmPeople,
  invoiceBasis,
  personById,
  tasksOf,
  timePerClient,
  visibleProjects,
} from './time-reports.repository';
import type { BasisFilter } from './time-reports.repository';
import { profitabilityFigures } from './profitability';
import { oreOfMinuteRates, sek } from './time-values';
import { timeScopeOf, toTimeEntry, toTotals } from './time-work';

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Monday of the week a day is in. */
export function mondayOf(day: string): string {
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(day, -weekday);
}

/** One person's week, Monday to Sunday: each day's entries and totals. */
export async function timeWeek(
  ctx: AppContext,
  scope: Scope,
  query: { date?: string; user?: number },
): Promise<TimeWeek> {
  const ts = await timeScopeOf(ctx, scope);
  const userId = query.user ?? scope.userId;
  const person =
    userId === scope.userId
      ? await personById(ctx.db, userId)
      : ts.seesEveryone
        ? (await firmPeople(ctx.db, ts.firmId, userId))[0]
        : undefined;
  if (!person) throw notFound();
  const start = mondayOf(query.date ?? stockholmDay(ctx.clock.now()));
  const end = addDays(start, 6);
  const rows = await entriesBetween(ctx.db, ts, userId, start, end);
  const entries = rows.map((row) => toTimeEntry(row, scope.userId));
  const raw = { minutes: 0, billableMinutes: 0, minuteRates: 0, billableMinuteRates: 0 };
  for (const { entry } of rows) {
    const minuteRates = entry.minutes * (entry.hourlyRate ?? 0);
    raw.minutes += entry.minutes;
    raw.minuteRates += minuteRates;
    if (entry.billable) {
      raw.billableMinutes += entry.minutes;
      raw.billableMinuteRates += minuteRates;
    }
  }
  const days = Array.from({ length: 7 }, (_, i) => {
    const date = addDays(start, i);
    const own = entries.filter((e) => e.date === date);
    const sum = (list: typeof own) => list.reduce((total, e) => total + e.minutes, 0);
    return {
      date,
      minutes: sum(own),
      billable_minutes: sum(own.filter((e) => e.billable)),
      entries: own,
    };
  });
  return { start, end, user: person, days, totals: toTotals(raw) };
}

/** The clients, projects, tasks and people the caller's pickers and filters offer. */
export async function timeOptions(ctx: AppContext, scope: Scope): Promise<TimeOptions> {
  const ts = await timeScopeOf(ctx, scope);
  const clients = await clientNames(ctx.db, ts.clientIds);
  const rates = await currentRates(ctx.db, ts.firmId, ts.clientIds);
  const projects = await visibleProjects(ctx.db, ts.firmId, ts.clientIds);
  const tasks = await tasksOf(
    ctx.db,
    projects.map((p) => p.id),
  );
  const people = ts.seesEveryone
    ? await firmPeople(ctx.db, ts.firmId)
    : [await personById(ctx.db, scope.userId)].filter((p) => p !== undefined);
  return {
    clients: clients.map((c) => ({ ...c, hourly_rate: sek(rates.get(c.id)!) })),
    projects: projects.map((p) => ({ id: p.id, name: p.name, client: p.companyId })),
    tasks: tasks.map((t) => ({ id: t.id, title: t.title, project: t.projectId })),
    people,
  };
}

/** Billable time per client and month at the entries' rates: what the firm can invoice. */
export async function invoiceBasisPage(ctx: AppContext, scope: Scope, filter: BasisFilter) {
  const ts = await timeScopeOf(ctx, scope);
  if (filter.monthFrom && filter.monthTo && filter.monthFrom > filter.monthTo)
    throw fieldError('validation_error', 'month_to', 'time.errors.period_order');
  const { count, totals, rows } = await invoiceBasis(ctx.db, ts.firmId, ts.clientIds, filter);
  const results: InvoiceBasisRow[] = rows.map((row) => ({
    client: Number(row.companyId),
    client_name: row.clientName,
    month: row.month,
    entries: Number(row.entries),
    minutes: Number(row.minutes),
    hourly_rate: row.rate === null ? null : sek(Number(row.rate)),
    value: sek(oreOfMinuteRates(Number(row.minuteRates))),
  }));
  return {
    count,
    results,
    totals: {
      minutes: Number(totals?.minutes ?? 0),
      value: sek(oreOfMinuteRates(Number(totals?.minuteRates ?? 0))),
    },
  };
}

export interface ProfitabilityFilter {
  dateFrom?: string;
  dateTo?: string;
  ordering?: string;
  limit: number;
  offset: number;
}

/** Per client of the period (this year so far by default): fees against time spent (ADR 032). */
export async function profitabilityPage(
  ctx: AppContext,
  scope: Scope,
  filter: ProfitabilityFilter,
) {
  const ts = await timeScopeOf(ctx, scope);
  const today = stockholmDay(ctx.clock.now());
  const from = filter.dateFrom ?? `${today.slice(0, 4)}-01-01`;
  const to = filter.dateTo ?? today;
  if (from > to) throw fieldError('validation_error', 'date_to', 'time.errors.period_order');
  const clients = await clientNames(ctx.db, ts.clientIds);
  const rates = await currentRates(ctx.db, ts.firmId, ts.clientIds);
  const time = new Map(
    (await timePerClient(ctx.db, ts.firmId, ts.clientIds, from, to)).map((r) => [r.companyId, r]),
  );
  const zero: RawTotals = {
    minutes: 0,
    billableMinutes: 0,
    minuteRates: 0,
    billableMinuteRates: 0,
  };
  const all: ProfitabilityRow[] = clients.map((c) => ({
    client: c.id,
    client_name: c.name,
    hourly_rate: sek(rates.get(c.id)!),
    ...profitabilityFigures(time.get(c.id) ?? zero),
  }));
  const sum = (key: 'minutes' | 'billableMinutes' | 'minuteRates' | 'billableMinuteRates') =>
    [...time.values()].reduce((total, r) => total + Number(r[key]), 0);
  const totals = profitabilityFigures({
    minutes: sum('minutes'),
    billableMinutes: sum('billableMinutes'),
    minuteRates: sum('minuteRates'),
    billableMinuteRates: sum('billableMinuteRates'),
  });
  const ordering = filter.ordering ?? 'client';
  const key = ordering.replace(/^-/, '') as keyof ProfitabilityRow;
  const sign = ordering.startsWith('-') ? -1 : 1;
  const sortValue = (row: ProfitabilityRow) => {
    const value = row[key];
    return typeof value === 'string' && key !== 'client_name' && key !== 'client'
      ? Number(value)
      : value;
  };
  const sorted = [...all].sort((a, b) => {
    const [x, y] = key === 'client' ? [a.client_name, b.client_name] : [sortValue(a), sortValue(b)];
    if (x === y) return a.client_name.localeCompare(b.client_name, 'sv');
    if (x === null) return 1;
    if (y === null) return -1;
    return (
      (typeof x === 'string' ? x.localeCompare(String(y), 'sv') : Number(x) - Number(y)) * sign
    );
  });
  return {
    count: all.length,
    results: sorted.slice(filter.offset, filter.offset + filter.limit),
    date_from: from,
    date_to: to,
    totals,
  };
}
