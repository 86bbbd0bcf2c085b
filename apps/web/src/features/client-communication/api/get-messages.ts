import { DEFAULT_LIMIT, type Page } from '@portal/contracts/pagination';
import type { ClientMessage } from '@portal/contracts/schemas/client-communication';
import { useInfiniteQuery } from '@tanstack/react-query';
import { CONVERSATIONS_KEY, POLL_MS } from './get-conversations';
import { api } from '@/lib/api-client';

/**
 * The messages of one conversation (`client-communication/{id}/` for the firm, `…/mine/` for
 * the client). The first page holds the newest; "older" fetches the next page back in time.
 */
export function useMessages(base: string) {
  const query = useInfiniteQuery({
    queryKey: [...CONVERSATIONS_KEY, 'messages', base],
    queryFn: ({ pageParam }) =>
      api.get<Page<ClientMessage>>(`${base}messages/`, {
        params: { limit: DEFAULT_LIMIT, offset: pageParam },
      }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.next ? pages.reduce((n, page) => n + page.results.length, 0) : undefined,
    refetchInterval: POLL_MS,
  });
  // pages run newest first, each oldest → newest: read them back to front
  const messages = [...(query.data?.pages ?? [])].reverse().flatMap((page) => page.results);
  return { ...query, messages };
}
