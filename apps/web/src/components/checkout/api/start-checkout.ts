import type { Checkout, CreateCheckout } from '@portal/contracts/schemas/checkout';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { goToPayment } from '../utils/go-to-payment';
import { CHECKOUT_KEY } from './get-checkout';
import { api } from '@/lib/api-client';

export function startCheckout(input: CreateCheckout): Promise<Checkout> {
  return api.post<Checkout>('checkouts/', input);
}

/**
 * Starts (or reuses) a card payment for an unpaid invoice or a history import and sends the
 * browser to the provider's page. The server prices it; errors go to the shared handler unless
 * the caller passes `errorHandled` (a form that shows `start_date` errors itself).
 */
export function useStartCheckout(options: { errorHandled?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startCheckout,
    meta: { errorHandled: options.errorHandled ?? false },
    onSuccess: (checkout) => {
      queryClient.setQueryData([...CHECKOUT_KEY, checkout.id], checkout);
      if (checkout.status === 'open' && checkout.url) goToPayment(checkout.url);
    },
  });
}
