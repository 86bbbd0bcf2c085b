import type { Role } from '@portal/contracts/roles';
import { ROUTES, roleMayOpen } from '@portal/contracts/routes';
import type { CompanyRef, FirmRef, User } from '@portal/contracts/schemas/users';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { SESSION_STORE_KEY, STORAGE_KEYS, readItem, removeItems, writeItem } from '@/lib/storage';

/** SPEC §3: the user has id, img, role, picture and primary_accountant_id. */
export type SessionUser = Pick<User, 'id' | 'img' | 'role' | 'picture' | 'primary_accountant_id'>;
export interface ActiveCompany {
  id: number;
  name: string;
}

/** Session data of SPEC §3. `ability` holds the names of the routes the current role may open. */
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
  ability: string[];
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
    initialized: false,
    ...modesReset(),
    ...storedKeys(),
  };
}

/** SPEC §6: the current role is the switched role if set, otherwise the first role. */
export function currentRole(state: Pick<SessionData, 'switchedRole' | 'roles'>): Role | undefined {
  return state.switchedRole ?? state.roles[0];
}

export function abilityFor(role: Role | undefined): string[] {
  return ROUTES.filter((route) => route.access !== 'public' && roleMayOpen(route, role)).map(
    (route) => route.name,
  );
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
      }),
      // SPEC §4: on restore, switched, company and firm modes reset and the keys reload.
      merge: (persisted, current) => {
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
