import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';
import { handleError } from './error-handler';

declare module '@tanstack/react-query' {
  interface Register {
    /** `errorHandled: true` when the caller shows the error itself */
    queryMeta: { errorHandled?: boolean };
    mutationMeta: { errorHandled?: boolean };
  }
}

function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && (error.response || error.silent)) return false;
  return failureCount < 1;
}

export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      if (!query.meta?.errorHandled) handleError(error);
    },
  }),
  mutationCache: new MutationCache({
    onError: (error, _variables, _context, mutation) => {
      if (!mutation.meta?.errorHandled) handleError(error);
    },
  }),
  defaultOptions: {
    queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
