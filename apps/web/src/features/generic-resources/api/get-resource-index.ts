import type { ResourceSummary } from '@portal/contracts/resources/define';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const GENERIC_RESOURCES_KEY = ['generic-resources'] as const;

export function getResourceIndex() {
  return api.get<ResourceSummary[]>('generic-resources/');
}

export const resourceIndexQueryOptions = () =>
  queryOptions({ queryKey: [...GENERIC_RESOURCES_KEY, 'index'], queryFn: getResourceIndex });

/** Every resource with its number of rows. */
export function useResourceIndex() {
  return useQuery(resourceIndexQueryOptions());
}
