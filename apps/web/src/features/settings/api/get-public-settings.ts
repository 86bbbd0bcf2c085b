import type { PublicSettings } from '@portal/contracts/schemas/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getPublicSettings(): Promise<PublicSettings> {
  return api.get<PublicSettings>('settings/public/');
}

export const publicSettingsQueryOptions = () =>
  queryOptions({ queryKey: ['settings', 'public'], queryFn: getPublicSettings, staleTime: 0 });

/** The login screen must not nag about a failed settings call: sign-in works without it. */
export function usePublicSettings() {
  return useQuery({ ...publicSettingsQueryOptions(), meta: { errorHandled: true } });
}
