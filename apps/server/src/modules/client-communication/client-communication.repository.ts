import type { NotificationSettings } from '@portal/contracts/schemas/users';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern } from '../../db/like';
import { clientMessages } from '../../db/schema/accountants';
import { accountingFirms, companies } from '../../db/schema/companies';
import { users } from '../../db/schema/users';

export type MessageRecord = typeof clientMessages.$inferSelect;
export type Side = 'firm' | 'client';

/** One conversation: a firm and one of its client companies. */
export interface ConversationKey {
  firmId: number;
  companyId: number;
}

const inConversation = ({ firmId, companyId }: ConversationKey) =>
  and(eq(clientMessages.firmId, firmId), eq(clientMessages.companyId, companyId));

const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

export interface ConversationRow {
  id: number;
  name: string;
  organization_number: string;
  last_body: string | null;
  last_side: Side | null;
  last_at: string | Date | null;
  unread: number;
  messages: number;
}

/**
 * The firm's clients among `clientIds` with their conversation: last message, messages from the
 * client the firm has not read, and how many there are; the most recent conversations first.
 */
export async function listConversations(
  db: Db,
  firmId: number,
  clientIds: number[],
  filter: { search?: string; unreadOnly: boolean; limit: number; offset: number },
) {
  if (!clientIds.length) return { count: 0, rows: [] as ConversationRow[] };
  const search = filter.search?.trim();
  const conditions = [sql`c.id IN (${idList(clientIds)})`];
  if (search) {
    const like = containsPattern(search);
    conditions.push(sql`(c.name ILIKE ${like} OR c.organization_number ILIKE ${like})`);
  }
  if (filter.unreadOnly) conditions.push(sql`coalesce(agg.unread, 0) > 0`);
  const where = sql.join(conditions, sql` AND `);
  const from = sql`
    FROM companies c
    LEFT JOIN LATERAL (
      SELECT count(*)::int AS messages,
        (count(*) FILTER (WHERE m.side = 'client' AND m.read_at IS NULL))::int AS unread
      FROM client_messages m WHERE m.firm_id = ${firmId} AND m.company_id = c.id
    ) agg ON true
    LEFT JOIN LATERAL (
      SELECT m.body, m.side, m.created_at FROM client_messages m
      WHERE m.firm_id = ${firmId} AND m.company_id = c.id
      ORDER BY m.created_at DESC, m.id DESC LIMIT 1
    ) last ON true
    WHERE c.accounting_firm_id = ${firmId} AND ${where}`;
  const total = (await db.execute(sql`SELECT count(*)::int AS n ${from}`)) as unknown as {
    rows: { n: number }[];
  };
  const result = (await db.execute(sql`
    SELECT c.id, c.name, c.organization_number, last.body AS last_body, last.side AS last_side,
      last.created_at AS last_at, coalesce(agg.unread, 0) AS unread,
      coalesce(agg.messages, 0) AS messages
    ${from}
    ORDER BY last.created_at DESC NULLS LAST, c.name, c.id
    LIMIT ${filter.limit} OFFSET ${filter.offset}`)) as unknown as { rows: ConversationRow[] };
  return { count: Number(total.rows[0]?.n ?? 0), rows: result.rows };
}

/** How many messages the conversation has, and how many of `from`'s are still unread. */
export async function conversationCounts(db: Db, key: ConversationKey, from: Side) {
  const [row] = await db
    .select({
      messages: count(),
      unread: sql<number>`(count(*) FILTER (WHERE ${clientMessages.side} = ${from} AND ${clientMessages.readAt} IS NULL))::int`,
    })
    .from(clientMessages)
    .where(inConversation(key));
  return { messages: row?.messages ?? 0, unread: Number(row?.unread ?? 0) };
}

export async function findCompany(db: Db, id: number) {
  const [row] = await db
    .select({
      id: companies.id,
      name: companies.name,
      organizationNumber: companies.organizationNumber,
      firmId: companies.accountingFirmId,
    })
    .from(companies)
    .where(eq(companies.id, id));
  return row;
}

const selectMessages = (db: Db) =>
  db
    .select({
      message: clientMessages,
      authorName: sql<
        string | null
      >`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.email})`,
    })
    .from(clientMessages)
    .leftJoin(users, eq(users.id, clientMessages.authorId));

export type MessageView = Awaited<ReturnType<typeof listMessages>>['rows'][number];

/** A page counted back from the newest message: offset 0 is the latest `limit` of them. */
export async function listMessages(
  db: Db,
  key: ConversationKey,
  page: { limit: number; offset: number },
) {
  const [total] = await db.select({ n: count() }).from(clientMessages).where(inConversation(key));
  const rows = await selectMessages(db)
    .where(inConversation(key))
    .orderBy(desc(clientMessages.createdAt), desc(clientMessages.id))
    .limit(page.limit)
    .offset(page.offset);
  return { count: total?.n ?? 0, rows: rows.reverse() };
}

export async function findMessage(db: Db, id: number) {
  const [row] = await selectMessages(db).where(eq(clientMessages.id, id));
  return row;
}

export async function insertMessage(db: Db, values: typeof clientMessages.$inferInsert) {
  const [row] = await db.insert(clientMessages).values(values).returning();
  return row!;
}

/** Marks what `from` wrote and the other side had not read as read now; how many. */
export async function markRead(db: Db, key: ConversationKey, from: Side, at: Date) {
  const rows = await db
    .update(clientMessages)
    .set({ readAt: at })
    .where(and(inConversation(key), eq(clientMessages.side, from), isNull(clientMessages.readAt)))
    .returning({ id: clientMessages.id });
  return rows.length;
}

/** The company's active owners and colleagues: who hears of the firm's messages. */
export async function companyRecipients(db: Db, companyId: number) {
  const result = (await db.execute(sql`
    SELECT u.id, u.first_name, u.email, u.locale, cm.role, u.notification_settings
    FROM company_memberships cm JOIN users u ON u.id = cm.user_id
    WHERE cm.company_id = ${companyId} AND u.is_active
    ORDER BY cm.id`)) as unknown as {
    rows: {
      id: number;
      first_name: string;
      email: string;
      locale: string;
      role: string;
      notification_settings: Partial<NotificationSettings> | null;
    }[];
  };
  return result.rows;
}

/**
 * The firm's accountants who work in the client's conversation: its master accountants (every
 * client) and its partner accountants assigned to the company (ADR 010).
 */
export async function firmRecipients(db: Db, firmId: number, companyId: number) {
  const rows = await db.execute(sql`
    SELECT DISTINCT u.id, u.locale FROM firm_memberships fm JOIN users u ON u.id = fm.user_id
    WHERE fm.firm_id = ${firmId} AND u.is_active AND (
      fm.role = 'MasterAccountant' OR (fm.role = 'PartnerAccountant' AND EXISTS (
        SELECT 1 FROM accountant_company_assignments a
        WHERE a.user_id = u.id AND a.company_id = ${companyId})))
    ORDER BY u.id`);
  return (rows as unknown as { rows: { id: number; locale: string }[] }).rows;
}

export async function findFirmName(db: Db, firmId: number) {
  const [row] = await db
    .select({ name: accountingFirms.name })
    .from(accountingFirms)
    .where(eq(accountingFirms.id, firmId));
  return row?.name;
}
