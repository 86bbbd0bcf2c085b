import type { FaqItem } from '@portal/contracts/schemas/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';

/** The app's FAQ in the interface's language (the server reads Accept-Language). */
export function useAppFaq(app: string) {
  const { i18n } = useTranslation();
  return useQuery(
    queryOptions({
      queryKey: ['faq', app, i18n.language],
      queryFn: () => api.get<FaqItem[]>('catalog/faq/', { params: { app } }),
    }),
  );
}
