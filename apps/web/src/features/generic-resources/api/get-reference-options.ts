import { MAX_LIMIT, type Page } from '@portal/contracts/pagination';
import type { ReferenceTarget } from '@portal/contracts/resources/fields';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface ReferenceOption {
  value: string;
  label: string;
}

/** Where the rows a reference field can point at are listed, and what names them. */
const SOURCES: Record<ReferenceTarget, { path: string }> = {
  'accounting-firms': { path: 'accounting-firms/' },
};

export async function getReferenceOptions(target: ReferenceTarget): Promise<ReferenceOption[]> {
  const page = await api.get<Page<{ id: number; name: string }>>(SOURCES[target].path, {
    params: { limit: MAX_LIMIT },
  });
  return page.results.map((row) => ({ value: String(row.id), label: row.name }));
}

/** The choices of a reference field (a select of accounting firms). */
export function useReferenceOptions(target: ReferenceTarget | undefined) {
  return useQuery(
    queryOptions({
      queryKey: ['generic-resources', 'references', target],
      queryFn: () => getReferenceOptions(target!),
      enabled: target !== undefined,
      staleTime: 60_000,
    }),
  );
}
