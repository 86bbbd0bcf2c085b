import { CreateSubscriptionRequest } from '@portal/contracts/schemas/catalog';
import type { Subscription } from '@portal/contracts/schemas/subscriptions';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export { CreateSubscriptionRequest };

export function createSubscription(input: CreateSubscriptionRequest): Promise<Subscription> {
  return api.post<Subscription>('subscriptions/', input);
}

/** POST subscriptions/: a Pending subscription of the active company; the form shows field errors. */
export function useCreateSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSubscription,
    meta: { errorHandled: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['subscriptions'] }),
  });
}
