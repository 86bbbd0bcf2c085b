import type { SQL } from 'drizzle-orm';
import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { ShipmentStatus } from '@portal/contracts/schemas/shipments';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { shipmentEvents, shipmentLabels, shipments } from '../../db/schema/shipments';
import type { ShipmentRow } from '../../db/schema/shipments';
import { users } from '../../db/schema/users';

export type NewShipment = typeof shipments.$inferInsert;
export type NewShipmentEvent = typeof shipmentEvents.$inferInsert;

/**
 * Shipments as the product shows them: bought ones only (a purchase pending or refused is kept
 * for the exactly-once rule and the record, never listed). Every query names the company.
 */
const shown = (companyId: number) =>
  and(eq(shipments.companyId, companyId), eq(shipments.purchase, 'bought'));

/** Today in Stockholm by the app's clock, as SQL. */
const todayAt = (now: Date) =>
  sql`((${now.toISOString()}::timestamptz) AT TIME ZONE 'Europe/Stockholm')::date`;

/** The estimated delivery has passed and it is neither delivered nor cancelled (ADR 042). */
export const lateAt = (now: Date) =>
  sql<boolean>`(${shipments.estimatedDelivery} IS NOT NULL AND ${shipments.estimatedDelivery} < ${todayAt(now)} AND ${shipments.status} NOT IN ('Delivered', 'Cancelled'))`;

export interface ShipmentFilter {
  q?: string;
  statuses?: ShipmentStatus[];
  carrier?: string;
  createdFrom?: string;
  createdTo?: string;
  late?: boolean;
}

const createdDay = sql`(${shipments.createdAt} AT TIME ZONE 'Europe/Stockholm')::date`;

function where(companyId: number, filter: ShipmentFilter, now: Date) {
  const conditions: (SQL | undefined)[] = [shown(companyId)];
  const q = filter.q?.trim();
  if (q) {
    const like = containsPattern(q);
    conditions.push(
      or(
        ilike(shipments.trackingNumber, like),
        ilike(shipments.orderNumber, like),
        ilike(shipments.orderId, like),
        ilike(shipments.reference, like),
        sql`${shipments.receiver}->>'name' ILIKE ${like}`,
      ),
    );
  }
  if (filter.statuses?.length) conditions.push(inArray(shipments.status, filter.statuses));
  if (filter.carrier) conditions.push(eq(shipments.carrier, filter.carrier));
  if (filter.createdFrom) conditions.push(sql`${createdDay} >= ${filter.createdFrom}::date`);
  if (filter.createdTo) conditions.push(sql`${createdDay} <= ${filter.createdTo}::date`);
  if (filter.late === true) conditions.push(lateAt(now));
  if (filter.late === false) conditions.push(sql`NOT ${lateAt(now)}`);
  return and(...conditions);
}

const STATUS_RANK = sql`CASE ${shipments.status} WHEN 'Pending' THEN 0 WHEN 'Shipped' THEN 1 WHEN 'In Transit' THEN 2 WHEN 'Delivered' THEN 3 ELSE 4 END`;
const SORTS: Record<string, SQL> = {
  created_at: sql`${shipments.createdAt}`,
  status: STATUS_RANK,
  carrier: sql`${shipments.carrier}`,
  estimated_delivery: sql`${shipments.estimatedDelivery}`,
  order_number: sql`${shipments.orderNumber}`,
  customer: sql`lower(${shipments.receiver}->>'name')`,
};

function orderOf(ordering: string | undefined): SQL[] {
  if (!ordering) return [desc(shipments.createdAt), desc(shipments.id)];
  const column = SORTS[ordering.replace(/^-/, '')] ?? SORTS.created_at!;
  const direction = ordering.startsWith('-') ? sql`desc nulls last` : sql`asc nulls last`;
  return [sql`${column} ${direction}`, desc(shipments.id)];
}

function selectShipments(db: Db, now: Date) {
  return db.select({ shipment: shipments, late: lateAt(now) }).from(shipments);
}

export type ShipmentListRow = { shipment: ShipmentRow; late: boolean };

export async function listShipments(
  db: Db,
  companyId: number,
  filter: ShipmentFilter & { ordering?: string; limit: number; offset: number },
  now: Date,
) {
  const condition = where(companyId, filter, now);
  const [total] = await db.select({ n: count() }).from(shipments).where(condition);
  const rows = await selectShipments(db, now)
    .where(condition)
    .orderBy(...orderOf(filter.ordering))
    .limit(filter.limit)
    .offset(filter.offset);
  return { count: total?.n ?? 0, rows };
}

/** One shown shipment of the company with whether it is late and who bought it. */
export async function findShipmentView(db: Db, companyId: number, id: number, now: Date) {
  const [row] = await db
    .select({
      shipment: shipments,
      late: lateAt(now),
      creator: sql<
        string | null
      >`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.email})`,
    })
    .from(shipments)
    .leftJoin(users, eq(users.id, shipments.createdBy))
    .where(and(eq(shipments.id, id), shown(companyId)));
  return row;
}

/** The shown shipments of `ids` (a bulk print or cancel), in no particular order. */
export async function findShown(db: Db, companyId: number, ids: number[]) {
  return db
    .select()
    .from(shipments)
    .where(and(inArray(shipments.id, ids), shown(companyId)));
}

export async function insertShipment(db: Db, values: NewShipment): Promise<ShipmentRow> {
  const [row] = await db.insert(shipments).values(values).returning();
  return row!;
}

export async function updateShipment(db: Db, id: number, change: Partial<NewShipment>) {
  const [row] = await db.update(shipments).set(change).where(eq(shipments.id, id)).returning();
  return row!;
}

/** Purchases of an order that never got an answer (pending), to be looked up before another. */
export async function pendingPurchases(db: Db, companyId: number, salesOrderId: number | null) {
  return db
    .select()
    .from(shipments)
    .where(
      and(
        eq(shipments.companyId, companyId),
        eq(shipments.purchase, 'pending'),
        salesOrderId === null ? undefined : eq(shipments.salesOrderId, salesOrderId),
      ),
    )
    .orderBy(asc(shipments.id))
    .limit(20);
}

/** Shipments bought for an order (a second one is allowed, but said). */
export async function boughtForOrder(db: Db, companyId: number, salesOrderId: number) {
  return db
    .select({ id: shipments.id, tracking_number: shipments.trackingNumber })
    .from(shipments)
    .where(and(shown(companyId), eq(shipments.salesOrderId, salesOrderId)))
    .orderBy(asc(shipments.id));
}

/** The shipment a provider's report concerns: by its external reference, else a parcel. */
export async function findForReport(
  db: Db,
  subscriptionId: number,
  report: { externalReference?: string; parcelId: string; trackingNumber?: string },
) {
  const byParcel = sql`EXISTS (SELECT 1 FROM jsonb_array_elements(${shipments.parcels}) p
    WHERE p->>'providerId' = ${report.parcelId})`;
  const [row] = await db
    .select()
    .from(shipments)
    .where(
      and(
        eq(shipments.subscriptionId, subscriptionId),
        eq(shipments.purchase, 'bought'),
        or(
          report.externalReference
            ? eq(shipments.externalReference, report.externalReference)
            : undefined,
          byParcel,
          report.trackingNumber ? eq(shipments.trackingNumber, report.trackingNumber) : undefined,
        ),
      ),
    )
    .limit(1);
  return row;
}

/** Adds a report to the timeline; false when it was there already (told twice). */
export async function insertEvent(db: Db, values: NewShipmentEvent): Promise<boolean> {
  const added = await db
    .insert(shipmentEvents)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: shipmentEvents.id });
  return added.length === 1;
}

export async function eventsOf(db: Db, shipmentId: number) {
  return db
    .select()
    .from(shipmentEvents)
    .where(eq(shipmentEvents.shipmentId, shipmentId))
    .orderBy(asc(shipmentEvents.at), asc(shipmentEvents.id));
}

/** The latest report's time, which a new report must not be older than to move the status. */
export async function latestEventAt(db: Db, shipmentId: number): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<string | null>`max(${shipmentEvents.at})` })
    .from(shipmentEvents)
    .where(eq(shipmentEvents.shipmentId, shipmentId));
  return row?.at ? new Date(row.at) : null;
}

export async function labelFormatsOf(db: Db, shipmentId: number): Promise<string[]> {
  const rows = await db
    .select({ format: shipmentLabels.format })
    .from(shipmentLabels)
    .where(eq(shipmentLabels.shipmentId, shipmentId))
    .orderBy(asc(shipmentLabels.id));
  return rows.map((r) => r.format);
}

export async function findLabels(db: Db, shipmentIds: number[], format: string) {
  if (!shipmentIds.length) return [];
  return db
    .select()
    .from(shipmentLabels)
    .where(and(inArray(shipmentLabels.shipmentId, shipmentIds), eq(shipmentLabels.format, format)));
}

/** Keeps a label; one per shipment and format (a second fetch of the same keeps the first). */
export async function storeLabel(
  db: Db,
  values: { shipmentId: number; format: string; mime: string; data: Buffer },
) {
  await db.insert(shipmentLabels).values(values).onConflictDoNothing();
}
