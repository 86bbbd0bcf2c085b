import type { FaqListQuery, FaqPage } from '@portal/contracts/schemas/faq';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';

export const FAQ_KEY = ['faq'] as const;

export type FaqListInput = Partial<Omit<FaqListQuery, 'limit' | 'offset'>> & {
  limit: number;
  offset: number;
};

export function getFaq(input: FaqListInput) {
  return api.get<FaqPage>('faq/', { params: { ...input } });
}

/** The FAQ page the filters ask for, in the interface's language (the server reads it). */
export function useFaq(input: FaqListInput) {
  const { i18n } = useTranslation();
  return useQuery(
    queryOptions({
      queryKey: [...FAQ_KEY, 'list', i18n.language, input],
      queryFn: () => getFaq(input),
      placeholderData: keepPreviousData,
    }),
  );
}
