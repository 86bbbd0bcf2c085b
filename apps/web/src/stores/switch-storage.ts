import { STORAGE_KEYS, readItem, removeItems, writeItem } from '@/lib/storage';

/**
 * Which tab switched (SPEC §4, §8): sessionStorage is per tab, so only the tab that switched
 * carries the mark; every other tab of the browser sees `originalToken` and locks.
 */
const SWITCHED_TAB = 'switchedTab';

export function markSwitchedTab(switched: boolean): void {
  try {
    if (switched) sessionStorage.setItem(SWITCHED_TAB, 'true');
    else sessionStorage.removeItem(SWITCHED_TAB);
  } catch {
    // no sessionStorage: the tab cannot tell itself apart and behaves as an other tab
  }
}

export function isSwitchedTab(): boolean {
  try {
    return sessionStorage.getItem(SWITCHED_TAB) === 'true';
  } catch {
    return false;
  }
}

/** A switch is active somewhere in this browser. */
export function hasActiveSwitch(): boolean {
  return Boolean(readItem(STORAGE_KEYS.originalToken));
}

/** Ends the switch on the server with the switched key; a failure only leaves it to expire. */
export function revokeSwitchedKey(key: string | null): Promise<void> {
  if (!key) return Promise.resolve();
  return fetch('/api/switch/unswitch/', {
    method: 'POST',
    headers: { Authorization: `Bearer ${key}` },
    keepalive: true,
  }).then(
    () => undefined,
    (error: unknown) => console.error('Unswitch failed', error),
  );
}

/** Puts the original key and expiry back and forgets the switch in storage. */
export function restoreOriginalKeys(): { key: string | null; expiry: string | null } {
  const key = readItem(STORAGE_KEYS.originalToken);
  const expiry = readItem(STORAGE_KEYS.originalExpiry);
  if (key) writeItem(STORAGE_KEYS.key, key);
  if (expiry) writeItem(STORAGE_KEYS.expiry, expiry);
  removeItems(
    STORAGE_KEYS.originalToken,
    STORAGE_KEYS.originalExpiry,
    STORAGE_KEYS.activeCompany,
    STORAGE_KEYS.isSwitching,
  );
  markSwitchedTab(false);
  return { key: readItem(STORAGE_KEYS.key), expiry: readItem(STORAGE_KEYS.expiry) };
}

/**
 * SPEC §4, restore from storage: the tab that switched comes back as the original user (its
 * switch key is revoked); other tabs leave the keys alone and stay locked until unswitch.
 */
export function abandonSwitchOnRestore(): void {
  if (!isSwitchedTab() || !hasActiveSwitch()) return;
  const switchedKey = readItem(STORAGE_KEYS.key);
  restoreOriginalKeys();
  void revokeSwitchedKey(switchedKey);
}
