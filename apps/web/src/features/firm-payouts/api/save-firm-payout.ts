import {
  FirmPayoutInput,
  type FirmPayout,
  type FirmPayoutInput as Input,
} from '@portal/contracts/schemas/firm-payouts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FIRM_PAYOUTS_KEY } from './get-firm-payouts';
import { api } from '@/lib/api-client';

export { FirmPayoutInput };

/** POST payouts/ (id null) or PATCH payouts/{id}/; the form shows field errors itself. */
export function useSaveFirmPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: Input }) =>
      id === null
        ? api.post<FirmPayout>('payouts/', input)
        : api.patch<FirmPayout>(`payouts/${id}/`, input),
    meta: { errorHandled: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FIRM_PAYOUTS_KEY }),
  });
}

/** POST payouts/{id}/paid/ with the day the money left. */
export function useMarkPayoutPaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, paidDate }: { id: number; paidDate: string }) =>
      api.post<FirmPayout>(`payouts/${id}/paid/`, { paid_date: paidDate }),
    meta: { errorHandled: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FIRM_PAYOUTS_KEY }),
  });
}

export function useDeleteFirmPayout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.del(`payouts/${id}/`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: FIRM_PAYOUTS_KEY }),
  });
}
