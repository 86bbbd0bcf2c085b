import type { Page } from '@portal/contracts/pagination';
import type { GuideAudience, GuideLocale, GuideSummary } from '@portal/contracts/schemas/guides';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ListParams } from '@/components/data-table/use-list-query';
import { api } from '@/lib/api-client';

export const GUIDES_KEY = ['guides'] as const;

export interface GuideFilters {
  app: string | null;
  /** in-house staff only */
  role: GuideAudience | null;
  /** in-house staff only; readers get their own language */
  locale: GuideLocale | null;
}

export type GuideListInput = ListParams<GuideFilters>;

export function getGuides({ limit, offset, search, filters }: GuideListInput) {
  return api.get<Page<GuideSummary>>('guides/', {
    params: { limit, offset, q: search, ...filters },
  });
}

export function useGuides(input: GuideListInput) {
  const { i18n } = useTranslation();
  return useQuery(
    queryOptions({
      // readers' guides come in the interface language
      queryKey: [...GUIDES_KEY, 'list', input, i18n.language],
      queryFn: () => getGuides(input),
      placeholderData: keepPreviousData,
    }),
  );
}
