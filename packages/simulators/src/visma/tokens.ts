import { randomBytes } from 'node:crypto';

/** Visma access tokens live one hour. */
export const accessTokenSeconds = 3600;

export interface TokenSet {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  token_type: 'Bearer';
  scope: string;
}

export const grantedScope = 'ea:api ea:sales ea:accounting offline_access';

/** Authorization codes are redeemed within ten minutes. */
export const codeSeconds = 600;

interface CodeGrant {
  company: string;
  client: string;
  /** '' when the code was made without the consent page (tests), which binds none */
  redirectUri: string;
  expiresAt: number;
}

interface AccessEntry {
  company: string;
  client: string;
  expiresAt: number | null;
}

/**
 * Access tokens (static ones never expire, issued ones after an hour by the simulator clock),
 * one-time authorization codes, and rotating refresh tokens: each refresh token works once.
 */
export function createTokens(now: () => number) {
  const access = new Map<string, AccessEntry>();
  const refreshTokens = new Map<string, { company: string; client: string }>();
  const codes = new Map<string, CodeGrant>();
  const fresh = (prefix: string) => `${prefix}-${randomBytes(12).toString('hex')}`;

  const issue = (company: string, client: string): TokenSet => {
    const set: TokenSet = {
      access_token: fresh('at'),
      refresh_token: fresh('rt'),
      expires_in: accessTokenSeconds,
      token_type: 'Bearer',
      scope: grantedScope,
    };
    access.set(set.access_token, { company, client, expiresAt: now() + accessTokenSeconds * 1000 });
    refreshTokens.set(set.refresh_token, { company, client });
    return set;
  };

  const take = <T>(map: Map<string, T>, key: string): T | undefined => {
    const value = map.get(key);
    map.delete(key);
    return value;
  };

  return {
    issue,
    addStatic(token: string, company: string) {
      access.set(token, { company, client: 'static', expiresAt: null });
    },
    authorize(company: string, client: string, redirectUri = ''): string {
      const code = fresh('code');
      codes.set(code, { company, client, redirectUri, expiresAt: now() + codeSeconds * 1000 });
      return code;
    },
    /** the entry of an unexpired access token */
    lookup(token: string): AccessEntry | undefined {
      const entry = access.get(token);
      if (!entry || (entry.expiresAt !== null && now() >= entry.expiresAt)) return undefined;
      return entry;
    },
    /** once, for the client it was issued to, with the redirect URI it was issued for */
    redeemCode(code: string, client: string, redirectUri: string): TokenSet | undefined {
      const grant = take(codes, code);
      if (!grant || grant.client !== client || now() >= grant.expiresAt) return undefined;
      if (grant.redirectUri !== '' && grant.redirectUri !== redirectUri) return undefined;
      return issue(grant.company, client);
    },
    refresh(refreshToken: string, client: string): TokenSet | undefined {
      const grant = refreshTokens.get(refreshToken);
      if (!grant || grant.client !== client) return undefined;
      refreshTokens.delete(refreshToken);
      return issue(grant.company, client);
    },
    expire(token: string) {
      const entry = access.get(token);
      if (entry) entry.expiresAt = now();
    },
    revoke(token: string) {
      access.delete(token);
      refreshTokens.delete(token);
    },
  };
}
