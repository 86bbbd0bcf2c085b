import type { Note, NoteForm } from '@portal/contracts/schemas/notes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NOTES_KEY, scopeParams, type NoteAttachment } from './get-notes';
import { api } from '@/lib/api-client';

/**
 * POST notes/ on the attachment (id null), or PATCH notes/{id}/ with the form's fields, which
 * always name the visibility the author chose.
 */
export function useSaveNote(attachment: NoteAttachment) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: NoteForm }) =>
      id === null
        ? api.post<Note>('notes/', { ...input, ...scopeParams(attachment) })
        : api.patch<Note>(`notes/${id}/`, input),
    meta: { errorHandled: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NOTES_KEY }),
  });
}

export function useDeleteNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.del(`notes/${id}/`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NOTES_KEY }),
  });
}
