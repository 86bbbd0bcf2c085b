import type { Me } from '@portal/contracts/schemas/tenancy';
import type { User } from '@portal/contracts/schemas/users';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { currentRole, useSessionStore } from '../session-store';
import { isSwitchedTab } from '../switch-storage';

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
    in_app_sync_errors: true,
    email_sync_errors: true,
    in_app_messages: true,
    email_messages: true,
    in_app_todos: true,
    email_todos: false,
    in_app_system: true,
    email_system: false,
    in_app_payouts: true,
    email_payouts: false,
    in_app_faq: true,
    email_faq: false,
    email_weekly_summary: false,
  },
  companies: [
    { id: 1, name: 'Norrsken', company_id: '556677-8899' },
    { id: 2, name: 'Fjällbutiken', company_id: '559123-4567' },
  ],
  accounting_firms: [],
  new_features: false,
  date_joined: '2026-01-01T00:00:00.000Z',
};

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  useSessionStore.getState().reset();
});

function switchedTo(kind: 'user' | 'company', role: 'Owner' | 'Colleague'): Me {
  return {
    ...user,
    id: 9,
    email: 'target@example.com',
    switched: {
      kind,
      actor: { id: 3, email: 'owner@example.com', name: 'Olivia Ägare' },
      role,
      company: kind === 'company' ? { id: 5, name: 'Klient AB', company_id: '556100-0001' } : null,
      firm: null,
    },
    active_company: { id: 5, name: 'Klient AB', company_id: '556100-0001' },
    active_firm: null,
  };
}

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

  it('persists only the fields SPEC §3 lists, and the subscriptions (§9)', () => {
    useSessionStore.getState().signIn({ key: 'k', expiry: 'x', user });
    const stored = JSON.parse(localStorage.getItem('session') ?? '{}') as { state: object };
    expect(Object.keys(stored.state).sort()).toEqual(
      [
        'accounting_firms',
        'companies',
        'notifications',
        'roles',
        'subscriptions',
        'user',
        'userFullData',
      ].sort(),
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

  it('keeps the original key on switching and puts it back on unswitch (SPEC §4)', () => {
    const session = useSessionStore.getState();
    session.signIn({ key: 'original', expiry: '2099-01-01T00:00:00Z', user });
    session.startSwitch({
      key: 'switched',
      expiry: '2099-01-01T00:00:00Z',
      user: switchedTo('company', 'Owner'),
    });
    let state = useSessionStore.getState();
    expect(localStorage.getItem('key')).toBe('switched');
    expect(localStorage.getItem('originalToken')).toBe('original');
    expect(JSON.parse(localStorage.getItem('active_company')!)).toEqual({
      id: 5,
      name: 'Klient AB',
    });
    expect(state.acting_as_company_owner).toBe(true);
    expect(currentRole(state)).toBe('Owner');
    expect(state.ability).toContain('change:billing-cycle');
    expect(isSwitchedTab()).toBe(true);

    state.endSwitch();
    state = useSessionStore.getState();
    expect(localStorage.getItem('key')).toBe('original');
    expect(localStorage.getItem('originalToken')).toBeNull();
    expect(localStorage.getItem('active_company')).toBeNull();
    expect(state.company).toBeNull();
    expect(state.switchedRole).toBeNull();
    expect(state.initialized).toBe(false);
    expect(isSwitchedTab()).toBe(false);
  });

  it('comes back as the original user when the switched tab reloads, revoking the switch key', async () => {
    const fetchSpy = vi
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(null, { status: 204 }));
    const session = useSessionStore.getState();
    session.signIn({ key: 'original', expiry: '2099-01-01T00:00:00Z', user });
    session.startSwitch({
      key: 'switched',
      expiry: '2099-01-01T00:00:00Z',
      user: switchedTo('user', 'Colleague'),
    });
    await useSessionStore.persist.rehydrate();
    const state = useSessionStore.getState();
    expect(state.key).toBe('original');
    expect(state.switchedUser).toBeNull();
    expect(localStorage.getItem('originalToken')).toBeNull();
    const [url, init] = fetchSpy.mock.calls[0]!;
    expect(url).toBe('/api/switch/unswitch/');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer switched');
    fetchSpy.mockRestore();
  });
});
