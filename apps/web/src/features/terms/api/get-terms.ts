import type { Terms, TermsVersion } from '@portal/contracts/schemas/terms';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/lib/api-client';

export function getTerms(version: string | null) {
  return api.get<Terms>('terms/', { params: { version } });
}

/** The terms of a version (the current one when null), in the interface language. */
export function useTerms(version: string | null) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['terms', i18n.language, version],
    queryFn: () => getTerms(version),
    placeholderData: keepPreviousData,
  });
}

export function getTermsVersions() {
  return api.get<TermsVersion[]>('terms/versions/');
}

export function useTermsVersions() {
  return useQuery({ queryKey: ['terms', 'versions'], queryFn: getTermsVersions });
}
