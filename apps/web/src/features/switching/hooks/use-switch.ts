import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { getCompanySubscriptions, switchSession, unswitchSession } from '../api/switch-session';
import type { SwitchTarget } from '../api/switch-session';
import { DASHBOARD_PATH, navigateTo } from '@/lib/navigation';
import { queryClient } from '@/lib/query-client';
import { notifySuccess } from '@/lib/toast';
import { useSessionStore } from '@/stores/session-store';

/** Data of one identity must not show under another: every cached query goes. */
function forgetCachedData() {
  queryClient.removeQueries();
}

/** Ends the switch: revokes the switch key, restores the original (SPEC §4); errors only logged. */
export async function unswitch(): Promise<void> {
  try {
    await unswitchSession();
  } catch (error) {
    console.error('Unswitch failed', error);
  }
  useSessionStore.getState().endSwitch();
  forgetCachedData();
  navigateTo(DASHBOARD_PATH, { replace: true });
}

/** Switch to a user, a company (as its owner) or a firm (as its master accountant), and back. */
export function useSwitch() {
  const { t } = useTranslation();
  const mutation = useMutation({
    mutationFn: switchSession,
    onSuccess: (response) => {
      forgetCachedData();
      useSessionStore.getState().startSwitch(response);
      const company =
        response.user.switched?.kind === 'company' ? response.user.active_company : null;
      if (company) {
        // SPEC §4: load that company's subscriptions; a failure is logged only (§8).
        getCompanySubscriptions(company.id).then(
          (subscriptions) => useSessionStore.getState().setSubscriptions(subscriptions),
          (error: unknown) => console.error('Loading the company subscriptions failed', error),
        );
      }
      notifySuccess(t('switching.switched'));
      navigateTo(DASHBOARD_PATH);
    },
  });
  const run = useCallback(
    (target: SwitchTarget) => mutation.mutateAsync(target).then(() => undefined),
    [mutation],
  );
  return {
    switchToUser: (id: number) => run({ kind: 'user', id }),
    switchToCompany: (id: number) => run({ kind: 'company', id }),
    switchToFirm: (id: number) => run({ kind: 'firm', id }),
    unswitch,
    isPending: mutation.isPending,
  };
}
