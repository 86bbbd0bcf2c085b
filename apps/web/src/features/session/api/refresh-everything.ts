import type { Me } from '@portal/contracts/schemas/tenancy';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { useSessionStore } from '@/stores/session-store';

/** POST users/refresh-everything/: the session's user, companies, firms and switch, fresh. */
export function refreshEverything(): Promise<Me> {
  return api.post<Me>('users/refresh-everything/');
}

export function useRefreshEverything() {
  return useMutation({
    mutationFn: refreshEverything,
    onSuccess: async (me) => {
      const session = useSessionStore.getState();
      if (me.switched) useSessionStore.setState({ switchedUserFull: me });
      else session.setUser(me);
      await queryClient.invalidateQueries();
    },
  });
}
