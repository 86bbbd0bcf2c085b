import type { SubscriptionAction } from '@portal/contracts/schemas/subscription-lifecycle';
import type { Subscription } from '@portal/contracts/schemas/subscriptions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SUBSCRIPTION_KEY } from './get-subscription';
import { api } from '@/lib/api-client';

export function takeAction({ id, action }: { id: number; action: SubscriptionAction }) {
  return api.post<Subscription>(`subscriptions/${id}/actions/`, { action });
}

/** POST subscriptions/{id}/actions/: the answer is the subscription as it is now. */
export function useTakeAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: takeAction,
    onSuccess: (subscription) =>
      queryClient.setQueryData([...SUBSCRIPTION_KEY, subscription.id], subscription),
  });
}
