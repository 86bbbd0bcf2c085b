import type { ClientMessage, MessageInput } from '@portal/contracts/schemas/client-communication';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CONVERSATIONS_KEY } from './get-conversations';
import { api } from '@/lib/api-client';

/** POST {base}messages/: the thread, the conversation and the client list read again. */
export function useSendMessage(base: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MessageInput) => api.post<ClientMessage>(`${base}messages/`, input),
    meta: { errorHandled: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY }),
  });
}
