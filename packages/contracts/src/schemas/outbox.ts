import { z } from 'zod';

export const OUTBOX_STATUSES = ['queued', 'sent', 'stored', 'failed'] as const;

/** A file sent with a message (a scheduled report); its bytes at `.../attachments/{id}/`. */
export const OutboxAttachment = z.object({
  id: z.number().int(),
  file_name: z.string(),
  content_type: z.string(),
  /** bytes */
  size: z.number().int(),
});
export type OutboxAttachment = z.infer<typeof OutboxAttachment>;

/** An e-mail the server sent or, without SMTP_URL, kept for in-house staff to read. */
export const OutboxMessage = z.object({
  id: z.number().int(),
  /** one address, or several separated by commas */
  to: z.string(),
  cc: z.string(),
  bcc: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  locale: z.enum(['sv', 'en']),
  status: z.enum(OUTBOX_STATUSES),
  created_at: z.iso.datetime(),
  sent_at: z.iso.datetime().nullable(),
  attachments: z.array(OutboxAttachment),
});
export type OutboxMessage = z.infer<typeof OutboxMessage>;

export const OutboxQuery = z.object({ to: z.string().optional(), search: z.string().optional() });

export const OutboxAttachmentParams = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  attachmentId: z.coerce.number().int().positive().max(2_147_483_647),
});
