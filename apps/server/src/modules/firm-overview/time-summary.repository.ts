import { CONSULTATION_RATE_ORE } from '@portal/contracts/schemas/client-rates';
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { oreOfMinuteRates } from '../time-tracking/time-values';

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(query: Promise<unknown>) => ((await query) as Rows<T>).rows;

/** Which finished time to sum: the firm's, between two days, of a person or some clients. */
export interface TimeFilter {
  firmId: number;
  /** first day, and the day after the last (YYYY-MM-DD) */
  from: string;
  to: string;
  userId?: number;
  companyIds?: number[];
}

export interface TimeSums {
  minutes: number;
  billableMinutes: number;
  /** öre: billable minutes × rate ÷ 60, rounded once (as time tracking does, ADR 032) */
  billableValue: number;
}

function where(filter: TimeFilter): SQL {
  const conditions = [
    sql`te.firm_id = ${filter.firmId}`,
    sql`te.date >= ${filter.from}::date`,
    sql`te.date < ${filter.to}::date`,
    // a running timer's time counts once it is stopped
    sql`te.running_since IS NULL`,
  ];
  if (filter.userId !== undefined) conditions.push(sql`te.user_id = ${filter.userId}`);
  if (filter.companyIds !== undefined)
    conditions.push(
      filter.companyIds.length
        ? sql`te.company_id IN (${sql.join(filter.companyIds, sql`, `)})`
        : sql`false`,
    );
  return sql.join(conditions, sql` AND `);
}

interface SumRow {
  company_id: number | null;
  minutes: string | number;
  billable_minutes: string | number;
  minute_rates: string | number;
}

/**
 * Minutes and billable minutes × rate per client (null: the firm's own time). The rate is the
 * entry's, else the client's rate, else the consultation rate (SPEC §9).
 */
async function sums(db: Db, filter: TimeFilter) {
  return rowsOf<SumRow>(
    db.execute(sql`
    SELECT te.company_id,
      coalesce(sum(te.minutes), 0)::bigint AS minutes,
      coalesce(sum(te.minutes) FILTER (WHERE te.billable), 0)::bigint AS billable_minutes,
      coalesce(sum(te.minutes::bigint
        * coalesce(te.hourly_rate, cr.hourly_rate, ${CONSULTATION_RATE_ORE}))
        FILTER (WHERE te.billable), 0)::bigint AS minute_rates
    FROM time_entries te
    LEFT JOIN client_rates cr ON cr.firm_id = te.firm_id AND cr.company_id = te.company_id
    WHERE ${where(filter)}
    GROUP BY te.company_id`),
  );
}

/** All the time the filter finds, summed. */
export async function timeSums(db: Db, filter: TimeFilter): Promise<TimeSums> {
  const rows = await sums(db, filter);
  const total = (key: keyof SumRow) => rows.reduce((sum, row) => sum + Number(row[key]), 0);
  return {
    minutes: total('minutes'),
    billableMinutes: total('billable_minutes'),
    billableValue: oreOfMinuteRates(total('minute_rates')),
  };
}

/** The time the filter finds per client. */
export async function timeSumsByClient(db: Db, filter: TimeFilter) {
  const rows = await sums(db, filter);
  return new Map<number, TimeSums>(
    rows
      .filter((row) => row.company_id !== null)
      .map((row) => [
        row.company_id!,
        {
          minutes: Number(row.minutes),
          billableMinutes: Number(row.billable_minutes),
          billableValue: oreOfMinuteRates(Number(row.minute_rates)),
        },
      ]),
  );
}
