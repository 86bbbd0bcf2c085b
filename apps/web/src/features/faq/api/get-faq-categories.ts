import type { FaqCategory } from '@portal/contracts/schemas/faq';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FAQ_KEY } from './get-faq';
import { api } from '@/lib/api-client';

export const FAQ_CATEGORIES_KEY = [...FAQ_KEY, 'categories'] as const;

export function useFaqCategories() {
  const { i18n } = useTranslation();
  return useQuery(
    queryOptions({
      queryKey: [...FAQ_CATEGORIES_KEY, i18n.language],
      queryFn: () => api.get<FaqCategory[]>('faq/categories/'),
    }),
  );
}
