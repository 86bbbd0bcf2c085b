import type { MantineColorSchemeManager } from '@mantine/core';
import { STORAGE_KEYS, readItem, removeItems, writeItem } from './storage';

/** Keeps Mantine's color scheme in localStorage 'dark' as "true"/"false" (SPEC §9). */
export function darkFlagColorSchemeManager(): MantineColorSchemeManager {
  let listener: ((event: StorageEvent) => void) | undefined;
  return {
    get: (defaultValue) => {
      const stored = readItem(STORAGE_KEYS.dark);
      if (stored === 'true') return 'dark';
      if (stored === 'false') return 'light';
      return defaultValue;
    },
    set: (value) => writeItem(STORAGE_KEYS.dark, String(value === 'dark')),
    subscribe: (onUpdate) => {
      listener = (event) => {
        if (event.storageArea === localStorage && event.key === STORAGE_KEYS.dark)
          onUpdate(event.newValue === 'true' ? 'dark' : 'light');
      };
      window.addEventListener('storage', listener);
    },
    unsubscribe: () => {
      if (listener) window.removeEventListener('storage', listener);
    },
    clear: () => removeItems(STORAGE_KEYS.dark),
  };
}
