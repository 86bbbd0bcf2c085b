import type { ShipmentSettings, ShipmentSettingsInput } from '@portal/contracts/schemas/shipments';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SHIPMENTS_KEY } from './get-shipments';
import { api } from '@/lib/api-client';

export const SETTINGS_KEY = [...SHIPMENTS_KEY, 'settings'] as const;

export function useShipmentSettings(enabled = true) {
  return useQuery({
    queryKey: SETTINGS_KEY,
    queryFn: () => api.get<ShipmentSettings>('shipments/settings/'),
    enabled,
  });
}

/** Saves the settings; the form shows what the server refuses. */
export function useSaveShipmentSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ShipmentSettingsInput) =>
      api.put<ShipmentSettings>('shipments/settings/', input),
    meta: { errorHandled: true },
    onSuccess: (saved) => {
      queryClient.setQueryData(SETTINGS_KEY, saved);
      // a new mapping changes the next draft
      void queryClient.invalidateQueries({ queryKey: [...SHIPMENTS_KEY, 'draft'] });
    },
  });
}
