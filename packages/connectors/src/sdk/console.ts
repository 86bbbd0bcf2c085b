import type { ConnectionSettings, Connector, ConnectorRuntime, ConsoleSupport } from './connector';
import type { ApiLogEntry } from './log';
import { maskSecrets } from './log';

/** Why the console refuses to send a request: nothing has been sent when it says so. */
export const CONSOLE_REFUSALS = [
  'invalid',
  'scheme',
  'userinfo',
  'host',
  'outside',
  'traversal',
  'id_required',
] as const;
export type ConsoleRefusalReason = (typeof CONSOLE_REFUSALS)[number];

export class ConsoleRefusal extends Error {
  constructor(readonly reason: ConsoleRefusalReason) {
    super(`The API console refuses this address (${reason})`);
    this.name = 'ConsoleRefusal';
  }
}

const refuse = (reason: ConsoleRefusalReason): never => {
  throw new ConsoleRefusal(reason);
};

const SCHEME = /^[a-z][a-z\d+.-]*:/i;
// whitespace, backslashes and control characters: browsers and servers read them differently
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
const UNSAFE = /[\s\\\u0000-\u001f\u007f]/;
/** `.` or `..` as a path segment, plain or percent-encoded, and encoded slashes */
const DOT_SEGMENT = /(?:^|\/)(?:\.|%2e){1,2}(?:\/|$)/i;
const ENCODED_SEPARATOR = /%(?:2f|5c)/i;

/** Where a connection's requests go: the base URL with its placeholders filled. */
export function consoleBaseUrl(support: ConsoleSupport, settings: ConnectionSettings): string {
  return support.baseUrl?.(settings) ?? settings.baseUrl;
}

/**
 * The URL a path (relative to the base URL) or an absolute address names, when it lies within
 * the base URL: same scheme, host and port, under its path, without user info or `..` tricks.
 */
export function withinBase(baseUrl: string, target: string): URL {
  const raw = target.trim();
  if (!raw || raw.length > 2048 || UNSAFE.test(raw)) refuse('invalid');
  let base: URL;
  let url: URL;
  try {
    base = new URL(baseUrl);
    base.pathname = base.pathname.replace(/\/?$/, '/');
    url = new URL(raw, base);
  } catch {
    return refuse('invalid');
  }
  const path =
    raw
      .replace(SCHEME, '')
      .replace(/^\/\/[^/?#]*/, '')
      .split(/[?#]/)[0] ?? '';
  if (DOT_SEGMENT.test(path) || ENCODED_SEPARATOR.test(path)) refuse('traversal');
  if (url.protocol !== base.protocol) refuse('scheme');
  if (url.username || url.password) refuse('userinfo');
  if (url.host !== base.host) refuse('host');
  const prefix = base.pathname;
  if (!url.pathname.startsWith(prefix) && `${url.pathname}/` !== prefix) refuse('outside');
  url.hash = '';
  return url;
}

/** A resource's path with its id filled in, each `/`-separated part encoded. */
export function resourcePath(template: string, id = ''): string {
  if (!template.includes('{id}')) return template;
  const parts = id.trim().split('/');
  if (parts.some((part) => part === '' || /^\.+$/.test(part))) refuse('id_required');
  return template.replace('{id}', parts.map(encodeURIComponent).join('/'));
}

/** What the provider answered, as it came: the body is the text, the URL masked. */
export interface ConsoleAnswer {
  url: string;
  status: number;
  headers: Headers;
  body: string;
  /** the HTTP request's own time, as the API log has it */
  durationMs: number;
}

/** What the console needs of a connector (an app, a ledger or a shipping app). */
type ConsoleConnector = Pick<Connector, 'console' | 'credentials'>;

/** The values of the connection's secret fields: never shown, in the URL or the body. */
function secretsOf(connector: ConsoleConnector, settings: ConnectionSettings): string[] {
  const fields = connector.credentials.fields.filter((field) => field.secret);
  const keys = [...fields.map((field) => field.key), 'access_token', 'refresh_token'];
  return keys.map((key) => settings.credentials[key] ?? '').filter((value) => value.length >= 4);
}

/**
 * GETs `target` (a path or an address within the base URL) through the connector's transport:
 * the runtime's budget and API log apply. A refused address throws ConsoleRefusal before
 * anything is sent; a request that gets no answer throws the transport's ConnectorError.
 */
export async function consoleGet(
  connector: ConsoleConnector,
  settings: ConnectionSettings,
  runtime: ConnectorRuntime,
  target: string,
): Promise<ConsoleAnswer> {
  const support = connector.console;
  if (!support) throw new ConsoleRefusal('invalid');
  const url = withinBase(consoleBaseUrl(support, settings), target);
  let last: ApiLogEntry | undefined;
  const log = (entry: ApiLogEntry) => {
    last = entry;
    runtime.log?.(entry);
  };
  const started = Date.now();
  const api = support.api(settings, { ...runtime, log });
  const response = await api.request<string>({ path: url.toString(), anyStatus: true });
  const secrets = secretsOf(connector, settings);
  const hide = (text: string) =>
    secrets.reduce((out, secret) => out.split(secret).join('***'), text);
  return {
    url: maskSecrets(url.toString(), secrets),
    status: response.status,
    headers: response.headers,
    body: hide(typeof response.body === 'string' ? response.body : JSON.stringify(response.body)),
    durationMs: Math.round(last?.durationMs ?? Date.now() - started),
  };
}
