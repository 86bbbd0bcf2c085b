import { stockholmDay } from '@portal/contracts/dates';
import { SHIPMENT_STATUSES } from '@portal/contracts/schemas/shipments';
import type { ShipmentDashboard, ShipmentStatus } from '@portal/contracts/schemas/shipments';
import type { AnyColumn } from 'drizzle-orm';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { shipments } from '../../db/schema/shipments';
import { fieldError } from '../../http/http-error';
import type { Scope } from '../tenancy/scope';
import { activeCompanyOf } from '../tenancy/scope';
import { toSummary } from './shipment-view';
import { lateAt } from './shipments.repository';
import { shippingSubscriptionOf } from './shipping-app';

const DEFAULT_DAYS = 30;
const MAX_DAYS = 366;
const LATE_SHOWN = 10;

const dayOf = (column: AnyColumn) =>
  sql<string>`to_char((${column} AT TIME ZONE 'Europe/Stockholm')::date, 'YYYY-MM-DD')`;

function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  const day = new Date(`${from}T12:00:00Z`);
  while (day.toISOString().slice(0, 10) <= to) {
    days.push(day.toISOString().slice(0, 10));
    day.setUTCDate(day.getUTCDate() + 1);
  }
  return days;
}

/** The range asked for, by default the last 30 days; at most a year. */
function rangeOf(now: Date, query: { from?: string; to?: string }) {
  const to = query.to ?? stockholmDay(now);
  const start = new Date(`${to}T12:00:00Z`);
  start.setUTCDate(start.getUTCDate() - (DEFAULT_DAYS - 1));
  const from = query.from ?? start.toISOString().slice(0, 10);
  if (from > to) throw fieldError('validation_error', 'from', 'shipments.server.date_range');
  if (daysBetween(from, to).length > MAX_DAYS) {
    throw fieldError('validation_error', 'from', 'shipments.server.date_range');
  }
  return { from, to };
}

/** Counts by status and carrier, created and delivered per day, what is late, freight paid and cost. */
export async function shipmentDashboard(
  ctx: AppContext,
  scope: Scope,
  query: { from?: string; to?: string },
): Promise<ShipmentDashboard> {
  const companyId = activeCompanyOf(scope);
  const now = ctx.clock.now();
  const { from, to } = rangeOf(now, query);
  const db = ctx.db;
  const company = and(eq(shipments.companyId, companyId), eq(shipments.purchase, 'bought'));
  const created = sql`${dayOf(shipments.createdAt)} BETWEEN ${from} AND ${to}`;
  const inRange = and(company, created);
  const [statuses, carriers, createdPerDay, deliveredPerDay, late, lateCount, freight] =
    await Promise.all([
      db
        .select({ status: shipments.status, n: sql<number>`count(*)::int` })
        .from(shipments)
        .where(inRange)
        .groupBy(shipments.status),
      db
        .select({ carrier: shipments.carrier, count: sql<number>`count(*)::int` })
        .from(shipments)
        .where(inRange)
        .groupBy(shipments.carrier)
        .orderBy(sql`count(*) desc`, asc(shipments.carrier)),
      db
        .select({ date: dayOf(shipments.createdAt), n: sql<number>`count(*)::int` })
        .from(shipments)
        .where(inRange)
        .groupBy(dayOf(shipments.createdAt)),
      db
        .select({ date: dayOf(shipments.deliveredAt), n: sql<number>`count(*)::int` })
        .from(shipments)
        .where(and(company, sql`${dayOf(shipments.deliveredAt)} BETWEEN ${from} AND ${to}`))
        .groupBy(dayOf(shipments.deliveredAt)),
      db
        .select()
        .from(shipments)
        .where(and(company, lateAt(now)))
        .orderBy(asc(shipments.estimatedDelivery), asc(shipments.id))
        .limit(LATE_SHOWN),
      db
        .select({ n: sql<number>`count(*)::int` })
        .from(shipments)
        .where(and(company, lateAt(now))),
      db
        .select({
          paid: sql<number>`coalesce(sum(${shipments.shippingPaid}), 0)::bigint`,
          cost: sql<number>`coalesce(sum(${shipments.freightNet} + coalesce(${shipments.freightVat}, 0)), 0)::bigint`,
          n: sql<number>`count(*)::int`,
        })
        .from(shipments)
        // compared only where both are known, in SEK: an unknown payment is not a payment of 0
        .where(
          and(
            inRange,
            sql`${shipments.status} <> 'Cancelled'`,
            isNotNull(shipments.shippingPaid),
            isNotNull(shipments.freightNet),
            eq(shipments.currency, 'SEK'),
          ),
        ),
    ]);
  const byStatus = Object.fromEntries(SHIPMENT_STATUSES.map((s) => [s, 0])) as Record<
    ShipmentStatus,
    number
  >;
  for (const row of statuses) byStatus[row.status as ShipmentStatus] = row.n;
  const createdOn = new Map(createdPerDay.map((r) => [r.date, r.n]));
  const deliveredOn = new Map(deliveredPerDay.map((r) => [r.date, r.n]));
  return {
    from,
    to,
    by_status: byStatus,
    by_carrier: carriers,
    per_day: daysBetween(from, to).map((date) => ({
      date,
      created: createdOn.get(date) ?? 0,
      delivered: deliveredOn.get(date) ?? 0,
    })),
    late: late.map((row) => toSummary(row, true)),
    late_count: lateCount[0]?.n ?? 0,
    freight: {
      paid: Number(freight[0]?.paid ?? 0),
      cost: Number(freight[0]?.cost ?? 0),
      shipments: freight[0]?.n ?? 0,
    },
    connected: (await shippingSubscriptionOf(ctx, companyId)) !== undefined,
  };
}
