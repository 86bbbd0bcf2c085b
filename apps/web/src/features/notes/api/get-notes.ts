import type { Page } from '@portal/contracts/pagination';
import type { Note, NoteType, NoteVisibility } from '@portal/contracts/schemas/notes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListParams } from '@/components/data-table/use-list-query';
import { api } from '@/lib/api-client';

export const NOTES_KEY = ['notes'] as const;

/** What a note is attached to (SPEC §3): exactly one company, project or task. */
export type NoteAttachment = { companyId: number } | { projectId: number } | { taskId: number };

/** Which notes a list shows: those on one attachment, or all about one client company. */
export type NoteScope = NoteAttachment | { clientId: number };

export interface NoteFilters {
  type: NoteType | null;
  visibility: NoteVisibility | null;
}

export type NotesListInput = ListParams<NoteFilters>;

/** The scope as the API's query parameters (and, for an attachment, the new note's body). */
export function scopeParams(scope: NoteScope): Record<string, number> {
  if ('companyId' in scope) return { company: scope.companyId };
  if ('projectId' in scope) return { project: scope.projectId };
  if ('taskId' in scope) return { task: scope.taskId };
  return { client: scope.clientId };
}

export function getNotes(scope: NoteScope, { search, filters, limit, offset }: NotesListInput) {
  return api.get<Page<Note>>('notes/', {
    params: {
      ...scopeParams(scope),
      limit,
      offset,
      search: search || undefined,
      type: filters.type ?? undefined,
      visibility: filters.visibility ?? undefined,
    },
  });
}

export function useNotes(scope: NoteScope, input: NotesListInput) {
  return useQuery({
    queryKey: [...NOTES_KEY, scopeParams(scope), input],
    queryFn: () => getNotes(scope, input),
    placeholderData: keepPreviousData,
  });
}
