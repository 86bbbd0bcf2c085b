import { z } from 'zod';

export const OUTBOX_STATUSES = ['queued', 'sent', 'stored', 'failed'] as const;

/** An e-mail the server sent or, without SMTP_URL, kept for in-house staff to read. */
export const OutboxMessage = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  locale: z.enum(['sv', 'en']),
  status: z.enum(OUTBOX_STATUSES),
  created_at: z.iso.datetime(),
  sent_at: z.iso.datetime().nullable(),
});
export type OutboxMessage = z.infer<typeof OutboxMessage>;

export const OutboxQuery = z.object({ to: z.string().optional(), search: z.string().optional() });
