/** Stripe's per-endpoint limit: 25 requests a second per key and endpoint (sliding window). */
export function createEndpointLimiter(now: () => number, perSecond = 25) {
  const accepted = new Map<string, number[]>();
  return {
    tryAcquire(key: string, endpoint: string): boolean {
      const at = now();
      const name = `${key} ${endpoint}`;
      const recent = (accepted.get(name) ?? []).filter((t) => at - t < 1_000);
      const allowed = recent.length < perSecond;
      if (allowed) recent.push(at);
      accepted.set(name, recent);
      return allowed;
    },
  };
}
