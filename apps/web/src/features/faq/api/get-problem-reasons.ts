import type { Page } from '@portal/contracts/pagination';
import type { SyncEntry } from '@portal/contracts/schemas/sync';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const PROBLEMS = ['Failed', 'Ambiguous'] as const;

/** The reason keys of a subscription's Failed and Ambiguous entries (the company's report). */
export function useProblemReasons(subscriptionId: number, enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: ['faq', 'problem-reasons', subscriptionId],
      queryFn: async () => {
        const pages = await Promise.all(
          PROBLEMS.map((status) =>
            api.get<Page<SyncEntry>>('reports/entries/', { params: { status, limit: 200 } }),
          ),
        );
        return pages
          .flatMap((page) => page.results)
          .filter((entry) => entry.subscription_id === subscriptionId)
          .map((entry) => entry.reason_key);
      },
      enabled,
      meta: { errorHandled: true },
    }),
  );
}
