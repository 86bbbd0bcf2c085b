import type {
  Connections,
  ConnectionView,
  OAuthCallback,
  OAuthConnected,
  OAuthStart,
  StartOAuth,
} from '@portal/contracts/schemas/connections';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CONNECTIONS_KEY } from './connections';
import { SUBSCRIPTION_KEY } from './get-subscription';
import { api } from '@/lib/api-client';

type Side = ConnectionView['side'];

/** "Connect with …": the provider's authorize page, where the browser goes next (ADR 020). */
export function useStartOAuth(id: number, side: Side) {
  return useMutation({
    mutationFn: (input: StartOAuth) =>
      api.post<OAuthStart>(`subscriptions/${id}/connections/${side}/oauth/`, input),
    meta: { errorHandled: true },
    onSuccess: ({ authorize_url }) => window.location.assign(authorize_url),
  });
}

/** Back from the provider: the code and state become stored tokens, then the test's answer. */
export function useFinishOAuth(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ side, ...input }: OAuthCallback & { side: Side }) =>
      api.post<OAuthConnected>(`subscriptions/${id}/connections/${side}/oauth/callback/`, input),
    meta: { errorHandled: true },
    onSuccess: ({ connection }) => {
      queryClient.setQueryData<Connections>([...CONNECTIONS_KEY, id], (current) =>
        current ? { ...current, [connection.side]: connection } : current,
      );
      // the tab's own read may have been answered before the tokens were stored: read it again
      void queryClient.invalidateQueries({ queryKey: [...CONNECTIONS_KEY, id] });
      // a reconnect may have brought the subscription back from Error
      void queryClient.invalidateQueries({ queryKey: [...SUBSCRIPTION_KEY, id] });
    },
  });
}
