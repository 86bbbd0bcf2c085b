import type { Plugin } from '@portal/contracts/schemas/tenancy';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The app shell builds its plugin menu entries from the same key. */
export const PLUGINS_KEY = ['plugins'] as const;

export function getPlugins() {
  return api.get<Plugin[]>('plugins/');
}

export const pluginsQueryOptions = () =>
  queryOptions({ queryKey: PLUGINS_KEY, queryFn: getPlugins });

export function usePlugins() {
  return useQuery(pluginsQueryOptions());
}
