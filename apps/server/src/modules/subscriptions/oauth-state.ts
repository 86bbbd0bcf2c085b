import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { readOAuthState, type OAuthStatePayload } from '@portal/contracts/schemas/connections';
import { derivedKey } from '../../lib/credentials-cipher';

/** A state is good for ten minutes: long enough to sign in at the provider and consent. */
export const STATE_SECONDS = 600;

const sign = (payload: string) =>
  createHmac('sha256', derivedKey('oauth-state')).update(payload).digest('base64url');

/**
 * The `state` of one authorize request (ADR 020): which subscription and side, who started it,
 * until when; signed with a key derived from the credentials key, so nobody else can make one.
 */
export function createOAuthState(
  target: Omit<OAuthStatePayload, 'expires_at' | 'nonce'>,
  now: Date,
): string {
  const payload: OAuthStatePayload = {
    ...target,
    expires_at: Math.floor(now.getTime() / 1000) + STATE_SECONDS,
    nonce: randomBytes(9).toString('base64url'),
  };
  const encoded = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${encoded}.${sign(encoded)}`;
}

/** The payload when the signature holds and the state is not over; null otherwise. */
export function verifyOAuthState(state: string, now: Date): OAuthStatePayload | null {
  const [encoded, signature, extra] = state.split('.');
  if (!encoded || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(encoded));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  const payload = readOAuthState(state);
  if (!payload || payload.expires_at * 1000 <= now.getTime()) return null;
  return payload;
}
