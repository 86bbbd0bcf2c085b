import { API_QUERY_MAX_SHOWN_CHARS } from '@portal/contracts/schemas/api-queries';
import type { ApiQueryOutcome, ApiQueryResult } from '@portal/contracts/schemas/api-queries';
import { ConnectorError } from '@portal/connectors/errors';
import type { ConsoleAnswer } from '@portal/connectors/sdk/console';

/** Headers worth reading in a provider's answer: type, size, paging, rate limits, request ids. */
const OF_INTEREST =
  /^(?:content-type|content-length|date|retry-after|link|location|etag|last-modified|www-authenticate|request-id|x-request-id|stripe-version|x-wp-total|x-wp-totalpages|x-total-count|x-shopify-shop-api-call-limit|(?:x-)?rate-?limit(?:-[\w-]+)?)$/i;

export function outcomeOf(status: number): ApiQueryOutcome {
  if (status < 400) return 'ok';
  if (status === 401 || status === 403) return 'auth';
  if (status === 404 || status === 410) return 'not_found';
  if (status === 429) return 'rate_limited';
  if (status >= 500) return 'server_error';
  return 'refused';
}

function headersOfInterest(headers: Headers): Record<string, string> {
  const kept: Record<string, string> = {};
  headers.forEach((value, name) => {
    if (OF_INTEREST.test(name)) kept[name.toLowerCase()] = value;
  });
  return kept;
}

/** JSON pretty-printed, anything else as it came. */
function readable(body: string): { text: string; json: boolean } {
  const trimmed = body.trim();
  if (!trimmed.startsWith('{') && !trimmed.startsWith('[')) return { text: body, json: false };
  try {
    return { text: JSON.stringify(JSON.parse(trimmed), null, 2), json: true };
  } catch {
    return { text: body, json: false };
  }
}

/** The provider's answer for a person: its status and what it means, its body cut when long. */
export function answerResult(answer: ConsoleAnswer): ApiQueryResult {
  const { text, json } = readable(answer.body);
  const truncated = text.length > API_QUERY_MAX_SHOWN_CHARS;
  return {
    method: 'GET',
    url: answer.url,
    status: answer.status,
    outcome: outcomeOf(answer.status),
    duration_ms: answer.durationMs,
    headers: headersOfInterest(answer.headers),
    body: truncated ? text.slice(0, API_QUERY_MAX_SHOWN_CHARS) : text,
    json,
    size: text.length,
    truncated,
  };
}

/** No answer came: a timeout, an unreachable host, or credentials refused before sending. */
export function failureResult(
  error: ConnectorError,
  url: string,
  durationMs: number,
): ApiQueryResult {
  const outcome: ApiQueryOutcome =
    error.code === 'auth'
      ? 'auth'
      : /timed out/.test(error.message)
        ? 'timeout'
        : error.code === 'transient'
          ? 'unreachable'
          : 'refused';
  return {
    method: 'GET',
    url,
    status: null,
    outcome,
    duration_ms: Math.round(durationMs),
    headers: {},
    body: '',
    json: false,
    size: 0,
    truncated: false,
  };
}

export const isConnectorError = (error: unknown): error is ConnectorError =>
  error instanceof ConnectorError;
