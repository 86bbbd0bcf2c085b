import { PluginInput, type Plugin } from '@portal/contracts/schemas/tenancy';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PLUGINS_KEY } from './get-plugins';
import { api } from '@/lib/api-client';

export { PluginInput };

export function createPlugin(input: PluginInput): Promise<Plugin> {
  return api.post<Plugin>('plugins/', input);
}

export function updatePlugin(id: number, input: Partial<PluginInput>): Promise<Plugin> {
  return api.patch<Plugin>(`plugins/${id}/`, input);
}

/** POST plugins/ (id null) or PATCH plugins/{id}/; the menu reloads its entries. */
export function useSavePlugin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: PluginInput }) =>
      id === null ? createPlugin(input) : updatePlugin(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PLUGINS_KEY }),
  });
}
