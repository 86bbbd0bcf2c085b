import type { RateLimitRule, RateLimits } from '../config';
import type { AppContext } from '../context';
import { throttled } from '../http/http-error';
import {
  countEvent,
  deleteCounter,
  deleteCountersBefore,
  findCounters,
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

/** Throws 429 with the seconds until the longest-blocked counter's window ends. */
export async function assertNotThrottled(ctx: AppContext, limits: Limit[]): Promise<void> {
  const now = ctx.clock.now().getTime();
  const rows = await findCounters(
    ctx.db,
    limits.map((l) => l.key),
  );
  let wait = 0;
  for (const row of rows) {
    const rule = limits.find((l) => l.key === row.key)!.rule;
    const endsAt = row.windowStart.getTime() + rule.windowSeconds * 1000;
    if (endsAt > now && row.count >= rule.max) wait = Math.max(wait, endsAt - now);
  }
  if (wait > 0) throw throttled(Math.ceil(wait / 1000));
}

/** Counts a failed (or, for code requests, any) attempt against every given counter. */
export async function countAttempt(ctx: AppContext, limits: Limit[]): Promise<void> {
  const now = ctx.clock.now();
  for (const { key, rule } of limits) {
    await countEvent(ctx.db, key, now, new Date(now.getTime() - rule.windowSeconds * 1000));
  }
  // Now and then drop counters nobody has touched for a day, so the table stays small.
  if (Math.random() < 0.02) {
    await deleteCountersBefore(ctx.db, new Date(now.getTime() - 24 * 3600 * 1000));
  }
}

export async function clearLimit(ctx: AppContext, limit: Limit | undefined): Promise<void> {
  if (limit) await deleteCounter(ctx.db, limit.key);
}
