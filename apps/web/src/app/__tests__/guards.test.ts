import { routeByName } from '@portal/contracts/routes';
import type { User } from '@portal/contracts/schemas/users';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { protectedLoader, publicLoader } from '../guards';
import { queryClient } from '@/lib/query-client';
import { useSessionStore } from '@/stores/session-store';
import { mockFetch } from '@/testing/fetch-mock';

const args = {} as Parameters<ReturnType<typeof publicLoader>>[0];
const run = async (loader: ReturnType<typeof publicLoader>) => {
  const result = (await loader(args)) as Response | null;
  return result ? result.headers.get('Location') : null;
};

function fakeUser(role: User['role'], extra: Partial<User> = {}): User {
  return {
    id: 5,
    role,
    roles: role ? [role] : [],
    first_name: 'Test',
    companies: [],
    accounting_firms: [],
    new_features: false,
    ...extra,
  } as User;
}

function storeSession(expiry = new Date(Date.now() + 60_000).toISOString()) {
  localStorage.setItem('key', 'k');
  localStorage.setItem('userId', '5');
  localStorage.setItem('expiry', expiry);
}

beforeEach(() => {
  useSessionStore.getState().reset();
  queryClient.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('navigation guards (SPEC §2)', () => {
  it('sends a signed-in user from login and register to the dashboard', async () => {
    storeSession();
    expect(await run(publicLoader(routeByName('login')))).toBe('/dashboard');
    expect(await run(publicLoader(routeByName('register')))).toBe('/dashboard');
    expect(await run(publicLoader(routeByName('forgot-password')))).toBeNull();
  });

  it('on opening login, an expired stored expiry clears key, userId, expiry, user, roles, ability', async () => {
    storeSession(new Date(Date.now() - 1000).toISOString());
    useSessionStore.getState().setUser(fakeUser('Owner'));
    expect(await run(publicLoader(routeByName('login')))).toBeNull();
    expect(['key', 'userId', 'expiry'].map((k) => localStorage.getItem(k))).toEqual([
      null,
      null,
      null,
    ]);
    const state = useSessionStore.getState();
    expect([state.user, state.roles, state.ability]).toEqual([null, [], []]);
  });

  it('on opening login, a missing key while the store holds a user clears user, roles, ability', async () => {
    useSessionStore.getState().setUser(fakeUser('Owner'));
    await run(publicLoader(routeByName('login')));
    expect(useSessionStore.getState().user).toBeNull();
    expect(useSessionStore.getState().ability).toEqual([]);
  });

  it('sends a protected route without stored key and userId to login', async () => {
    expect(await run(protectedLoader(routeByName('dashboard')))).toBe('/');
  });

  it('clears the session and goes to login when the stored expiry has passed', async () => {
    storeSession(new Date(Date.now() - 1000).toISOString());
    expect(await run(protectedLoader(routeByName('dashboard')))).toBe('/');
    expect(localStorage.getItem('key')).toBeNull();
  });

  it('fetches a missing user record by id and stores it with its role', async () => {
    storeSession();
    const requests = mockFetch(() => ({ status: 200, body: fakeUser('Inhouse') }));
    expect(await run(protectedLoader(routeByName('app-logs')))).toBeNull();
    expect(requests[0]?.url).toBe('/api/users/5/');
    expect(useSessionStore.getState().roles).toEqual(['Inhouse']);
  });

  it('clears the session and goes to login when the user record cannot be fetched', async () => {
    storeSession();
    mockFetch(() => ({ status: 404, body: { code: 'not_found', detail: 'x' } }));
    expect(await run(protectedLoader(routeByName('dashboard')))).toBe('/');
    expect(localStorage.getItem('key')).toBeNull();
  });

  it('lets Owner pass every role check and sends other roles to the dashboard', async () => {
    storeSession();
    useSessionStore.getState().setUser(fakeUser('Owner'));
    expect(await run(protectedLoader(routeByName('app-logs')))).toBeNull();
    useSessionStore.getState().setUser(fakeUser('PartnerAccountant'));
    expect(await run(protectedLoader(routeByName('app-logs')))).toBe('/dashboard');
    expect(await run(protectedLoader(routeByName('projects')))).toBeNull();
  });

  it('sends a new-features route to the dashboard unless the user has the flag', async () => {
    storeSession();
    useSessionStore.getState().setUser(fakeUser('MasterAccountant'));
    expect(await run(protectedLoader(routeByName('client-portfolio')))).toBe('/dashboard');
    useSessionStore.getState().setUser(fakeUser('MasterAccountant', { new_features: true }));
    expect(await run(protectedLoader(routeByName('client-portfolio')))).toBeNull();
  });
});
