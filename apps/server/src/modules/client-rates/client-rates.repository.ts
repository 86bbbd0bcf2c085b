import { CONSULTATION_RATE_ORE } from '@portal/contracts/schemas/client-rates';
import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { escapeLike } from '../../db/like';
import { clientRates } from '../../db/schema/accountants';
import { companies } from '../../db/schema/companies';
import { users } from '../../db/schema/users';

export interface RateFilter {
  search?: string;
  ordering?: string;
  limit: number;
  offset: number;
}

/** öre per hour: the client's own rate, else the consultation rate (SPEC §9). */
const effectiveRate = sql<number>`coalesce(${clientRates.hourlyRate}, ${CONSULTATION_RATE_ORE})`;

const SORTS = { client: companies.name, hourly_rate: effectiveRate } as const;

function where(clientIds: number[], search?: string) {
  const term = search?.trim();
  const like = term ? `%${escapeLike(term)}%` : undefined;
  return and(
    inArray(companies.id, clientIds),
    like ? or(ilike(companies.name, like), ilike(companies.organizationNumber, like)) : undefined,
  );
}

function selectRates(db: Db, firmId: number) {
  return db
    .select({
      client: companies.id,
      clientName: companies.name,
      organizationNumber: companies.organizationNumber,
      hourlyRate: clientRates.hourlyRate,
      updatedAt: clientRates.updatedAt,
      updatedById: clientRates.updatedBy,
      updatedByName: sql<
        string | null
      >`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.email})`,
    })
    .from(companies)
    .leftJoin(
      clientRates,
      and(eq(clientRates.companyId, companies.id), eq(clientRates.firmId, firmId)),
    )
    .leftJoin(users, eq(users.id, clientRates.updatedBy));
}

export type RateRow = Awaited<ReturnType<typeof findRate>> & object;

/** One page of the clients the person sees, each with its rate (null: none of its own). */
export async function listRates(db: Db, firmId: number, clientIds: number[], filter: RateFilter) {
  if (!clientIds.length) return { count: 0, rows: [] };
  const [total] = await db
    .select({ n: count() })
    .from(companies)
    .where(where(clientIds, filter.search));
  const ordering = filter.ordering ?? 'client';
  const column = SORTS[ordering.replace(/^-/, '') as keyof typeof SORTS];
  const direction = ordering.startsWith('-') ? desc : asc;
  const rows = await selectRates(db, firmId)
    .where(where(clientIds, filter.search))
    .orderBy(direction(column), asc(companies.id))
    .limit(filter.limit)
    .offset(filter.offset);
  return { count: total?.n ?? 0, rows };
}

export async function findRate(db: Db, firmId: number, companyId: number) {
  const [row] = await selectRates(db, firmId).where(eq(companies.id, companyId));
  return row;
}

export async function upsertRate(
  db: Db,
  values: { firmId: number; companyId: number; hourlyRate: number; updatedBy: number; at: Date },
) {
  await db
    .insert(clientRates)
    .values({
      firmId: values.firmId,
      companyId: values.companyId,
      hourlyRate: values.hourlyRate,
      updatedBy: values.updatedBy,
      createdAt: values.at,
      updatedAt: values.at,
    })
    .onConflictDoUpdate({
      target: [clientRates.firmId, clientRates.companyId],
      set: { hourlyRate: values.hourlyRate, updatedBy: values.updatedBy, updatedAt: values.at },
    });
}

export async function deleteRate(db: Db, firmId: number, companyId: number) {
  await db
    .delete(clientRates)
    .where(and(eq(clientRates.firmId, firmId), eq(clientRates.companyId, companyId)));
}

/** öre per hour the firm charges the client now. */
export async function currentRate(db: Db, firmId: number, companyId: number): Promise<number> {
  const [row] = await db
    .select({ rate: clientRates.hourlyRate })
    .from(clientRates)
    .where(and(eq(clientRates.firmId, firmId), eq(clientRates.companyId, companyId)));
  return row?.rate ?? CONSULTATION_RATE_ORE;
}

/** öre per hour of several clients, by company id. */
export async function currentRates(
  db: Db,
  firmId: number,
  companyIds: number[],
): Promise<Map<number, number>> {
  const rates = new Map(companyIds.map((id) => [id, CONSULTATION_RATE_ORE]));
  if (!companyIds.length) return rates;
  const rows = await db
    .select({ companyId: clientRates.companyId, rate: clientRates.hourlyRate })
    .from(clientRates)
    .where(and(eq(clientRates.firmId, firmId), inArray(clientRates.companyId, companyIds)));
  for (const row of rows) rates.set(row.companyId, row.rate);
  return rates;
}
