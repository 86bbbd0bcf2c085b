import {
  BillingDetailsInput,
  type BillingDetails,
  type BillingDetailsPatch,
} from '@portal/contracts/schemas/billing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BILLING_KEY } from './get-billing-plan';
import { api } from '@/lib/api-client';

export { BillingDetailsInput };

export function updateBillingDetails(patch: BillingDetailsPatch) {
  return api.patch<BillingDetails>('billing/details/', patch);
}

/** PATCH billing/details/ (owner only); the plan, which shows them, is fetched again. */
export function useUpdateBillingDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBillingDetails,
    meta: { errorHandled: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: BILLING_KEY }),
  });
}
