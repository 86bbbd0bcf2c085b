import { AuditItemInput, type AuditItem } from '@portal/contracts/schemas/audit-preparation';
import { id, isoDate } from '@portal/contracts/validation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { AUDIT_KEY } from './get-audit-clients';
import { api } from '@/lib/api-client';

/** The item form: a due date may be left empty, an item may have nobody assigned. */
export const AuditItemForm = AuditItemInput.pick({ title: true }).extend({
  description: z.string().trim().max(2000, { error: 'max' }),
  due_date: z.union([z.literal(''), isoDate()]),
  assignee: id().nullable(),
});
export type AuditItemForm = z.input<typeof AuditItemForm>;

/** What the item list and each checklist's progress read: both change with an item. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: AUDIT_KEY });
}

export function useCreateAuditItem() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (input: z.input<typeof AuditItemInput>) =>
      api.post<AuditItem>('audit-preparation/items/', input),
    meta: { errorHandled: true },
    onSuccess: refresh,
  });
}

export function usePatchAuditItem(errorHandled = false) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: Record<string, unknown> }) =>
      api.patch<AuditItem>(`audit-preparation/items/${id}/`, patch),
    meta: { errorHandled },
    onSuccess: refresh,
  });
}

export function useDeleteAuditItem() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (itemId: number) => api.del(`audit-preparation/items/${itemId}/`),
    onSuccess: refresh,
  });
}
