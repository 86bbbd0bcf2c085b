import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema/companies';
import { salesOrders } from '../../db/schema/sales';
import { shipmentSettings } from '../../db/schema/shipments';
import type { ShipmentSettingsRow } from '../../db/schema/shipments';

export type NewShipmentSettings = typeof shipmentSettings.$inferInsert;

/** The company's settings; the defaults when it has saved none. */
export async function settingsOf(db: Db, companyId: number): Promise<ShipmentSettingsRow> {
  const [row] = await db
    .select()
    .from(shipmentSettings)
    .where(eq(shipmentSettings.companyId, companyId));
  return (
    row ?? {
      companyId,
      defaultCarrier: null,
      defaultServiceId: null,
      defaultWeightGrams: 1000,
      packageType: 'parcel',
      defaultLengthCm: null,
      defaultWidthCm: null,
      defaultHeightCm: null,
      labelFormat: 'pdf_a6',
      serviceMappings: [],
      bookFreight: false,
      freightAccount: '5710',
      notifyCustomer: false,
      updatedBy: null,
      updatedAt: new Date(0),
    }
  );
}

export async function saveSettings(db: Db, values: NewShipmentSettings) {
  const { companyId: _, ...change } = values;
  await db
    .insert(shipmentSettings)
    .values(values)
    .onConflictDoUpdate({ target: shipmentSettings.companyId, set: change });
}

/** The shipping methods the company's orders name, most used first (the mappings' keys). */
export async function shopMethods(db: Db, companyId: number): Promise<string[]> {
  const method = sql<string>`${salesOrders.shipping}->>'method'`;
  const rows = await db
    .select({ method, n: sql<number>`count(*)::int` })
    .from(salesOrders)
    .where(
      sql`${salesOrders.companyId} = ${companyId} AND ${method} IS NOT NULL AND ${method} <> ''`,
    )
    .groupBy(method)
    .orderBy(desc(sql`count(*)`), method)
    .limit(100);
  return rows.map((r) => r.method);
}

/** The company as a label's sender and an e-mail's signature. */
export async function companyOfId(db: Db, companyId: number) {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId));
  return row!;
}

/** One of the company's sales panel orders (not refunds), for a draft or a create. */
export async function salesOrderOf(db: Db, companyId: number, id: number) {
  const [row] = await db
    .select()
    .from(salesOrders)
    .where(
      sql`${salesOrders.id} = ${id} AND ${salesOrders.companyId} = ${companyId} AND ${salesOrders.kind} = 'order'`,
    );
  return row;
}
