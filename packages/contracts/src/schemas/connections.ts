import { z } from 'zod';

export const CONNECTION_SIDES = ['app', 'accounting'] as const;
export const ConnectionSide = z.enum(CONNECTION_SIDES);

/** One credential field a connector declares, as the browser may see it (secrets masked). */
export const ConnectionField = z.object({
  key: z.string(),
  label: z.string(),
  secret: z.boolean(),
  /** a secret's last four characters (••••1234), other fields as they are; '' when not set */
  value: z.string(),
  filled: z.boolean(),
});

/** SPEC §2 App Connection: one side (the app, or the accounting system) of a subscription. */
export const ConnectionView = z.object({
  side: ConnectionSide,
  connector_id: z.string(),
  name: z.string(),
  /** api_key: fields typed in; oauth2: tokens from the provider's authorize flow; none: SIE file */
  scheme: z.enum(['api_key', 'oauth2', 'none']),
  fields: z.array(ConnectionField),
  base_url: z.string(),
  base_url_editable: z.boolean(),
  /** a demo connection to the portal's own simulator of the provider */
  simulated: z.boolean(),
  /** every field is filled */
  connected: z.boolean(),
  updated_at: z.string().nullable(),
});
export type ConnectionView = z.infer<typeof ConnectionView>;

export const Connections = z.object({ app: ConnectionView, accounting: ConnectionView });
export type Connections = z.infer<typeof Connections>;

/** Saving one side: every declared field; a secret left empty keeps the one stored. */
export const SaveConnection = z.object({
  credentials: z.record(z.string().max(64), z.string().trim().max(4000, { error: 'max' })),
  base_url: z
    .string()
    .trim()
    .max(500, { error: 'max' })
    .regex(/^https?:\/\/[^\s]+$/, { error: 'url' })
    .optional(),
});
export type SaveConnection = z.input<typeof SaveConnection>;

export const ConnectionSideParams = z.object({ side: ConnectionSide });

/** SPEC §8: valid credentials, invalid keys, or the test failed for another reason. */
export const ConnectionTestResult = z.object({
  ok: z.boolean(),
  outcome: z.enum(['valid', 'invalid_keys', 'failed']),
  detail: z.string(),
});
export type ConnectionTestResult = z.infer<typeof ConnectionTestResult>;
