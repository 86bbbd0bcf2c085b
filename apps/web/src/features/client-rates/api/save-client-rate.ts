import {
  ClientRateInput,
  type ClientRate,
  type ClientRateInput as Input,
} from '@portal/contracts/schemas/client-rates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CLIENT_RATES_KEY } from './get-client-rates';
import { api } from '@/lib/api-client';

export { ClientRateInput };

/** Time tracking shows the clients' rates too: its cached figures are read again. */
const TIME_KEY = ['time'] as const;

function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: CLIENT_RATES_KEY }),
      queryClient.invalidateQueries({ queryKey: TIME_KEY }),
    ]);
}

/** PUT client-rates/{client}/: sets or changes the rate; the form shows field errors itself. */
export function useSetClientRate() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ client, input }: { client: number; input: Input }) =>
      api.put<ClientRate>(`client-rates/${client}/`, input),
    meta: { errorHandled: true },
    onSuccess: refresh,
  });
}

/** DELETE client-rates/{client}/: back to the consultation rate. */
export function useResetClientRate() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (client: number) => api.del<ClientRate>(`client-rates/${client}/`),
    onSuccess: refresh,
  });
}
