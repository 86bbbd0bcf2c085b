import { HttpTransport } from '../sdk/transport';
import type { TransportOptions } from '../sdk/transport';

export interface FortnoxConnection {
  /** https://api.fortnox.se, a sandbox, or the local simulator */
  baseUrl: string;
  accessToken: string;
}

/** What the resources need of a transport: the plain one, or the one that refreshes tokens. */
export type FortnoxApi = Pick<HttpTransport, 'request'>;

/**
 * Fortnox allows 25 requests in any 5 s per access token (a sliding window, DOMAIN.md). A token
 * bucket of capacity c refilled at r/s lets c + 5r through in any 5 s, so 2 + 5 × 4.6 = 25 never
 * trips the limit while using up to 92 % of it; a 429 that happens anyway is waited out.
 */
export const FORTNOX_RATE = { capacity: 2, perSecond: 4.6 };

/**
 * The transport for one Fortnox connection: bearer token, its secret masked in every log line.
 * The token is read before every attempt, so a refreshed one is used at once; pass `secrets` to
 * share a list the refresher adds new tokens to.
 */
export function fortnoxTransport(
  connection: FortnoxConnection,
  options: Omit<TransportOptions, 'baseUrl' | 'headers'> = {},
): HttpTransport {
  const secrets = options.secrets ?? [connection.accessToken];
  return new HttpTransport({
    ...options,
    baseUrl: connection.baseUrl,
    headers: () => ({ authorization: `Bearer ${connection.accessToken}` }),
    secrets,
  });
}
