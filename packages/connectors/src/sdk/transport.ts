import { ConnectorError } from '../errors';
import type { ConnectorErrorCode } from '../errors';
import { maskSecrets } from './log';
import type { ApiLogger } from './log';
import { backoffMs, retryAfterSeconds } from './retry';
import type { BackoffOptions } from './retry';

/** Waits until the connection may send one more request; the engine's budget is shared through the database. */
export interface RateBudget {
  acquire(): Promise<void>;
}

export interface TransportOptions {
  /** per connection, so sandboxes and the local simulators work */
  baseUrl: string;
  /** auth and other headers, read before every attempt (tokens may have been refreshed) */
  headers?: () => Record<string, string> | Promise<Record<string, string>>;
  timeoutMs?: number;
  /** attempts after the first for transient and rate-limited failures */
  retries?: number;
  backoff?: BackoffOptions;
  budget?: RateBudget;
  log?: ApiLogger;
  /** the connection's secrets, masked wherever they would appear in the log */
  secrets?: readonly string[];
  sleep?: (ms: number) => Promise<void>;
}

export interface TransportRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** relative to the base URL, or absolute (a `next` link the provider gave) */
  path: string;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  headers?: Record<string, string>;
  /**
   * A request that creates something is not safe to repeat after a timeout or 5xx (the provider
   * may have taken it): `rate_limited` repeats only refused requests (429) and leaves the rest to
   * the caller, who looks for what it created before trying again (see `repeatOnTransient`).
   */
  retry?: 'all' | 'rate_limited';
  /**
   * Returns the provider's answer whatever its status, its body as the text that came (the API
   * console shows it as it is): no error for a 4xx or 5xx, so nothing is repeated either.
   */
  anyStatus?: boolean;
  /** the body of a successful answer as its bytes (a file such as Fortnox's SIE export) */
  binary?: boolean;
}

export interface TransportResponse<T> {
  status: number;
  headers: Headers;
  body: T;
}

const DEFAULTS = { timeoutMs: 30_000, retries: 4, backoff: { baseMs: 500, maxMs: 30_000 } };

/** HTTP status → the SDK's codes; the engine alone decides what to do with them. */
export function codeForStatus(status: number): ConnectorErrorCode {
  if (status === 429) return 'rate_limited';
  if (status === 401 || status === 403) return 'auth';
  if (status === 404 || status === 410) return 'not_found';
  if (status === 409) return 'conflict';
  if (status >= 500 || status === 408) return 'transient';
  return 'validation';
}

const sleeper = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The one way connectors talk HTTP: a budget slot and a timeout on every attempt, retries with
 * back-off for transient failures and 429 (honouring Retry-After), errors translated to the SDK's
 * codes, and every attempt written to the API log with secrets masked.
 */
export class HttpTransport {
  private readonly options: Required<Omit<TransportOptions, 'headers' | 'budget' | 'log'>> &
    TransportOptions;

  constructor(options: TransportOptions) {
    // options left undefined keep the defaults (a runtime passes through what it has)
    const given = Object.fromEntries(
      Object.entries(options).filter(([, v]) => v !== undefined),
    ) as TransportOptions;
    this.options = { ...DEFAULTS, secrets: [], sleep: sleeper, ...given };
  }

  url(path: string, query?: TransportRequest['query']): string {
    const url = /^https?:\/\//.test(path)
      ? new URL(path)
      : new URL(path.replace(/^\//, ''), this.options.baseUrl.replace(/\/?$/, '/'));
    for (const [name, value] of Object.entries(query ?? {}))
      if (value !== undefined) url.searchParams.set(name, String(value));
    return url.toString();
  }

  async request<T>(request: TransportRequest): Promise<TransportResponse<T>> {
    const { retries, backoff, sleep } = this.options;
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.attempt<T>(request, attempt);
      } catch (error) {
        const failure =
          error instanceof ConnectorError
            ? error
            : new ConnectorError(
                'transient',
                error instanceof Error ? error.message : String(error),
              );
        if (!failure.retryable || attempt >= retries) throw failure;
        if (request.retry === 'rate_limited' && failure.code !== 'rate_limited') throw failure;
        const wait =
          failure.retryAfterSeconds !== undefined
            ? failure.retryAfterSeconds * 1000
            : backoffMs(attempt, backoff);
        await sleep(wait);
      }
    }
  }

  private async attempt<T>(request: TransportRequest, attempt: number) {
    const { timeoutMs, budget, log, secrets } = this.options;
    const method = request.method ?? 'GET';
    const url = this.url(request.path, request.query);
    const body = request.body === undefined ? undefined : JSON.stringify(request.body);
    await budget?.acquire();
    const started = Date.now();
    const entry = (status: number | null, extra: { responseBody?: string; error?: string }) =>
      log?.({
        method,
        url: maskSecrets(url, secrets),
        status,
        durationMs: Date.now() - started,
        attempt,
        ...(body ? { requestBody: maskSecrets(body, secrets) } : {}),
        ...(extra.responseBody ? { responseBody: maskSecrets(extra.responseBody, secrets) } : {}),
        ...(extra.error ? { error: maskSecrets(extra.error, secrets) } : {}),
      });
    let response: Response;
    try {
      response = await fetch(url, {
        method,
        headers: {
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(await this.options.headers?.()),
          ...request.headers,
        },
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      const message = timedOut ? `timed out after ${timeoutMs} ms` : String(error);
      entry(null, { error: message });
      throw new ConnectorError('transient', `${method} ${maskSecrets(url, secrets)}: ${message}`);
    }
    if (request.binary && response.ok) {
      const bytes = new Uint8Array(await response.arrayBuffer());
      entry(response.status, { responseBody: `(${bytes.length} bytes)` });
      return { status: response.status, headers: response.headers, body: bytes as T };
    }
    const text = await response.text();
    entry(response.status, { responseBody: text });
    if (request.anyStatus)
      return { status: response.status, headers: response.headers, body: text as T };
    if (!response.ok) {
      const code = codeForStatus(response.status);
      const wait =
        code === 'rate_limited'
          ? retryAfterSeconds(response.headers.get('retry-after'))
          : undefined;
      const detail = maskSecrets(text, secrets).slice(0, 500);
      throw new ConnectorError(code, `${method} ${response.status}: ${detail}`, wait);
    }
    const parsed =
      text && (response.headers.get('content-type') ?? '').includes('json')
        ? JSON.parse(text)
        : text;
    return { status: response.status, headers: response.headers, body: parsed as T };
  }
}
