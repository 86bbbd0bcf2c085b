/** Fortnox allows 25 requests per 5 seconds per access token. */
export const rateLimitRequests = 25;
export const rateLimitWindowMs = 5_000;

export interface RateLimiter {
  /** Records the request and answers true when it fits in the token's window. */
  tryAcquire(token: string): boolean;
  reset(): void;
}

/** Sliding window: a request is allowed when fewer than 25 were accepted in the last 5 s. */
export function createRateLimiter(
  now: () => number,
  limit = rateLimitRequests,
  windowMs = rateLimitWindowMs,
): RateLimiter {
  const accepted = new Map<string, number[]>();
  return {
    tryAcquire(token) {
      const at = now();
      const recent = (accepted.get(token) ?? []).filter((t) => at - t < windowMs);
      if (recent.length >= limit) {
        accepted.set(token, recent);
        return false;
      }
      recent.push(at);
      accepted.set(token, recent);
      return true;
    },
    reset() {
      accepted.clear();
    },
  };
}
