import { z } from 'zod';
import { PageQuery, paginated } from '../pagination';
import { requiredString } from '../validation';

/**
 * /client-communication (issue 15, ADR 033): one conversation per accounting firm and client
 * company. The firm's accountants write on its `firm` side, the company's owner and colleagues
 * on its `client` side (the portal's /messages). Bodies are plain text.
 */
export const MESSAGE_SIDES = ['firm', 'client'] as const;
export type MessageSide = (typeof MESSAGE_SIDES)[number];

export const MESSAGE_MAX = 5000;

export const MessageInput = z.object({ body: requiredString(MESSAGE_MAX) });
export type MessageInput = z.input<typeof MessageInput>;

const Ref = z.object({ id: z.number().int(), name: z.string() });

export const ClientMessage = z.object({
  id: z.number().int(),
  side: z.enum(MESSAGE_SIDES),
  body: z.string(),
  author: Ref.nullable(),
  /** the caller wrote it */
  mine: z.boolean(),
  created_at: z.iso.datetime(),
  /** when the other side first read it */
  read_at: z.iso.datetime().nullable(),
});
export type ClientMessage = z.infer<typeof ClientMessage>;

/**
 * A page of one conversation: offset 0 holds the newest messages, `next` the older ones; each
 * page's results run oldest → newest, as they are read.
 */
export const MessagePage = paginated(ClientMessage);
export const MessageQuery = PageQuery.strict();

export const LastMessage = z.object({
  body: z.string(),
  side: z.enum(MESSAGE_SIDES),
  created_at: z.iso.datetime(),
});

/** A client company of the firm and its conversation, as the firm's accountants see it. */
export const Conversation = z.object({
  company: Ref.extend({ company_id: z.string() }),
  last_message: LastMessage.nullable(),
  /** messages from the client the firm has not read */
  unread: z.number().int(),
  messages: z.number().int(),
});
export type Conversation = z.infer<typeof Conversation>;

export const ConversationPage = paginated(Conversation);

/** One client's conversation, opened by the firm. */
export const FirmConversation = Conversation.omit({ last_message: true });
export type FirmConversation = z.infer<typeof FirmConversation>;

export const ConversationQuery = PageQuery.extend({
  /** the client company's name or organisation number */
  search: z.string().trim().max(200).optional(),
  /** only conversations with messages the firm has not read */
  unread: z.enum(['true', 'false']).optional(),
}).strict();
export type ConversationQuery = z.infer<typeof ConversationQuery>;

/** The client's side: its active company and the accounting firm it talks to (none: no firm). */
export const MyConversation = z.object({
  company: Ref,
  firm: Ref.nullable(),
  /** messages from the firm nobody of the company has read */
  unread: z.number().int(),
  messages: z.number().int(),
});
export type MyConversation = z.infer<typeof MyConversation>;

/** How many messages were marked read. */
export const MarkedRead = z.object({ read: z.number().int() });
