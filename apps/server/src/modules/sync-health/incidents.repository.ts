import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { IncidentKind } from '@portal/contracts/schemas/sync-health';
import type { Db } from '../../db/client';
import { companyMemberships } from '../../db/schema/companies';
import { syncIncidents } from '../../db/schema/operations';
import { users } from '../../db/schema/users';

export interface OpenIncident {
  id: number;
  subscriptionId: number;
  kind: string;
}

/**
 * Opens the subscription's incident unless one is open: the partial unique index (one open
 * incident per subscription) decides, so of two workers judging at once exactly one gets the id
 * back — and only that one sends the alerts.
 */
export async function openIncident(
  db: Db,
  values: { subscriptionId: number; kind: IncidentKind; detail: Record<string, string | number> },
  at: Date,
): Promise<number | null> {
  const result = (await db.execute(sql`
    INSERT INTO sync_incidents (subscription_id, kind, detail, created_at)
    VALUES (${values.subscriptionId}, ${values.kind}, ${JSON.stringify(values.detail)}::jsonb,
      ${at.toISOString()}::timestamptz)
    ON CONFLICT DO NOTHING
    RETURNING id`)) as unknown as { rows: { id: number }[] };
  return result.rows[0]?.id ?? null;
}

/** Closes an open incident; false when another worker closed it first. */
export async function resolveIncident(db: Db, id: number, at: Date): Promise<boolean> {
  const closed = await db
    .update(syncIncidents)
    .set({ resolvedAt: at })
    .where(and(eq(syncIncidents.id, id), isNull(syncIncidents.resolvedAt)))
    .returning({ id: syncIncidents.id });
  return closed.length === 1;
}

export async function openIncidents(db: Db): Promise<OpenIncident[]> {
  return db
    .select({
      id: syncIncidents.id,
      subscriptionId: syncIncidents.subscriptionId,
      kind: syncIncidents.kind,
    })
    .from(syncIncidents)
    .where(isNull(syncIncidents.resolvedAt))
    .orderBy(asc(syncIncidents.id));
}

/** The names an alert about a subscription shows, and whether it is still Active. */
export async function subscriptionLabel(db: Db, id: number) {
  const result = (await db.execute(sql`
    SELECT s.id, s.company_id, s.status, c.name AS company,
      coalesce(app.name, s.application) AS application_name,
      coalesce(acc.name, s.accounting) AS accounting_name
    FROM subscriptions s
    JOIN companies c ON c.id = s.company_id
    LEFT JOIN catalog_items app ON app.kind = 'app' AND app.slug = s.application
    LEFT JOIN catalog_items acc ON acc.kind = 'accounting' AND acc.slug = s.accounting
    WHERE s.id = ${id}`)) as unknown as {
    rows: {
      id: number;
      company_id: number;
      status: string;
      company: string;
      application_name: string;
      accounting_name: string;
    }[];
  };
  return result.rows[0];
}

const wants = (setting: string) =>
  sql`coalesce((${users.notificationSettings} ->> ${setting})::boolean, true)`;

/** Active in-house staff who keep in-app notices about sync errors on. */
export async function inhouseRecipients(db: Db) {
  return db
    .select({ id: users.id, locale: users.locale })
    .from(users)
    .where(and(eq(users.role, 'Inhouse'), eq(users.isActive, true), wants('in_app_sync_errors')))
    .orderBy(asc(users.id));
}

/**
 * The company's owners who receive alerts (`receive_alerts`, and e-mail about sync errors not
 * turned off), at their alert address when they gave one.
 */
export async function ownerRecipients(db: Db, companyId: number) {
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      email: users.email,
      alertEmail: users.adminAlertEmail,
      locale: users.locale,
    })
    .from(companyMemberships)
    .innerJoin(users, eq(users.id, companyMemberships.userId))
    .where(
      and(
        eq(companyMemberships.companyId, companyId),
        eq(companyMemberships.role, 'Owner'),
        eq(users.isActive, true),
        eq(users.receiveAlerts, true),
        wants('email_sync_errors'),
      ),
    )
    .orderBy(asc(companyMemberships.id));
  return rows.map((r) => ({ ...r, to: r.alertEmail.trim() || r.email }));
}
