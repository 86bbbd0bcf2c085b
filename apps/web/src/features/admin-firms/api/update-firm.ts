import type { Page } from '@portal/contracts/pagination';
import type { AccountingFirm, FirmPatch } from '@portal/contracts/schemas/tenancy';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function updateFirm(id: number, patch: FirmPatch): Promise<AccountingFirm> {
  return api.patch<AccountingFirm>(`accounting-firms/${id}/`, patch);
}

interface UpdateFirmInput {
  id: number;
  patch: FirmPatch;
}

type Snapshot = [readonly unknown[], Page<AccountingFirm> | undefined][];

/** PATCH accounting-firms/{id}/; the lists show the change at once and roll back on error. */
export function useUpdateFirm() {
  const queryClient = useQueryClient();
  const lists = { queryKey: ['accounting-firms', 'list'] };
  return useMutation({
    mutationFn: ({ id, patch }: UpdateFirmInput) => updateFirm(id, patch),
    onMutate: async ({ id, patch }): Promise<{ snapshot: Snapshot }> => {
      await queryClient.cancelQueries(lists);
      const snapshot = queryClient.getQueriesData<Page<AccountingFirm>>(lists);
      queryClient.setQueriesData<Page<AccountingFirm>>(
        lists,
        (page) =>
          page && {
            ...page,
            results: page.results.map((firm) =>
              firm.id === id ? ({ ...firm, ...patch } as AccountingFirm) : firm,
            ),
          },
      );
      return { snapshot };
    },
    onError: (_error, _input, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['accounting-firms'] }),
  });
}
