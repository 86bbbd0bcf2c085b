import type { Page } from '@portal/contracts/pagination';
import type { CustomRule } from '@portal/contracts/schemas/rules';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ListParams } from '@/components/data-table/use-list-query';
import { api } from '@/lib/api-client';

export const CUSTOM_RULES_KEY = ['custom-rules'] as const;

/** `search` is matched in the rule's code; the list has no filters. */
export type CustomRulesListInput = ListParams<Record<string, never>>;

export function getCustomRules({ limit, offset, search }: CustomRulesListInput) {
  return api.get<Page<CustomRule>>('custom-rules/', { params: { limit, offset, search } });
}

export const customRulesQueryOptions = (input: CustomRulesListInput) =>
  queryOptions({
    queryKey: [...CUSTOM_RULES_KEY, input],
    queryFn: () => getCustomRules(input),
    placeholderData: keepPreviousData,
  });

export function useCustomRules(input: CustomRulesListInput) {
  return useQuery(customRulesQueryOptions(input));
}
