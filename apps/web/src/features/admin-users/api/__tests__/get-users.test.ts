import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getUsers, type UserListInput } from '../get-users';
import { useSessionStore } from '@/stores/session-store';
import { mockFetch } from '@/testing/fetch-mock';

const input = (over: Partial<UserListInput> = {}): UserListInput => ({
  limit: 50,
  offset: 100,
  search: '',
  filters: { role: null, is_active: null },
  ordering: null,
  ...over,
});

async function requestedUrl(list: UserListInput) {
  const requests = mockFetch(() => ({ status: 200, body: { count: 0, results: [] } }));
  await getUsers(list);
  return new URL(requests[0]!.url, 'http://portal.test');
}

beforeEach(() => {
  localStorage.setItem('key', 'k1');
  localStorage.setItem('userId', '7');
  localStorage.setItem('expiry', new Date(Date.now() + 3_600_000).toISOString());
  useSessionStore.setState({ user: { id: 7 } as never, roles: ['Inhouse'] });
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('getUsers', () => {
  it('asks for the page, search, role and active filter the users list shows', async () => {
    const url = await requestedUrl(
      input({ search: 'ada', filters: { role: 'MasterAccountant', is_active: 'false' } }),
    );
    expect(url.pathname).toBe('/api/users/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      limit: '50',
      offset: '100',
      search: 'ada',
      role: 'MasterAccountant',
      is_active: 'false',
    });
  });

  it('leaves out the filters set to "all"', async () => {
    const url = await requestedUrl(input());
    expect(Object.fromEntries(url.searchParams)).toEqual({ limit: '50', offset: '100' });
  });
});
