import type { Checkout } from '@portal/contracts/schemas/checkout';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const CHECKOUT_KEY = ['checkouts'] as const;

/** While a paid-for return still reads open, look again this often, this many times. */
export const RECHECK_MS = 2_000;
export const RECHECKS = 5;

export function getCheckout(id: number): Promise<Checkout> {
  return api.get<Checkout>(`checkouts/${id}/`);
}

export const checkoutQueryOptions = (id: number, recheck: boolean) =>
  queryOptions({
    queryKey: [...CHECKOUT_KEY, id],
    queryFn: () => getCheckout(id),
    staleTime: 0,
    // the server asks the provider on every read: the webhook may come a moment after the return
    refetchInterval: (query) =>
      recheck && query.state.data?.status === 'open' && query.state.dataUpdateCount <= RECHECKS
        ? RECHECK_MS
        : false,
  });

/**
 * A checkout's outcome after the provider sent the browser back (`?checkout=<id>`); null id
 * reads nothing. `recheck` (false after a cancel) looks again a few times while still open.
 */
export function useCheckoutResult(id: number | null, { recheck = true } = {}) {
  return useQuery({ ...checkoutQueryOptions(id ?? 0, recheck), enabled: id !== null });
}
