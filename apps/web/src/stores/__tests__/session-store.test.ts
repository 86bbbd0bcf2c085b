import type { User } from '@portal/contracts/schemas/users';
import { beforeEach, describe, expect, it } from 'vitest';
import { currentRole, useSessionStore } from '../session-store';

const user: User = {
  id: 3,
  email: 'owner@example.com',
  username: 'owner',
  first_name: 'Olivia',
  last_name: 'Ägare',
  role: 'Owner',
  roles: ['Owner'],
  phone: '',
  is_accountant: false,
  admin_alert_email: '',
  receive_alerts: false,
  img: null,
  picture: null,
  primary_accountant_id: null,
  locale: 'sv',
  is_active: true,
  notification_settings: {
    email_sync_errors: true,
    email_weekly_summary: false,
    email_product_news: false,
    in_app_sync_errors: true,
  },
  companies: [
    { id: 1, name: 'Norrsken', company_id: '556677-8899' },
    { id: 2, name: 'Fjällbutiken', company_id: '559123-4567' },
  ],
  accounting_firms: [],
  new_features: false,
  date_joined: '2026-01-01T00:00:00.000Z',
};

beforeEach(() => useSessionStore.getState().reset());

describe('session store (SPEC §3, §4)', () => {
  it('stores key, userId and expiry on sign-in and clears the logout and switch flags', () => {
    localStorage.setItem('isLoggingOut', 'true');
    localStorage.setItem('isSwitching', 'true');
    useSessionStore.getState().signIn({ key: 'k', expiry: '2099-01-01T00:00:00Z', user });
    expect(localStorage.getItem('key')).toBe('k');
    expect(localStorage.getItem('userId')).toBe('3');
    expect(localStorage.getItem('expiry')).toBe('2099-01-01T00:00:00Z');
    expect(localStorage.getItem('isLoggingOut')).toBeNull();
    expect(localStorage.getItem('isSwitching')).toBeNull();
    expect(useSessionStore.getState().roles).toEqual(['Owner']);
  });

  it('puts the company chosen at sign-in first, and keeps it first when the user reloads', () => {
    useSessionStore.getState().signIn({ key: 'k', expiry: 'x', user, company: user.companies[1] });
    expect(useSessionStore.getState().company).toEqual({ id: 2, name: 'Fjällbutiken' });
    useSessionStore.getState().setUser(user);
    expect(useSessionStore.getState().companies.map((c) => c.id)).toEqual([2, 1]);
  });

  it('persists only the fields SPEC §3 lists', () => {
    useSessionStore.getState().signIn({ key: 'k', expiry: 'x', user });
    const stored = JSON.parse(localStorage.getItem('session') ?? '{}') as { state: object };
    expect(Object.keys(stored.state).sort()).toEqual(
      ['accounting_firms', 'companies', 'notifications', 'roles', 'user', 'userFullData'].sort(),
    );
  });

  it('resets switched, company and firm modes on restore and reloads the keys', async () => {
    useSessionStore.getState().signIn({ key: 'k', expiry: 'x', user });
    useSessionStore.setState({
      switchedRole: 'Inhouse',
      acting_as_company_owner: true,
      company: { id: 1, name: 'Norrsken' },
    });
    localStorage.setItem('key', 'k2');
    localStorage.setItem('originalToken', 'orig');
    await useSessionStore.persist.rehydrate();
    const state = useSessionStore.getState();
    expect(state.switchedRole).toBeNull();
    expect(state.acting_as_company_owner).toBe(false);
    expect(state.company).toBeNull();
    expect(state.key).toBe('k2');
    expect(state.originalKey).toBe('orig');
    expect(state.user?.id).toBe(3);
  });

  it('takes the switched role as the current role when set, else the first role', () => {
    expect(currentRole({ roles: ['Colleague', 'Owner'], switchedRole: null })).toBe('Colleague');
    expect(currentRole({ roles: ['Colleague'], switchedRole: 'Owner' })).toBe('Owner');
  });
});
