import type {
  ClientMessage,
  Conversation,
  MyConversation,
} from '@portal/contracts/schemas/client-communication';
import type { AppContext } from '../../context';
import { notFound, withDetail } from '../../http/http-error';
import { dispatchEmails } from '../mail/mail.service';
import { firmScopeOf, seesClient } from '../firm-work/firm-scope';
import type { Scope } from '../tenancy/scope';
import { activeCompanyOf } from '../tenancy/scope';
import {
  conversationCounts,
  findCompany,
  findFirmName,
  findMessage,
  insertMessage,
  listConversations,
  listMessages,
  markRead,
} from './client-communication.repository';
import type { ConversationKey, MessageView, Side } from './client-communication.repository';
import { tellClient, tellFirm } from './message-alerts';

type Page = { limit: number; offset: number };
const iso = (value: string | Date) => new Date(value).toISOString();
const other = (side: Side): Side => (side === 'firm' ? 'client' : 'firm');

/** Where one side of a conversation stands: the firm's accountant or the client's user. */
interface Party {
  side: Side;
  key: ConversationKey;
  userId: number;
  company: { id: number; name: string; organizationNumber: string };
}

/** The firm's side of one client's conversation; 404 for a client the accountant does not see. */
async function firmParty(ctx: AppContext, scope: Scope, companyId: number): Promise<Party> {
  const firm = await firmScopeOf(ctx.db, scope);
  const company = seesClient(firm, companyId) ? await findCompany(ctx.db, companyId) : undefined;
  if (!company || company.firmId !== firm.firmId) throw notFound();
  return { side: 'firm', key: { firmId: firm.firmId, companyId }, userId: firm.userId, company };
}

/** The client's side: the company acted in and its accounting firm (null: it has none). */
async function clientParty(ctx: AppContext, scope: Scope) {
  const company = await findCompany(ctx.db, activeCompanyOf(scope));
  if (!company) throw notFound();
  const party: Party | null =
    company.firmId === null
      ? null
      : {
          side: 'client',
          key: { firmId: company.firmId, companyId: company.id },
          userId: scope.userId,
          company,
        };
  return { company, party };
}

export async function firmConversations(
  ctx: AppContext,
  scope: Scope,
  filter: Page & { search?: string; unreadOnly: boolean },
) {
  const firm = await firmScopeOf(ctx.db, scope);
  const { count, rows } = await listConversations(ctx.db, firm.firmId, firm.clientIds, filter);
  const results: Conversation[] = rows.map((r) => ({
    company: { id: r.id, name: r.name, company_id: r.organization_number },
    last_message:
      r.last_at === null
        ? null
        : { body: r.last_body ?? '', side: r.last_side ?? 'firm', created_at: iso(r.last_at) },
    unread: Number(r.unread),
    messages: Number(r.messages),
  }));
  return { count, results };
}

export async function firmConversation(ctx: AppContext, scope: Scope, companyId: number) {
  const party = await firmParty(ctx, scope, companyId);
  const counts = await conversationCounts(ctx.db, party.key, 'client');
  const { id, name, organizationNumber } = party.company;
  return { company: { id, name, company_id: organizationNumber }, ...counts };
}

export async function myConversation(ctx: AppContext, scope: Scope): Promise<MyConversation> {
  const { company, party } = await clientParty(ctx, scope);
  const counts = party
    ? await conversationCounts(ctx.db, party.key, 'firm')
    : { messages: 0, unread: 0 };
  const firmName = party ? await findFirmName(ctx.db, party.key.firmId) : undefined;
  return {
    company: { id: company.id, name: company.name },
    firm: party ? { id: party.key.firmId, name: firmName ?? '' } : null,
    ...counts,
  };
}

function toMessage({ message: m, authorName }: MessageView, party: Party): ClientMessage {
  return {
    id: m.id,
    side: m.side as Side,
    body: m.body,
    author: m.authorId === null ? null : { id: m.authorId, name: authorName ?? '' },
    mine: m.authorId === party.userId,
    created_at: m.createdAt.toISOString(),
    read_at: m.readAt?.toISOString() ?? null,
  };
}

async function messagesOf(ctx: AppContext, party: Party | null, page: Page) {
  if (!party) return { count: 0, results: [] };
  const { count, rows } = await listMessages(ctx.db, party.key, page);
  return { count, results: rows.map((row) => toMessage(row, party)) };
}

export const firmMessages = async (ctx: AppContext, scope: Scope, companyId: number, page: Page) =>
  messagesOf(ctx, await firmParty(ctx, scope, companyId), page);

export const myMessages = async (ctx: AppContext, scope: Scope, page: Page) =>
  messagesOf(ctx, (await clientParty(ctx, scope)).party, page);

/**
 * Writes a message and tells the other side in the same transaction: the client's users get a
 * notice (owners an e-mail), the firm's accountants on the client a notice.
 */
async function post(ctx: AppContext, party: Party, body: string): Promise<ClientMessage> {
  const now = ctx.clock.now();
  const firm = (await findFirmName(ctx.db, party.key.firmId)) ?? '';
  const { row, mails } = await ctx.db.transaction(async (tx) => {
    // the writer's side: was everything it wrote before read? then this one is worth an e-mail
    const before = await conversationCounts(tx, party.key, party.side);
    const row = await insertMessage(tx, {
      ...party.key,
      authorId: party.userId,
      side: party.side,
      body,
      createdAt: now,
    });
    const event = {
      ...party.key,
      authorId: party.userId,
      firm,
      company: party.company.name,
      body,
    };
    if (party.side === 'client')
      return { row, mails: await tellFirm(ctx, tx, event, before.unread === 0) };
    return { row, mails: await tellClient(ctx, tx, event, before.unread === 0) };
  });
  await dispatchEmails(ctx, mails);
  const created = await findMessage(ctx.db, row.id);
  if (!created) throw notFound();
  return toMessage(created, party);
}

export const postFirmMessage = async (
  ctx: AppContext,
  scope: Scope,
  companyId: number,
  body: string,
) => post(ctx, await firmParty(ctx, scope, companyId), body);

export async function postMyMessage(ctx: AppContext, scope: Scope, body: string) {
  const { party } = await clientParty(ctx, scope);
  if (!party) throw withDetail(409, 'conflict', 'collaboration.errors.no_firm');
  return post(ctx, party, body);
}

/** Marks what the other side wrote as read by this side. */
async function read(ctx: AppContext, party: Party | null) {
  if (!party) return { read: 0 };
  return { read: await markRead(ctx.db, party.key, other(party.side), ctx.clock.now()) };
}

export const readFirmSide = async (ctx: AppContext, scope: Scope, companyId: number) =>
  read(ctx, await firmParty(ctx, scope, companyId));

export const readMySide = async (ctx: AppContext, scope: Scope) =>
  read(ctx, (await clientParty(ctx, scope)).party);
