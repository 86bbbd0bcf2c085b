import { DEFAULT_LIMIT, type Page } from '@portal/contracts/pagination';
import type { CustomRule } from '@portal/contracts/schemas/rules';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const CUSTOM_RULES_KEY = ['custom-rules'] as const;

export interface CustomRulesListInput {
  page: number;
  /** searched in the rule's code */
  search: string;
}

export function getCustomRules({ page, search }: CustomRulesListInput) {
  return api.get<Page<CustomRule>>('custom-rules/', {
    params: { limit: DEFAULT_LIMIT, offset: (page - 1) * DEFAULT_LIMIT, search: search.trim() },
  });
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
