import { createSlidingWindow } from '../common/sliding-window';
import type { SlidingWindow } from '../common/sliding-window';

/** Fortnox allows 25 requests per 5 seconds per access token. */
export const rateLimitRequests = 25;
export const rateLimitWindowMs = 5_000;

export type RateLimiter = Pick<SlidingWindow, 'tryAcquire' | 'reset'>;

/** Sliding window: a request is allowed when fewer than 25 were accepted in the last 5 s. */
export function createRateLimiter(
  now: () => number,
  limit = rateLimitRequests,
  windowMs = rateLimitWindowMs,
): RateLimiter {
  return createSlidingWindow(now, limit, windowMs);
}
