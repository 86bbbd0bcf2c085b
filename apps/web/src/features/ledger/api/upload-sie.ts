import type { LedgerSource } from '@portal/contracts/schemas/ledger';
import { useMutation } from '@tanstack/react-query';
import { useLedgerStateUpdate } from './refresh-ledger';
import { api } from '@/lib/api-client';

/** POST ledger/sie/ as multipart with the field `file`: checked whole, then read. */
export function uploadSie(companyId: number, file: File): Promise<LedgerSource> {
  const body = new FormData();
  body.append('file', file);
  return api.post<LedgerSource>('ledger/sie/', body, { params: { company: companyId } });
}

export function useUploadSie(companyId: number) {
  const update = useLedgerStateUpdate(companyId);
  return useMutation({
    mutationFn: (file: File) => uploadSie(companyId, file),
    // the screen shows a refusal beside the drop zone, naming the line
    meta: { errorHandled: true },
    onSuccess: update,
  });
}
