/** Seconds from a `Retry-After` header: a number of seconds or an HTTP date. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}

export interface BackoffOptions {
  baseMs: number;
  maxMs: number;
}

/** Exponential back-off with full jitter: a random wait up to base × 2^attempt, capped. */
export function backoffMs(attempt: number, options: BackoffOptions, random = Math.random): number {
  const ceiling = Math.min(options.maxMs, options.baseMs * 2 ** attempt);
  return Math.round(random() * ceiling);
}
