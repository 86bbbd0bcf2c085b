import { idempotencyMismatch } from './errors';

interface Stored {
  request: string;
  status: number;
  body: unknown;
}

/**
 * Stripe's idempotent POSTs: the first answer to a key is stored (per API key) and returned again
 * for the same request; the same key with other parameters is refused with an idempotency_error.
 */
export function createIdempotencyStore() {
  const stored = new Map<string, Stored>();
  return {
    /** the stored answer for a repeated request, or undefined when the key is new */
    replay(apiKey: string, key: string, request: string) {
      const hit = stored.get(`${apiKey}\u0000${key}`);
      if (!hit) return undefined;
      if (hit.request !== request) throw idempotencyMismatch(key);
      return hit;
    },
    remember(apiKey: string, key: string, request: string, status: number, body: unknown) {
      // Stripe stores a refusal (4xx) like a success; after a 5xx the same key may try again
      if (status < 500) stored.set(`${apiKey}\u0000${key}`, { request, status, body });
    },
  };
}
