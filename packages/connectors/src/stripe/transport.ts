import Stripe from 'stripe';
import { ConnectorError } from '../errors';
import type { ConnectionSettings, ConnectorRuntime } from '../sdk/connector';
import { codeForStatus, HttpTransport } from '../sdk/transport';
import type { TransportResponse } from '../sdk/transport';

type RequestHeaders = Record<string, string | number | string[]>;

/** Headers that describe a body; a GET carries none (fetch refuses a Content-Length on one). */
const BODY_HEADERS = new Set(['content-length', 'content-type']);

class TransportResponseAdapter extends Stripe.HttpClientResponse {
  constructor(private readonly response: TransportResponse<unknown>) {
    super(response.status, Object.fromEntries(response.headers));
  }

  override getRawResponse(): unknown {
    return this.response;
  }

  override toStream(): unknown {
    throw new Error('The Stripe connector reads JSON only, never streams');
  }

  override toJSON(): Promise<unknown> {
    return Promise.resolve(this.response.body);
  }
}

/**
 * The SDK builds each request (path, query, headers, API version) and parses the answer; sending
 * it is left to our transport, so Stripe calls take the same budget slot, timeout, retries,
 * Retry-After handling, error codes and masked API log as every other connector. The SDK's own
 * retries are off (`maxNetworkRetries: 0`): there is one retry path, the transport's.
 */
export class TransportHttpClient extends Stripe.HttpClient {
  constructor(private readonly transport: HttpTransport) {
    super();
  }

  override getClientName(): string {
    return 'portal-transport';
  }

  override async makeRequest(
    host: string,
    port: string,
    path: string,
    method: string,
    headers: RequestHeaders,
    requestData: string,
    protocol: string,
  ): Promise<TransportResponseAdapter> {
    // the connector only reads: a write would need a form body and an idempotency key
    if (method !== 'GET' || requestData)
      throw new ConnectorError('validation', `The Stripe connector does not send ${method}`);
    const sent = Object.fromEntries(
      Object.entries(headers)
        .filter(([name]) => !BODY_HEADERS.has(name.toLowerCase()))
        .map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : String(value)]),
    );
    const response = await this.transport.request<unknown>({
      path: `${protocol}://${host}:${port}${path}`,
      headers: sent,
    });
    return new TransportResponseAdapter(response);
  }
}

/**
 * The SDK wraps whatever the HTTP client throws in a StripeConnectionError (`detail` keeps it):
 * this unwraps our transport's ConnectorError, so only the SDK's codes reach the engine.
 */
export function translateStripeError(error: unknown): unknown {
  if (error instanceof ConnectorError) return error;
  const detail = (error as { detail?: unknown } | null)?.detail;
  if (detail instanceof ConnectorError) return detail;
  if (error instanceof Stripe.errors.StripeError) {
    const status = error.statusCode;
    return new ConnectorError(status ? codeForStatus(status) : 'transient', error.message);
  }
  return error;
}

/** One SDK call with its failure translated. */
export async function stripeCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw translateStripeError(error);
  }
}

/** An SDK list (auto-paginated with `starting_after`) with its failures translated. */
export async function* stripeList<T>(list: AsyncIterable<T>): AsyncGenerator<T> {
  try {
    for await (const item of list) yield item;
  } catch (error) {
    throw translateStripeError(error);
  }
}

function secretKeyOf(settings: ConnectionSettings): string {
  const secretKey = settings.credentials.secret_key;
  if (!secretKey) throw new ConnectorError('auth', 'Stripe needs a secret key (sk_…)');
  return secretKey;
}

/**
 * One connection's transport. The SDK sends the key in each request it builds; `withKey` adds
 * it for requests made without the SDK (the API console).
 */
export function stripeTransport(
  settings: ConnectionSettings,
  runtime: ConnectorRuntime = {},
  withKey = false,
): HttpTransport {
  const secretKey = secretKeyOf(settings);
  return new HttpTransport({
    baseUrl: settings.baseUrl,
    ...(withKey ? { headers: () => ({ authorization: `Bearer ${secretKey}` }) } : {}),
    budget: runtime.budget,
    log: runtime.log,
    timeoutMs: runtime.timeoutMs,
    retries: runtime.retries,
    sleep: runtime.sleep,
    secrets: [secretKey],
  });
}

/** The official SDK for one connection, pointed at its base URL and sending through our transport. */
export function stripeClient(settings: ConnectionSettings, runtime: ConnectorRuntime = {}): Stripe {
  const secretKey = secretKeyOf(settings);
  const base = new URL(settings.baseUrl);
  const protocol = base.protocol === 'http:' ? 'http' : 'https';
  const transport = stripeTransport(settings, runtime);
  return new Stripe(secretKey, {
    host: base.hostname,
    port: base.port || (protocol === 'http' ? 80 : 443),
    protocol,
    httpClient: new TransportHttpClient(transport),
    maxNetworkRetries: 0,
    telemetry: false,
    ...(runtime.timeoutMs !== undefined ? { timeout: runtime.timeoutMs } : {}),
  });
}
