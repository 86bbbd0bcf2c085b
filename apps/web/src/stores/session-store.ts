import { PERMISSION_MATRIX } from '@portal/contracts/permissions';
import type { Permission } from '@portal/contracts/permissions';
import type { Role } from '@portal/contracts/roles';
import type { Subscription } from '@portal/contracts/schemas/subscriptions';
import type { Me, SwitchResponse } from '@portal/contracts/schemas/tenancy';
import type { CompanyRef, FirmRef, User } from '@portal/contracts/schemas/users';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { abandonSwitchOnRestore, markSwitchedTab, restoreOriginalKeys } from './switch-storage';
import { SESSION_STORE_KEY, STORAGE_KEYS, readItem, removeItems, writeItem } from '@/lib/storage';

/** SPEC §3: the user has id, img, role, picture and primary_accountant_id. */
export type SessionUser = Pick<User, 'id' | 'img' | 'role' | 'picture' | 'primary_accountant_id'>;
export interface ActiveCompany {
  id: number;
  name: string;
}

/** Session data of SPEC §3. `ability` holds the permissions (SPEC §6) of the current role. */
export interface SessionData {
  user: SessionUser | null;
  roles: Role[];
  switchedUser: SessionUser | null;
  switchedRole: Role | null;
  notifications: { unread: number };
  companies: CompanyRef[];
  accounting_firms: FirmRef[];
  company: ActiveCompany | null;
  accounting_firm: FirmRef | null;
  acting_as_company_owner: boolean;
  acting_as_accounting_firm: boolean;
  key: string | null;
  expiry: string | null;
  originalKey: string | null;
  originalExpiry: string | null;
  userFullData: User | null;
  ability: Permission[];
  /** while switched: the identity acted as, with the switch behind it (not persisted) */
  switchedUserFull: Me | null;
  /** the active company's subscriptions, loaded on a company switch (SPEC §4, §9: persisted) */
  subscriptions: Subscription[];
  /** The app's initialization flag (not persisted); logout resets it. */
  initialized: boolean;
}

interface SessionActions {
  /** After sign-in: stores key, userId and expiry, clears the logout/switch flags, sets the user. */
  signIn: (input: { key: string; expiry: string; user: User; company?: CompanyRef | null }) => void;
  /** Sets the user record with its roles, companies and firms (guard, profile updates). */
  setUser: (user: User) => void;
  setUnread: (count: number) => void;
  setInitialized: (initialized: boolean) => void;
  /** Clears user, roles and ability (login screen's on-open rules). */
  clearUser: () => void;
  /** Back to a signed-out store. */
  reset: () => void;
  /** SPEC §4: keeps the original key and expiry, takes the switch key, sets the mode. */
  startSwitch: (response: SwitchResponse) => void;
  /** SPEC §4 unswitch: original key back, switched user, role, modes and company cleared. */
  endSwitch: () => void;
  setSubscriptions: (subscriptions: Subscription[]) => void;
}

export type SessionState = SessionData & SessionActions;

function modesReset() {
  return {
    switchedUser: null,
    switchedRole: null,
    company: null,
    accounting_firm: null,
    acting_as_company_owner: false,
    acting_as_accounting_firm: false,
    switchedUserFull: null,
  };
}

function storedKeys() {
  return {
    key: readItem(STORAGE_KEYS.key),
    expiry: readItem(STORAGE_KEYS.expiry),
    originalKey: readItem(STORAGE_KEYS.originalToken),
    originalExpiry: readItem(STORAGE_KEYS.originalExpiry),
  };
}

function signedOutData(): SessionData {
  return {
    user: null,
    roles: [],
    notifications: { unread: 0 },
    companies: [],
    accounting_firms: [],
    userFullData: null,
    ability: [],
    subscriptions: [],
    initialized: false,
    ...modesReset(),
    ...storedKeys(),
  };
}

/** SPEC §6: the current role is the switched role if set, otherwise the first role. */
export function currentRole(state: Pick<SessionData, 'switchedRole' | 'roles'>): Role | undefined {
  return state.switchedRole ?? state.roles[0];
}

/** The permissions of a role (SPEC §6), from the one matrix the server checks too. */
export function abilityFor(role: Role | undefined | null): Permission[] {
  return role ? [...PERMISSION_MATRIX[role]] : [];
}

function rolesOf(user: User): Role[] {
  if (user.roles.length > 0) return [...user.roles];
  return user.role ? [user.role] : [];
}

function userPart(user: User): SessionUser {
  const { id, img, role, picture, primary_accountant_id } = user;
  return { id, img, role, picture, primary_accountant_id };
}

export const useSessionStore = create<SessionState>()(
  persist(
    (set, get) => ({
      ...signedOutData(),
      signIn: ({ key, expiry, user, company }) => {
        writeItem(STORAGE_KEYS.key, key);
        writeItem(STORAGE_KEYS.userId, String(user.id));
        writeItem(STORAGE_KEYS.expiry, expiry);
        removeItems(STORAGE_KEYS.isLoggingOut, STORAGE_KEYS.isSwitching);
        set({ ...modesReset(), key, expiry });
        get().setUser(user);
        if (company) {
          // The company chosen in 'Välj bolag' leads the list, so it stays first after a reload.
          set((state) => ({
            company: { id: company.id, name: company.name },
            companies: [
              ...state.companies.filter((c) => c.id === company.id),
              ...state.companies.filter((c) => c.id !== company.id),
            ],
          }));
        }
      },
      setUser: (user) => {
        const roles = rolesOf(user);
        set((state) => {
          // Keep the order the session already has (sign-in choice first); take fresh records.
          const known = state.companies.flatMap((c) => user.companies.filter((u) => u.id === c.id));
          const added = user.companies.filter((u) => !known.some((k) => k.id === u.id));
          return {
            user: userPart(user),
            userFullData: user,
            roles,
            companies: [...known, ...added],
            accounting_firms: user.accounting_firms,
            ability: abilityFor(state.switchedRole ?? roles[0]),
          };
        });
      },
      setUnread: (count) => set({ notifications: { unread: count } }),
      setInitialized: (initialized) => set({ initialized }),
      clearUser: () => set({ user: null, roles: [], ability: [] }),
      reset: () => set(signedOutData()),
      startSwitch: ({ key, expiry, user }) => {
        const state = get();
        const switched = user.switched;
        if (!switched) return;
        writeItem(STORAGE_KEYS.originalToken, state.key ?? readItem(STORAGE_KEYS.key) ?? '');
        writeItem(STORAGE_KEYS.originalExpiry, state.expiry ?? readItem(STORAGE_KEYS.expiry) ?? '');
        writeItem(STORAGE_KEYS.key, key);
        writeItem(STORAGE_KEYS.expiry, expiry);
        writeItem(STORAGE_KEYS.isSwitching, 'true');
        markSwitchedTab(true);
        const company = user.active_company
          ? { id: user.active_company.id, name: user.active_company.name }
          : null;
        if (company) writeItem(STORAGE_KEYS.activeCompany, JSON.stringify(company));
        set({
          ...storedKeys(),
          switchedUser: switched.kind === 'user' ? userPart(user) : null,
          switchedRole: switched.role,
          switchedUserFull: user,
          acting_as_company_owner: switched.kind === 'company',
          acting_as_accounting_firm: switched.kind === 'firm',
          company,
          accounting_firm: switched.kind === 'firm' ? switched.firm : null,
          ability: abilityFor(switched.role),
        });
      },
      endSwitch: () => {
        restoreOriginalKeys();
        const roles = get().roles;
        set({
          ...modesReset(),
          ...storedKeys(),
          ability: abilityFor(roles[0]),
          subscriptions: [],
          initialized: false,
        });
      },
      setSubscriptions: (subscriptions) => set({ subscriptions }),
    }),
    {
      name: SESSION_STORE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({
        user: state.user,
        roles: state.roles,
        notifications: state.notifications,
        companies: state.companies,
        accounting_firms: state.accounting_firms,
        userFullData: state.userFullData,
        subscriptions: state.subscriptions,
      }),
      // SPEC §4: on restore, switched, company and firm modes reset and the keys reload.
      merge: (persisted, current) => {
        abandonSwitchOnRestore();
        const restored = { ...current, ...(persisted as Partial<SessionData>) };
        return {
          ...restored,
          ...modesReset(),
          ...storedKeys(),
          ability: abilityFor(restored.roles[0]),
        };
      },
    },
  ),
);

/** Whether the current role holds a permission (SPEC §6); the server checks the same matrix. */
export function useCan(permission: Permission): boolean {
  return useSessionStore((state) => state.ability.includes(permission));
}
