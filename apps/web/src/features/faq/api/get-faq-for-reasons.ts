import type { FaqEntry } from '@portal/contracts/schemas/faq';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FAQ_KEY } from './get-faq';
import { api } from '@/lib/api-client';

/** The shown answers to these engine reason codes (an app's own first), in the UI language. */
export function useFaqForReasons(codes: string[], app?: string) {
  const { i18n } = useTranslation();
  const sorted = [...new Set(codes)].sort();
  return useQuery(
    queryOptions({
      queryKey: [...FAQ_KEY, 'reasons', i18n.language, app ?? null, sorted],
      queryFn: () =>
        api.get<FaqEntry[]>('faq/for-reasons/', {
          params: { codes: sorted.join(','), ...(app ? { app } : {}) },
        }),
      enabled: sorted.length > 0,
      staleTime: 5 * 60_000,
      meta: { errorHandled: true },
    }),
  );
}
