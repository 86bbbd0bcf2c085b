import type { IncomingMessage } from 'node:http';
import type { createTokens } from './tokens';

/** Visma's identity server (identity.vismaonline.com) serves the token endpoint here. */
export const tokenPath = '/connect/token';
/** …and sends the person to consent here. */
export const authorizePath = '/connect/authorize';

/** The OAuth2 client the simulator knows unless told otherwise. */
export const defaultClients: Readonly<Record<string, string>> = {
  'portal-client': 'portal-secret',
};

interface Answer {
  status: number;
  body: unknown;
}

const oauthError = (status: number, error: string): Answer => ({ status, body: { error } });

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** HTTP Basic, or client_id and client_secret in the form (both RFC 6749 §2.3.1). */
function clientOf(req: IncomingMessage, form: URLSearchParams): [string, string] | undefined {
  const encoded = /^Basic (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
  if (encoded) {
    const decoded = Buffer.from(encoded, 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    return colon < 0 ? undefined : [decoded.slice(0, colon), decoded.slice(colon + 1)];
  }
  const id = form.get('client_id');
  return id === null ? undefined : [id, form.get('client_secret') ?? ''];
}

/**
 * `POST /connect/token`: `authorization_code` redeems a one-time code, `refresh_token` turns a
 * live refresh token into a new pair and retires it (rotation). Errors as RFC 6749 §5.2.
 */
export async function answerTokenRequest(
  req: IncomingMessage,
  tokens: ReturnType<typeof createTokens>,
  clients: Readonly<Record<string, string>>,
): Promise<Answer> {
  const form = await readForm(req);
  const client = clientOf(req, form);
  if (!client || clients[client[0]] !== client[1]) return oauthError(400, 'invalid_client');
  const grantType = form.get('grant_type');
  const issued =
    grantType === 'authorization_code'
      ? tokens.redeemCode(form.get('code') ?? '', client[0], form.get('redirect_uri') ?? '')
      : grantType === 'refresh_token'
        ? tokens.refresh(form.get('refresh_token') ?? '', client[0])
        : null;
  if (issued === null) return oauthError(400, 'unsupported_grant_type');
  if (!issued) return oauthError(400, 'invalid_grant');
  return { status: 200, body: issued };
}
