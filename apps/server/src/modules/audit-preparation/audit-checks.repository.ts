import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { subscriptions } from '../../db/schema/subscriptions';

type RowsOf<T> = { rows: T[] };

export interface PayoutRecord {
  subscriptionId: number;
  payoutId: string;
  source: string | null;
  date: string;
  /** what its documents together left on suspense (debit − credit, öre) */
  suspense: number;
  status: string | null;
  decision: string | null;
}

interface Range {
  start: string;
  end: string;
}

/**
 * A company's payouts dated in a range, each with what its documents left on suspense: its own
 * voucher (or the summary voucher of its sales) and any voucher a person's decision booked under
 * its marker (ADR 028), whenever that was. Payouts the engine could not book (Ambiguous or
 * Failed, no document) count from the day their entry last changed, as the month report does.
 */
export async function payoutsOf(
  db: Db,
  companyId: number,
  suspenseAccounts: string[],
  { start, end }: Range,
): Promise<PayoutRecord[]> {
  const suspense = suspenseAccounts.length
    ? sql`r->>'account' IN (${sql.join(
        suspenseAccounts.map((a) => sql`${a}`),
        sql`, `,
      )})`
    : sql`false`;
  const result = (await db.execute(sql`
    WITH docs AS (
      SELECT d.subscription_id,
        CASE WHEN d.kind = 'payout' THEN regexp_replace(d.source_id, ':decision$', '')
          ELSE substr(d.source_id, 8) END AS payout_id,
        d.source_id LIKE '%:decision' AS decision_doc,
        d.date,
        (SELECT coalesce(sum((r->>'debit')::bigint - (r->>'credit')::bigint), 0)
          FROM jsonb_array_elements(d.rows) r WHERE ${suspense}) AS suspense
      FROM booked_documents d
      WHERE d.company_id = ${companyId} AND d.currency = 'SEK'
        AND (d.kind = 'payout' OR (d.kind = 'summary' AND d.source_id LIKE 'payout:%'))
    ), payouts AS (
      SELECT subscription_id, payout_id,
        min(date) FILTER (WHERE NOT decision_doc) AS date, sum(suspense) AS suspense
      FROM docs GROUP BY 1, 2
    )
    SELECT p.subscription_id AS "subscriptionId", p.payout_id AS "payoutId", e.source,
      p.date::text AS date, p.suspense::bigint AS suspense, e.status, e.decision
    FROM payouts p
    LEFT JOIN sync_entries e ON e.subscription_id = p.subscription_id AND e.kind = 'payout'
      AND e.source_id = p.payout_id
    WHERE p.date >= ${start}::date AND p.date < ${end}::date
    UNION ALL
    SELECT e.subscription_id, e.source_id, e.source,
      ((e.updated_at AT TIME ZONE 'Europe/Stockholm')::date)::text, 0, e.status, e.decision
    FROM sync_entries e
    WHERE e.company_id = ${companyId} AND e.kind = 'payout' AND e.status IN ('Ambiguous', 'Failed')
      AND NOT EXISTS (SELECT 1 FROM docs d
        WHERE d.subscription_id = e.subscription_id AND d.payout_id = e.source_id)
      AND (e.updated_at AT TIME ZONE 'Europe/Stockholm')::date >= ${start}::date
      AND (e.updated_at AT TIME ZONE 'Europe/Stockholm')::date < ${end}::date
    ORDER BY 4, 2`)) as unknown as RowsOf<PayoutRecord & { suspense: string | number }>;
  return result.rows.map((r) => ({ ...r, suspense: Number(r.suspense) }));
}

export async function subscriptionsOfCompany(db: Db, companyId: number) {
  return db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.companyId, companyId))
    .orderBy(subscriptions.id);
}
