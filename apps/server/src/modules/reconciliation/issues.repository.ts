import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

export interface IssueRow {
  id: number;
  subscriptionId: number;
  source: string;
  kind: string;
  sourceId: string;
  referenceNumber: string;
  status: string;
  reason: string;
  updatedAt: string | Date;
}

type Range = { start: string; end: string };

/**
 * A company's Ambiguous and Failed elements of a month (YYYY-MM-DD bounds). An element belongs
 * to the month its document is dated, or to the month it last changed when none was booked.
 */
const issuesOf = (companyId: number, { start, end }: Range) => sql`
  SELECT e.* FROM sync_entries e
  LEFT JOIN LATERAL (
    SELECT d.date FROM booked_documents d
    WHERE (d.subscription_id = e.subscription_id
        AND ((d.kind = e.kind AND d.source_id = e.source_id)
          OR (d.kind = 'summary' AND d.source_id = 'payout:' || e.source_id)))
      -- a sale booked in a summary: the summary's document
      OR (d.company_id = e.company_id AND d.reference = e.target_reference)
    ORDER BY d.date LIMIT 1) doc ON true
  WHERE e.company_id = ${companyId} AND e.status IN ('Ambiguous', 'Failed')
    AND coalesce(doc.date, (e.updated_at AT TIME ZONE 'Europe/Stockholm')::date) >= ${start}::date
    AND coalesce(doc.date, (e.updated_at AT TIME ZONE 'Europe/Stockholm')::date) < ${end}::date`;

/** How many elements of the month need a person. */
export async function countIssues(db: Db, companyId: number, range: Range): Promise<number> {
  const result = (await db.execute(
    sql`SELECT count(*) AS count FROM (${issuesOf(companyId, range)}) issues`,
  )) as unknown as { rows: { count: string }[] };
  return Number(result.rows[0]?.count ?? 0);
}

/** One page of them, the most recently changed first. */
export async function listIssues(
  db: Db,
  companyId: number,
  range: Range,
  { limit, offset }: { limit: number; offset: number },
): Promise<IssueRow[]> {
  const result = (await db.execute(sql`
    SELECT id, subscription_id AS "subscriptionId", source, kind, source_id AS "sourceId",
      reference_number AS "referenceNumber", status, reason, updated_at AS "updatedAt"
    FROM (${issuesOf(companyId, range)}) issues
    ORDER BY updated_at DESC, id DESC
    LIMIT ${limit} OFFSET ${offset}`)) as unknown as { rows: IssueRow[] };
  return result.rows;
}
