import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../api-client';
import type { ApiError } from '../api-error';
import { registerNavigator } from '../navigation';
import { useSessionStore } from '@/stores/session-store';
import { mockFetch } from '@/testing/fetch-mock';

const future = () => new Date(Date.now() + 3_600_000).toISOString();
const past = () => new Date(Date.now() - 1000).toISOString();

function signedIn(expiry = future()) {
  localStorage.setItem('key', 'k1');
  localStorage.setItem('userId', '7');
  localStorage.setItem('expiry', expiry);
  useSessionStore.setState({ user: { id: 7 } as never, roles: ['Owner'] });
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected a rejection');
}

type Navigate = (to: string, options?: { replace?: boolean }) => void;
let navigate: ReturnType<typeof vi.fn<Navigate>>;
beforeEach(() => {
  navigate = vi.fn<Navigate>();
  registerNavigator(navigate);
  window.history.replaceState(null, '', '/dashboard');
  useSessionStore.getState().reset();
});
afterEach(() => {
  vi.unstubAllGlobals();
  registerNavigator(null);
});

describe('request rules (SPEC §8)', () => {
  it('sends the stored key as a Bearer token and the locale as Accept-Language', async () => {
    signedIn();
    const requests = mockFetch(() => ({ status: 200, body: { id: 7 } }));
    await api.get('users/me/');
    expect(requests[0]?.url).toBe('/api/users/me/');
    expect(requests[0]?.headers.Authorization).toBe('Bearer k1');
    expect(requests[0]?.headers['Accept-Language']).toBe('sv');
  });

  it('sends public calls without a token', async () => {
    signedIn();
    const requests = mockFetch(() => ({ status: 200, body: {} }));
    await api.post('auth/signin/', { identifier: 'a@b.se', password: 'x' });
    await api.post('auth/reset/checkcode/', {});
    await api.get('settings/public/');
    expect(requests.map((r) => r.headers.Authorization)).toEqual([undefined, undefined, undefined]);
  });

  it('cancels a request after the stored expiry, clears the keys and goes to login silently', async () => {
    signedIn(past());
    const requests = mockFetch(() => ({ status: 200 }));
    const error = await rejection(api.get('notifications/'));
    expect(error.silent).toBe(true);
    expect(requests).toHaveLength(0);
    expect(['key', 'userId', 'expiry'].map((k) => localStorage.getItem(k))).toEqual([
      null,
      null,
      null,
    ]);
    expect(navigate).toHaveBeenCalledWith('/', { replace: true });
  });

  it('cancels a request without a token: silent for users paths, else the session-expired text', async () => {
    const requests = mockFetch(() => ({ status: 200 }));
    expect((await rejection(api.get('users/7/'))).silent).toBe(true);
    const other = await rejection(api.get('notifications/'));
    expect(other.silent).toBe(false);
    expect(other.message).toBe('Din session har gått ut, vänligen logga in igen');
    expect(requests).toHaveLength(0);
  });

  it('lets a request without a token through while switching or logging out', async () => {
    localStorage.setItem('isLoggingOut', 'true');
    const requests = mockFetch(() => ({ status: 200, body: {} }));
    await api.post('auth/signout/');
    expect(requests).toHaveLength(1);
    expect(requests[0]?.headers.Authorization).toBeUndefined();
  });

  it('signs the user out on a 401: store reset, keys and isSwitching cleared, to login', async () => {
    signedIn();
    localStorage.setItem('isSwitching', 'true');
    mockFetch(() => ({ status: 401, body: { code: 'token_expired', detail: 'gone' } }));
    const error = await rejection(api.get('notifications/'));
    expect(error.status).toBe(401);
    expect(useSessionStore.getState().user).toBeNull();
    expect(localStorage.getItem('key')).toBeNull();
    expect(localStorage.getItem('isSwitching')).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/', { replace: true });
  });

  it('keeps the session on a 401 from sign-in, from an unswitch call, or with autoLogout off', async () => {
    signedIn();
    mockFetch(() => ({ status: 401, body: { code: 'not_authenticated' } }));
    await rejection(api.post('auth/signin/', {}));
    await rejection(api.post('switch/unswitch/', {}, { unswitch: true }));
    await rejection(api.post('auth/signout/', undefined, { autoLogout: false }));
    expect(useSessionStore.getState().user).not.toBeNull();
    expect(localStorage.getItem('key')).toBe('k1');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('rejects with the response for other errors and with noResponse when the network fails', async () => {
    signedIn();
    mockFetch(() => ({ status: 400, body: { code: 'validation_error', errors: { a: ['b'] } } }));
    const error = await rejection(api.patch('users/7/', {}));
    expect(error.response).toEqual({
      status: 400,
      data: { code: 'validation_error', errors: { a: ['b'] } },
    });
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    expect((await rejection(api.get('users/me/'))).noResponse).toBe(true);
  });

  it('sends FormData as multipart, without a JSON content type', async () => {
    signedIn();
    const requests = mockFetch(() => ({ status: 200, body: {} }));
    const body = new FormData();
    body.append('picture', new Blob(['x'], { type: 'image/png' }), 'p.png');
    await api.put('users/7/', body);
    expect(requests[0]?.body).toBe(body);
    expect(requests[0]?.headers['Content-Type']).toBeUndefined();
  });
});
