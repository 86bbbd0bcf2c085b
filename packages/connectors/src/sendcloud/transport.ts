import { ConnectorError } from '../errors';
import { HttpTransport } from '../sdk/transport';
import type { TransportOptions } from '../sdk/transport';

export interface SendcloudConnection {
  /** https://panel.sendcloud.sc/api/v2, or the local simulator's …/api/v2 */
  baseUrl: string;
  publicKey: string;
  secretKey: string;
}

export type SendcloudTransports = {
  /** the Shipping API: parcels, labels, shipping methods, tracking */
  api: HttpTransport;
  /** the service point API, on its own host in production */
  servicePoints: HttpTransport;
};

/**
 * Sendcloud serves service points from servicepoints.sendcloud.sc with the same keys; any other
 * base URL (a simulator, a proxy) serves both APIs.
 */
export function servicePointBase(baseUrl: string): string {
  const url = new URL(baseUrl);
  if (url.hostname === 'panel.sendcloud.sc') url.hostname = 'servicepoints.sendcloud.sc';
  return url.toString();
}

/** HTTP Basic with the public and secret key; the secret key and the header are masked. */
export function sendcloudTransports(
  connection: SendcloudConnection,
  options: Omit<TransportOptions, 'baseUrl' | 'headers' | 'secrets'> = {},
): SendcloudTransports {
  const basic = Buffer.from(`${connection.publicKey}:${connection.secretKey}`).toString('base64');
  const common = {
    ...options,
    headers: () => ({ authorization: `Basic ${basic}` }),
    secrets: [connection.secretKey, basic],
  };
  return {
    api: new HttpTransport({ ...common, baseUrl: connection.baseUrl }),
    servicePoints: new HttpTransport({ ...common, baseUrl: servicePointBase(connection.baseUrl) }),
  };
}

/**
 * What Sendcloud said, from a failure the transport raised (`POST 400: {"error": …}`): the
 * `error.message` of its body, or the body as it came.
 */
export function sendcloudMessage(error: ConnectorError): string {
  const body = error.message.replace(/^[A-Z]+ \d{3}: /, '');
  try {
    const parsed = JSON.parse(body) as { error?: { message?: string }; message?: string };
    return parsed.error?.message ?? parsed.message ?? body;
  } catch {
    return body;
  }
}

/** The cheapest authenticated call: the integration's user. */
export async function ping(transport: HttpTransport): Promise<void> {
  await transport.request({ path: 'user' });
}

export const isConnectorError = (error: unknown, code?: ConnectorError['code']) =>
  error instanceof ConnectorError && (code === undefined || error.code === code);
