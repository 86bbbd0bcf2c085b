import type { Page } from '@portal/contracts/pagination';
import {
  ClientTaxSettingsInput,
  type ClientTaxSettings,
} from '@portal/contracts/schemas/tax-preparation';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { TAX_KEY } from './get-tax-returns';
import type { ListParams } from '@/components/data-table/use-list-query';
import { api } from '@/lib/api-client';

export { ClientTaxSettingsInput };

/** One page of the clients with how each files (VAT period, fiscal year). */
export function useTaxSettings({ search, limit, offset }: ListParams<object>) {
  return useQuery({
    queryKey: [...TAX_KEY, 'settings', search, offset, limit],
    queryFn: () =>
      api.get<Page<ClientTaxSettings>>('tax-preparation/settings/', {
        params: { limit, offset, search: search || undefined },
      }),
    placeholderData: keepPreviousData,
  });
}

/** Every client the person may see, for the client filter. */
export function useTaxClients() {
  const query = useQuery({
    queryKey: [...TAX_KEY, 'settings', 'all'],
    queryFn: () =>
      api.get<Page<ClientTaxSettings>>('tax-preparation/settings/', {
        params: { limit: 500, offset: 0 },
      }),
  });
  return (query.data?.results ?? []).map((c) => ({
    value: String(c.company),
    label: c.company_name,
  }));
}

/** Sets a client's VAT period and fiscal year; the periods follow on the server. */
export function useSaveTaxSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      company,
      input,
    }: {
      company: number;
      input: z.input<typeof ClientTaxSettingsInput>;
    }) => api.put<ClientTaxSettings>(`tax-preparation/settings/${company}/`, input),
    meta: { errorHandled: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TAX_KEY }),
  });
}
