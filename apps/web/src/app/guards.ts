import { PUBLIC_AUTH_ROUTES, roleMayOpen, type RouteDef } from '@portal/contracts/routes';
import { redirect, type LoaderFunction } from 'react-router';
import { userQueryOptions } from '@/features/session/api/get-user';
import { DASHBOARD_PATH, LOGIN_PATH } from '@/lib/navigation';
import { queryClient } from '@/lib/query-client';
import {
  STORAGE_KEYS,
  clearStoredKeys,
  hasStoredSession,
  isStoredExpiryPassed,
  readItem,
} from '@/lib/storage';
import { showLoading } from '@/stores/loading-store';
import { currentRole, useSessionStore } from '@/stores/session-store';

function clearSession(): void {
  clearStoredKeys();
  useSessionStore.getState().reset();
}

function isSignedIn(): boolean {
  return hasStoredSession() && !isStoredExpiryPassed();
}

/** SPEC §2, on opening the login screen: stale sessions are cleared before anything else. */
export function applyLoginOpenRules(): void {
  const session = useSessionStore.getState();
  if (isStoredExpiryPassed()) {
    clearStoredKeys();
    session.clearUser();
  } else if (!readItem(STORAGE_KEYS.key) && session.user) {
    session.clearUser();
  }
}

/** Loads the user record by the stored id when the store does not hold it (overlay meanwhile). */
async function ensureUser(userId: string): Promise<boolean> {
  const state = useSessionStore.getState();
  if (state.user && state.userFullData && String(state.user.id) === userId) return true;
  const hide = showLoading();
  try {
    const user = await queryClient.fetchQuery(userQueryOptions(userId));
    useSessionStore.getState().setUser(user);
    return true;
  } catch {
    return false;
  } finally {
    hide();
  }
}

/** Public screens: login and register send a signed-in user to the dashboard. */
export function publicLoader(route: RouteDef): LoaderFunction {
  return () => {
    if (route.name === 'login') applyLoginOpenRules();
    if ((PUBLIC_AUTH_ROUTES as readonly string[]).includes(route.name) && isSignedIn())
      return redirect(DASHBOARD_PATH);
    return null;
  };
}

/** Protected screens: the navigation guard rules of SPEC §2, in order. */
export function protectedLoader(route: RouteDef): LoaderFunction {
  return async () => {
    if (!hasStoredSession()) return redirect(LOGIN_PATH);
    if (isStoredExpiryPassed()) {
      clearSession();
      return redirect(LOGIN_PATH);
    }
    const userId = readItem(STORAGE_KEYS.userId) ?? '';
    if (!(await ensureUser(userId))) {
      clearSession();
      return redirect(LOGIN_PATH);
    }
    const state = useSessionStore.getState();
    if (!state.initialized) state.setInitialized(true);
    if (!roleMayOpen(route, currentRole(state))) return redirect(DASHBOARD_PATH);
    const flags = state.switchedUserFull ?? state.userFullData;
    if (route.newFeatures && !flags?.new_features) return redirect(DASHBOARD_PATH);
    return null;
  };
}
