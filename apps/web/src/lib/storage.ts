/** localStorage keys of SPEC §9, spelled exactly as the specification lists them. */
export const STORAGE_KEYS = {
  key: 'key',
  userId: 'userId',
  expiry: 'expiry',
  originalToken: 'originalToken',
  originalExpiry: 'originalExpiry',
  activeCompany: 'active_company',
  isLoggingOut: 'isLoggingOut',
  isSwitching: 'isSwitching',
  locale: 'locale',
  dark: 'dark',
  apps: 'apps',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Where zustand persists the session fields SPEC §3 marks as persisted. */
export const SESSION_STORE_KEY = 'session';

export function readItem(key: StorageKey): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeItem(key: StorageKey, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Private mode or a full quota: the session then lasts as long as the page.
  }
}

export function removeItems(...keys: StorageKey[]): void {
  for (const key of keys) {
    try {
      localStorage.removeItem(key);
    } catch {
      // see writeItem
    }
  }
}

export function readFlag(key: StorageKey): boolean {
  return readItem(key) === 'true';
}

/** True when a stored expiry exists and has passed (an unreadable date counts as passed). */
export function isStoredExpiryPassed(now = Date.now()): boolean {
  const expiry = readItem(STORAGE_KEYS.expiry);
  if (!expiry) return false;
  const at = Date.parse(expiry);
  return Number.isNaN(at) || at <= now;
}

export function hasStoredSession(): boolean {
  return Boolean(readItem(STORAGE_KEYS.key) && readItem(STORAGE_KEYS.userId));
}

/** Removes the sign-in keys (key, userId, expiry). */
export function clearStoredKeys(): void {
  removeItems(STORAGE_KEYS.key, STORAGE_KEYS.userId, STORAGE_KEYS.expiry);
}
