import type { BillingSubscription, ChangeInterval } from '@portal/contracts/schemas/billing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BILLING_KEY } from './get-billing-plan';
import { api } from '@/lib/api-client';

export function changeInterval(subscriptionId: number, body: ChangeInterval) {
  return api.patch<BillingSubscription>(`billing/subscriptions/${subscriptionId}/interval/`, body);
}

/** PATCH billing/subscriptions/{id}/interval/: only to a longer interval, owner only. */
export function useChangeInterval() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: ChangeInterval & { id: number }) => changeInterval(id, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: BILLING_KEY }),
  });
}
