import { sql } from 'drizzle-orm';
import type { CompanyCounts, SubscriptionShare } from '@portal/contracts/schemas/dashboard';
import type { Db } from '../../db/client';

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(query: Promise<unknown>) => ((await query) as Rows<T>).rows;

/** Companies across every tenant, counted in one pass. */
export async function companyCounts(db: Db): Promise<CompanyCounts> {
  const [row] = await rowsOf<CompanyCounts>(
    db.execute(sql`
    SELECT count(*)::int AS all,
      count(*) FILTER (WHERE companies.is_active)::int AS active,
      count(*) FILTER (WHERE EXISTS (
        SELECT 1 FROM subscriptions
        WHERE subscriptions.company_id = companies.id AND subscriptions.status = 'Active'
      ))::int AS with_active_subscription
    FROM companies`),
  );
  return row!;
}

/** Which column of a subscription names the system: its app, or its accounting system. */
const SYSTEM = {
  app: { column: sql.raw('subscriptions.application'), kind: 'app' },
  accounting: { column: sql.raw('subscriptions.accounting'), kind: 'accounting' },
} as const;

/** Active subscriptions per app or per accounting system, the most first, by catalogue name. */
export async function activeSubscriptionsBy(
  db: Db,
  system: keyof typeof SYSTEM,
): Promise<SubscriptionShare[]> {
  const { column, kind } = SYSTEM[system];
  return rowsOf<SubscriptionShare>(
    db.execute(sql`
    SELECT ${column} AS slug, coalesce(max(catalog_items.name), ${column}) AS name,
      count(*)::int AS active
    FROM subscriptions
    LEFT JOIN catalog_items ON catalog_items.kind = ${kind} AND catalog_items.slug = ${column}
    WHERE subscriptions.status = 'Active'
    GROUP BY ${column}
    ORDER BY count(*) DESC, 2, 1`),
  );
}
