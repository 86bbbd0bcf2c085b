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
  /** the subscription is in Error because a provider refused its credentials: offer Reconnect */
  reconnect: z.boolean(),
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

/**
 * OAuth2 connect (ADR 020). Every provider redirects to one fixed address of the portal, so the
 * subscription and side travel in `state`: `<payload>.<signature>`, the payload base64url JSON.
 * Only the server can make or verify the signature; the web reads the payload to know where the
 * person came from.
 */
export const OAUTH_CALLBACK_PATH = '/oauth/callback';

/** Starting the authorize flow; outside production the form's address picks a simulator. */
export const StartOAuth = z.object({ base_url: SaveConnection.shape.base_url });
export type StartOAuth = z.input<typeof StartOAuth>;

export const OAuthStart = z.object({ authorize_url: z.string() });
export type OAuthStart = z.infer<typeof OAuthStart>;

/** What the provider sent back to the callback address. */
export const OAuthCallback = z.object({
  code: z.string().trim().min(1).max(2000),
  state: z.string().trim().min(1).max(2000),
});
export type OAuthCallback = z.infer<typeof OAuthCallback>;

/** The side as now stored (secrets masked) and the connection test run right after. */
export const OAuthConnected = z.object({
  connection: ConnectionView,
  test: ConnectionTestResult,
});
export type OAuthConnected = z.infer<typeof OAuthConnected>;

/**
 * The signed part of `state`: subscription, side, the person who started, the API address the
 * tokens will be for, expiry (epoch seconds).
 */
export const OAuthStatePayload = z.object({
  subscription_id: z.number().int().positive(),
  side: ConnectionSide,
  actor_id: z.number().int(),
  base_url: z.string(),
  expires_at: z.number().int(),
  nonce: z.string(),
});
export type OAuthStatePayload = z.infer<typeof OAuthStatePayload>;

/** The payload of a state, unverified (the server checks the signature); null when unreadable. */
export function readOAuthState(state: string): OAuthStatePayload | null {
  const [payload] = state.split('.');
  if (!payload || !/^[A-Za-z0-9_-]+$/.test(payload)) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const parsed = OAuthStatePayload.safeParse(JSON.parse(atob(base64)));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
