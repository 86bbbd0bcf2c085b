import type { RateLimitRule, RateLimits } from '../config';
import type { AppContext } from '../context';
import { throttled } from '../http/http-error';
import {
  countEvent,
  deleteCounter,
  deleteCountersBefore,
  uncountEvent,
} from '../modules/rate-limit/rate-limit.repository';

export interface Limit {
  key: string;
  rule: RateLimitRule;
}

type Scope = 'signin' | 'code';

/** The counters that guard one kind of attempt: the account's first, then the client address's. */
export function limitsFor(limits: RateLimits, scope: Scope, account: string, ip: string): Limit[] {
  const who = account.trim().toLowerCase();
  return scope === 'signin'
    ? [
        { key: `signin:account:${who}`, rule: limits.signinAccount },
        { key: `signin:ip:${ip}`, rule: limits.signinIp },
      ]
    : [
        { key: `code:account:${who}`, rule: limits.codeAccount },
        { key: `code:ip:${ip}`, rule: limits.codeIp },
      ];
}

/**
 * The sign-in budget of a browser that signed in to the account before (ADR 014): the account's
 * own allowance, apart from every other client's, so guesses from elsewhere do not lock it out.
 */
export function trustedDeviceLimit(limits: RateLimits, deviceId: number): Limit {
  return { key: `signin:device:${deviceId}`, rule: limits.signinAccount };
}

/** Wrong old passwords on a signed-in session: a budget of the user's own. */
export function passwordChangeLimit(limits: RateLimits, userId: number): Limit {
  return { key: `password:user:${userId}`, rule: limits.signinAccount };
}

/**
 * Counts the attempt first, atomically, and refuses it (429, seconds until the longest-blocked
 * window ends) when any counter went past its maximum. Whatever number of requests arrive at
 * once, at most `max` of a window get past this line (ADR 014).
 */
export async function consumeAttempt(ctx: AppContext, limits: Limit[]): Promise<void> {
  const now = ctx.clock.now();
  let wait = 0;
  for (const { key, rule } of limits) {
    const windowMs = rule.windowSeconds * 1000;
    const counter = await countEvent(ctx.db, key, now, new Date(now.getTime() - windowMs));
    const endsAt = counter.windowStart.getTime() + windowMs;
    if (counter.count > rule.max) wait = Math.max(wait, endsAt - now.getTime());
  }
  // Now and then drop counters nobody has touched for a day, so the table stays small.
  if (Math.random() < 0.02) {
    await deleteCountersBefore(ctx.db, new Date(now.getTime() - 24 * 3600 * 1000));
  }
  if (wait > 0) throw throttled(Math.max(1, Math.ceil(wait / 1000)));
}

/** A successful sign-in gives its lane back its whole allowance. */
export async function clearLimit(ctx: AppContext, limit: Limit | undefined): Promise<void> {
  if (limit) await deleteCounter(ctx.db, limit.key);
}

/**
 * A success gives back the one attempt it took, and only that: the counter then holds the
 * failures (and the tries still in flight), so an office behind one address signs in all day,
 * while successes on one account never buy guesses at another.
 */
export async function giveBack(ctx: AppContext, limit: Limit | undefined): Promise<void> {
  if (limit) await uncountEvent(ctx.db, limit.key);
}
