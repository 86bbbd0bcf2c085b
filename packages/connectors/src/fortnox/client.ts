import { HttpTransport } from '../sdk/transport';
import type { TransportOptions } from '../sdk/transport';

export interface FortnoxConnection {
  /** https://api.fortnox.se, a sandbox, or the local simulator */
  baseUrl: string;
  accessToken: string;
}

/** Fortnox's limit: 25 requests per 5 s per access token (DOMAIN.md). */
export const FORTNOX_RATE = { capacity: 25, perSecond: 5 };

/** The transport for one Fortnox connection: bearer token, its secret masked in every log line. */
export function fortnoxTransport(
  connection: FortnoxConnection,
  options: Omit<TransportOptions, 'baseUrl' | 'headers' | 'secrets'> = {},
): HttpTransport {
  return new HttpTransport({
    ...options,
    baseUrl: connection.baseUrl,
    headers: () => ({ authorization: `Bearer ${connection.accessToken}` }),
    secrets: [connection.accessToken],
  });
}
