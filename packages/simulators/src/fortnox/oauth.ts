import type { IncomingMessage } from 'node:http';
import type { SimulatorState } from './state';

export const tokenPath = '/oauth-v1/token';
/** Where Fortnox (apps.fortnox.se) sends the person to consent. */
export const authorizePath = '/oauth-v1/auth';

/** The OAuth2 client the simulator knows unless told otherwise. */
export const defaultClients: Readonly<Record<string, string>> = {
  'portal-client': 'portal-secret',
};

interface Answer {
  status: number;
  body: unknown;
}

const oauthError = (status: number, error: string, description: string): Answer => ({
  status,
  body: { error, error_description: description },
});

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function basicClient(header: string | undefined): [string, string] | undefined {
  const encoded = /^Basic (.+)$/i.exec(header ?? '')?.[1];
  if (!encoded) return undefined;
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? undefined : [decoded.slice(0, colon), decoded.slice(colon + 1)];
}

/**
 * `POST /oauth-v1/token`: the client authenticates with HTTP Basic; `authorization_code` redeems
 * a one-time code from the consent page (same client, same redirect_uri), `refresh_token` turns
 * a live refresh token into a new pair (RFC 6749 §4.1.3, §6).
 */
export async function answerTokenRequest(
  req: IncomingMessage,
  state: SimulatorState,
  clients: Readonly<Record<string, string>>,
): Promise<Answer> {
  const form = await readForm(req);
  const client = basicClient(req.headers.authorization);
  if (!client || clients[client[0]] !== client[1]) {
    return oauthError(401, 'invalid_client', 'Client authentication failed.');
  }
  const grantType = form.get('grant_type');
  if (grantType === 'authorization_code') {
    const code = form.get('code') ?? '';
    const tokens = state.redeemCode(code, client[0], form.get('redirect_uri') ?? '');
    if (!tokens) return oauthError(400, 'invalid_grant', 'Invalid authorization code.');
    return { status: 200, body: tokens };
  }
  if (grantType !== 'refresh_token') {
    return oauthError(
      400,
      'unsupported_grant_type',
      'Only authorization_code and refresh_token are supported.',
    );
  }
  const tokens = state.refresh(form.get('refresh_token') ?? '');
  if (!tokens) return oauthError(400, 'invalid_grant', 'Invalid refresh token.');
  return { status: 200, body: tokens };
}
