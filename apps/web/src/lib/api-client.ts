import { ApiError } from './api-error';
import { currentLocale, i18n } from './i18n';
import { goToLogin } from './navigation';
import {
  STORAGE_KEYS,
  clearStoredKeys,
  isStoredExpiryPassed,
  readFlag,
  readItem,
  removeItems,
} from './storage';
import { useSessionStore } from '@/stores/session-store';

export const API_BASE = '/api/';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Params = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: Method;
  /** JSON body, or FormData for multipart uploads */
  body?: unknown;
  params?: Params;
  /** false: a 401 does not sign the user out (SPEC §8) */
  autoLogout?: boolean;
  /** marks the unswitch call, whose 401 does not sign the user out */
  unswitch?: boolean;
  signal?: AbortSignal;
}

/** Calls that carry no token (SPEC §7): sign-in, sign-up, activation, resend, reset, public settings. */
const PUBLIC_PATHS = [
  /^auth\/signin\/$/,
  /^auth\/signup\/$/,
  /^auth\/invitation\/$/,
  /^auth\/activate\/$/,
  /^auth\/resend\/$/,
  /^auth\/reset\//,
  /^settings\/public\/$/,
];

export function isPublicPath(path: string): boolean {
  return PUBLIC_PATHS.some((re) => re.test(path));
}

/** SPEC §8: a 401 marks the user logged out, resets the store, clears isSwitching, goes to login. */
function signOutAfter401(): void {
  clearStoredKeys();
  removeItems(STORAGE_KEYS.isSwitching);
  useSessionStore.getState().reset();
  goToLogin();
}

/** The request rules of SPEC §8, checked before anything is sent. */
function checkBeforeRequest(path: string): string | null {
  if (isStoredExpiryPassed()) {
    clearStoredKeys();
    useSessionStore.getState().reset();
    goToLogin();
    throw new ApiError({ silent: true, message: 'session expired' });
  }
  const key = readItem(STORAGE_KEYS.key);
  if (!key && !readFlag(STORAGE_KEYS.isSwitching) && !readFlag(STORAGE_KEYS.isLoggingOut)) {
    if (path.startsWith('users')) throw new ApiError({ silent: true, message: 'no token' });
    throw new ApiError({ message: i18n.t('errors.session_expired') });
  }
  return key;
}

function buildUrl(path: string, params?: Params): string {
  const url = API_BASE + path.replace(/^\/+/, '');
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params ?? {}))
    if (value !== undefined && value !== null && value !== '') query.set(name, String(value));
  const qs = query.toString();
  return qs ? `${url}?${qs}` : url;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  if ((response.headers.get('content-type') ?? '').includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const isPublic = isPublicPath(path);
  const key = isPublic ? null : checkBeforeRequest(path);
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentLocale(),
  };
  if (key) headers.Authorization = `Bearer ${key}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.params), {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError')
      throw new ApiError({ silent: true, message: 'aborted', cause });
    throw new ApiError({ noResponse: true, message: 'network', cause });
  }

  const data = await readBody(response);
  if (response.ok) return data as T;

  const exempt = path === 'auth/signin/' || options.unswitch || options.autoLogout === false;
  if (response.status === 401 && !exempt) signOutAfter401();
  throw new ApiError({ response: { status: response.status, data }, message: response.statusText });
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'PATCH', body }),
  del: <T = null>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...options, method: 'DELETE' }),
};
