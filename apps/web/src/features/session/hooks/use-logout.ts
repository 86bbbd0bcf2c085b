import { useCallback } from 'react';
import { signOut } from '../api/sign-out';
import { LOGIN_PATH, navigateTo } from '@/lib/navigation';
import { queryClient } from '@/lib/query-client';
import { SESSION_STORE_KEY, STORAGE_KEYS, removeItems, writeItem } from '@/lib/storage';
import { useSessionStore } from '@/stores/session-store';

/** Session entries of localStorage; the language and theme choices stay (they are not session data). */
const SESSION_KEYS = [
  STORAGE_KEYS.key,
  STORAGE_KEYS.userId,
  STORAGE_KEYS.expiry,
  STORAGE_KEYS.originalToken,
  STORAGE_KEYS.originalExpiry,
  STORAGE_KEYS.activeCompany,
  STORAGE_KEYS.apps,
] as const;

async function clearCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.map((name) => caches.delete(name))); // includes 'app-settings'
}

/** SPEC §4 logout: sign out on the server (errors only logged), clear storage, session and caches. */
export async function logout(): Promise<void> {
  try {
    await signOut();
  } catch (error) {
    console.error('Sign-out failed', error);
  }
  removeItems(...SESSION_KEYS);
  // reset() also resets the initialization flag.
  useSessionStore.getState().reset();
  try {
    localStorage.removeItem(SESSION_STORE_KEY);
  } catch {
    // storage unavailable: nothing to clear
  }
  queryClient.clear();
  try {
    await clearCaches();
  } catch (error) {
    console.error('Clearing caches failed', error);
  }
  writeItem(STORAGE_KEYS.isLoggingOut, 'true');
  writeItem(STORAGE_KEYS.isSwitching, 'true');
  navigateTo(LOGIN_PATH, { replace: true });
}

export function useLogout() {
  return useCallback(() => void logout(), []);
}
