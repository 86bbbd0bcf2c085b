import type {
  DuplicatePage,
  DuplicateStatus,
  MatchCriteria,
} from '@portal/contracts/schemas/duplicate-transactions';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListParams } from '@/components/data-table/use-list-query';
import { api } from '@/lib/api-client';

export const DUPLICATES_KEY = ['duplicates'] as const;

export interface DuplicateFilters {
  status: DuplicateStatus | null;
  criteria: MatchCriteria | null;
}

export type DuplicateListInput = ListParams<DuplicateFilters>;

export function getDuplicates(
  company: number,
  input: DuplicateListInput,
  offset: number,
  limit: number,
) {
  return api.get<DuplicatePage>('duplicates/', {
    params: {
      company,
      limit,
      offset,
      status: input.filters.status ?? undefined,
      criteria: input.filters.criteria ?? undefined,
      ordering: input.ordering ?? undefined,
    },
  });
}

/** One page of the company's pairs: waiting for a decision first, newest first. */
export function useDuplicates(company: number, input: DuplicateListInput) {
  return useQuery({
    queryKey: [...DUPLICATES_KEY, company, input],
    queryFn: () => getDuplicates(company, input, input.offset, input.limit),
    placeholderData: keepPreviousData,
  });
}
