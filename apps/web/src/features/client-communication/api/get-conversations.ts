import type { Page } from '@portal/contracts/pagination';
import type {
  Conversation,
  FirmConversation,
  MyConversation,
} from '@portal/contracts/schemas/client-communication';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListParams } from '@/components/data-table/use-list-query';
import { api } from '@/lib/api-client';

export const CONVERSATIONS_KEY = ['client-communication'] as const;

/** New messages arrive without a reload: lists and threads ask again this often. */
export const POLL_MS = 20_000;

export interface ConversationFilters {
  unread: 'true' | null;
}

export function getConversations({
  search,
  filters,
  limit,
  offset,
}: ListParams<ConversationFilters>) {
  return api.get<Page<Conversation>>('client-communication/', {
    params: { limit, offset, search: search || undefined, unread: filters.unread ?? undefined },
  });
}

/** The firm's clients with their conversations, the most recent first. */
export function useConversations(input: ListParams<ConversationFilters>) {
  return useQuery({
    queryKey: [...CONVERSATIONS_KEY, 'list', input],
    queryFn: () => getConversations(input),
    placeholderData: keepPreviousData,
    refetchInterval: POLL_MS,
  });
}

/** One client's conversation, as the firm opens it. */
export function useConversation(companyId: number) {
  return useQuery({
    queryKey: [...CONVERSATIONS_KEY, 'one', companyId],
    queryFn: () => api.get<FirmConversation>(`client-communication/${companyId}/`),
    refetchInterval: POLL_MS,
  });
}

/** The client's side: its company, its accounting firm and what is unread. */
export function useMyConversation(enabled = true) {
  return useQuery({
    queryKey: [...CONVERSATIONS_KEY, 'mine'],
    queryFn: () => api.get<MyConversation>('client-communication/mine/'),
    refetchInterval: POLL_MS,
    enabled,
  });
}
