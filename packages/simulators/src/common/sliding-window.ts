/** Records the request and answers true when it fits in its key's window. */
export interface SlidingWindow {
  tryAcquire(key: string): boolean;
  /** milliseconds until the key's oldest accepted request leaves the window */
  retryAfterMs(key: string): number;
  reset(): void;
}

/** A request is allowed when fewer than `limit` were accepted under its key in the last `windowMs`. */
export function createSlidingWindow(
  now: () => number,
  limit: number,
  windowMs: number,
): SlidingWindow {
  const accepted = new Map<string, number[]>();
  const recent = (key: string, at: number) =>
    (accepted.get(key) ?? []).filter((t) => at - t < windowMs);
  return {
    tryAcquire(key) {
      const at = now();
      const kept = recent(key, at);
      const fits = kept.length < limit;
      if (fits) kept.push(at);
      accepted.set(key, kept);
      return fits;
    },
    retryAfterMs(key) {
      const at = now();
      const oldest = recent(key, at)[0];
      return oldest === undefined ? 0 : Math.max(0, oldest + windowMs - at);
    },
    reset() {
      accepted.clear();
    },
  };
}
