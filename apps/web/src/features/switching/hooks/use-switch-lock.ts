import { useEffect, useSyncExternalStore } from 'react';
import { STORAGE_KEYS } from '@/lib/storage';
import { DASHBOARD_PATH, navigateTo } from '@/lib/navigation';
import { queryClient } from '@/lib/query-client';
import { useSessionStore } from '@/stores/session-store';
import { hasActiveSwitch, isSwitchedTab } from '@/stores/switch-storage';

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/** SPEC §4, §8: another tab of this browser is switched, so this one is locked. */
function lockedNow(): boolean {
  return hasActiveSwitch() && !isSwitchedTab();
}

export function useSwitchLock(): boolean {
  const locked = useSyncExternalStore(subscribe, lockedNow, () => false);

  // When the switch ends in another tab: the switched tab leaves switched mode, a locked tab
  // takes the original key back; both drop what they cached under the switched identity.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== STORAGE_KEYS.originalToken || event.newValue !== null) return;
      const state = useSessionStore.getState();
      const wasSwitched = Boolean(state.switchedRole || state.switchedUser);
      state.endSwitch();
      queryClient.removeQueries();
      if (wasSwitched) navigateTo(DASHBOARD_PATH, { replace: true });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  return locked;
}
