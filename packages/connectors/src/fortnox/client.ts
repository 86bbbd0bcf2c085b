import { HttpTransport } from '../sdk/transport';
import type { TransportOptions } from '../sdk/transport';

export interface FortnoxConnection {
  /** https://api.fortnox.se, a sandbox, or the local simulator */
  baseUrl: string;
  accessToken: string;
}

/** What the resources need of a transport: the plain one, or the one that refreshes tokens. */
export type FortnoxApi = Pick<HttpTransport, 'request'>;

/** Fortnox's limit: 25 requests per 5 s per access token (DOMAIN.md). */
export const FORTNOX_RATE = { capacity: 25, perSecond: 5 };

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
