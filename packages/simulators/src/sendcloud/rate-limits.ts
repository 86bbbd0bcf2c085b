import { createSlidingWindow } from '../common/sliding-window';

export interface RateLimitOptions {
  getPerMinute: number;
  unsafePerMinute: number;
  perSecond: number;
}

/** Sendcloud's published limits per integration. */
export const SENDCLOUD_LIMITS: RateLimitOptions = {
  getPerMinute: 1_000,
  unsafePerMinute: 100,
  perSecond: 15,
};

/**
 * Sliding windows per public key: a burst of `perSecond` any second, and `getPerMinute` GET or
 * `unsafePerMinute` other requests a minute. `take` answers the seconds to wait when over.
 */
export function createRateLimits(now: () => number, given: Partial<RateLimitOptions> = {}) {
  const limits = { ...SENDCLOUD_LIMITS, ...given };
  const burst = createSlidingWindow(now, limits.perSecond, 1_000);
  const safe = createSlidingWindow(now, limits.getPerMinute, 60_000);
  const unsafe = createSlidingWindow(now, limits.unsafePerMinute, 60_000);
  return {
    take(key: string, isGet: boolean): number | undefined {
      const minute = isGet ? safe : unsafe;
      if (!burst.tryAcquire(key)) return Math.max(1, Math.ceil(burst.retryAfterMs(key) / 1000));
      if (!minute.tryAcquire(key)) return Math.max(1, Math.ceil(minute.retryAfterMs(key) / 1000));
      return undefined;
    },
  };
}
