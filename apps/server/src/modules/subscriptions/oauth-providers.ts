import {
  FORTNOX_SCOPES,
  fortnoxAuthorizeUrl,
  fortnoxTokenUrl,
} from '@portal/connectors/fortnox/credentials';
import {
  VISMA_SCOPES,
  vismaAuthorizeUrl,
  vismaTokenUrl,
} from '@portal/connectors/visma/credentials';
import type { OAuthClient, OAuthProvider } from '../../config';

/** How one provider runs the authorization code flow (RFC 6749 §4.1). */
export interface OAuthFlow {
  /** which of the portal's clients (config) it uses */
  provider: OAuthProvider;
  authorizeUrl(baseUrl: string): string;
  tokenUrl(baseUrl: string): string;
  scope: string;
  /** further authorize parameters the provider wants */
  extra: Record<string, string>;
}

/** The connectors the portal connects with "Connect with …", by connector id (ADR 020). */
export const OAUTH_FLOWS: Readonly<Record<string, OAuthFlow>> = {
  fortnox: {
    provider: 'fortnox',
    authorizeUrl: fortnoxAuthorizeUrl,
    tokenUrl: fortnoxTokenUrl,
    scope: FORTNOX_SCOPES,
    extra: { access_type: 'offline' },
  },
  visma: {
    provider: 'visma',
    authorizeUrl: vismaAuthorizeUrl,
    tokenUrl: vismaTokenUrl,
    scope: VISMA_SCOPES,
    extra: {},
  },
};

export interface TokenPair {
  access_token: string;
  refresh_token: string;
  expires_in?: number;
}

/** The token endpoint refused the code ('refused') or could not be reached ('unreachable'). */
export class CodeExchangeError extends Error {
  constructor(readonly reason: 'refused' | 'unreachable') {
    super(`authorization code exchange ${reason}`);
  }
}

/** Redeems an authorization code, the client authenticated with HTTP Basic (RFC 6749 §4.1.3). */
export async function exchangeCode(
  tokenUrl: string,
  client: OAuthClient,
  code: string,
  redirectUri: string,
  timeoutMs: number,
): Promise<TokenPair> {
  let response: Response;
  try {
    response = await fetch(tokenUrl, {
      method: 'POST',
      headers: {
        accept: 'application/json',
        authorization: `Basic ${Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch {
    throw new CodeExchangeError('unreachable');
  }
  if (response.status >= 500 || response.status === 429) {
    throw new CodeExchangeError('unreachable');
  }
  const body = (await response.json().catch(() => null)) as Partial<TokenPair> | null;
  if (!response.ok || !body?.access_token || !body.refresh_token) {
    throw new CodeExchangeError('refused');
  }
  return {
    access_token: body.access_token,
    refresh_token: body.refresh_token,
    expires_in: body.expires_in,
  };
}
