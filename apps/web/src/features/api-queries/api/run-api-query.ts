import type {
  ApiQueryBaseUrl,
  ApiQueryBaseUrlRequest,
  ApiQueryResult,
  ApiQueryRetrieveRequest,
  ApiQueryRetrieveUrlRequest,
} from '@portal/contracts/schemas/api-queries';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** One of SPEC §7's console calls, as the form chose it. */
export type ApiQueryRun =
  | ({ operation: 'retrieve' } & ApiQueryRetrieveRequest)
  | ({ operation: 'retrieve_url' } & ApiQueryRetrieveUrlRequest)
  | ({ operation: 'base_url' } & ApiQueryBaseUrlRequest);

export type ApiQueryAnswer =
  | { operation: 'retrieve' | 'retrieve_url'; result: ApiQueryResult }
  | { operation: 'base_url'; result: ApiQueryBaseUrl };

export async function runApiQuery({ operation, ...body }: ApiQueryRun): Promise<ApiQueryAnswer> {
  if (operation === 'base_url')
    return {
      operation,
      result: await api.post<ApiQueryBaseUrl>('api-queries/get-base-url/', body),
    };
  const path = operation === 'retrieve' ? 'retrieve' : 'retrieve-url';
  return { operation, result: await api.post<ApiQueryResult>(`api-queries/${path}/`, body) };
}

/** The form puts field errors on its fields and shows the rest itself. */
export function useRunApiQuery() {
  return useMutation({ mutationFn: runApiQuery, meta: { errorHandled: true } });
}
