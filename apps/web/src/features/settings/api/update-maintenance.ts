import { MaintenanceUpdate, type PublicSettings } from '@portal/contracts/schemas/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { publicSettingsQueryOptions } from './get-public-settings';
import { api } from '@/lib/api-client';

export { MaintenanceUpdate };

/** PUT settings/maintenance/ (in-house): the warning shown on the login screen. */
export function updateMaintenance(input: MaintenanceUpdate): Promise<PublicSettings> {
  return api.put<PublicSettings>('settings/maintenance/', input);
}

export function useUpdateMaintenance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMaintenance,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: publicSettingsQueryOptions().queryKey }),
  });
}
