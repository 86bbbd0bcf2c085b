import { randomBytes } from 'node:crypto';

/** Fortnox access tokens live one hour. */
export const accessTokenSeconds = 3600;

export interface TokenSet {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  token_type: 'bearer';
  scope: string;
}

export const grantedScope = 'bookkeeping invoice customer article settings currency';

/** Authorization codes are redeemed within ten minutes, as Fortnox's are. */
export const codeSeconds = 600;

interface CodeGrant {
  company: string;
  client: string;
  redirectUri: string;
  expiresAt: number;
}

/**
 * Access tokens (static ones never expire, issued ones after an hour by the simulator clock),
 * one-time authorization codes and rotating refresh tokens: each refresh token works once.
 */
export function createTokens(now: () => number) {
  const accessTokens = new Map<string, { company: string; expiresAt: number | null }>();
  const refreshTokens = new Map<string, string>();
  const codes = new Map<string, CodeGrant>();
  const fresh = (prefix: string) => `${prefix}-${randomBytes(12).toString('hex')}`;

  const issue = (company: string): TokenSet => {
    const set: TokenSet = {
      access_token: fresh('at'),
      refresh_token: fresh('rt'),
      expires_in: accessTokenSeconds,
      token_type: 'bearer',
      scope: grantedScope,
    };
    accessTokens.set(set.access_token, { company, expiresAt: now() + accessTokenSeconds * 1000 });
    refreshTokens.set(set.refresh_token, company);
    return set;
  };

  return {
    issue,
    addStatic(token: string, company: string) {
      accessTokens.set(token, { company, expiresAt: null });
    },
    authorize(company: string, client: string, redirectUri: string): string {
      const code = fresh('code');
      codes.set(code, { company, client, redirectUri, expiresAt: now() + codeSeconds * 1000 });
      return code;
    },
    /** a code works once, for the client it was issued to and with the same redirect URI */
    redeemCode(code: string, client: string, redirectUri: string): TokenSet | undefined {
      const grant = codes.get(code);
      codes.delete(code);
      if (!grant || grant.client !== client || grant.redirectUri !== redirectUri) return undefined;
      return now() < grant.expiresAt ? issue(grant.company) : undefined;
    },
    company(token: string): string | undefined {
      const entry = accessTokens.get(token);
      if (!entry || (entry.expiresAt !== null && now() >= entry.expiresAt)) return undefined;
      return entry.company;
    },
    refresh(refreshToken: string): TokenSet | undefined {
      const company = refreshTokens.get(refreshToken);
      if (company === undefined) return undefined;
      refreshTokens.delete(refreshToken);
      return issue(company);
    },
    expire(token: string) {
      const entry = accessTokens.get(token);
      if (entry) entry.expiresAt = now();
    },
    revoke(token: string) {
      accessTokens.delete(token);
      refreshTokens.delete(token);
    },
  };
}
