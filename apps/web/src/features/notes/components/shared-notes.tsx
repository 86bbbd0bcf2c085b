import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNotes, type NoteFilters } from '../api/get-notes';
import { NoteCard } from './note-card';
import { useListQuery } from '@/components/data-table/use-list-query';
import { ListPagination } from '@/components/list-pagination';
import { ListState } from '@/components/list-state';

/** The client's side: the notes the firm shared about the company, to read (ADR 033). */
export function SharedNotes({ clientId }: { clientId: number }) {
  const { t } = useTranslation();
  const list = useListQuery<NoteFilters>({ filters: { type: null, visibility: null } });
  const query = useNotes({ clientId }, list.params);
  const notes = query.data?.results ?? [];
  return (
    <Stack gap="sm" component="section" aria-labelledby="shared-notes-title">
      <Title order={2} size="h4" id="shared-notes-title">
        {t('collaboration.client.shared_notes')}
      </Title>
      <ListState
        loading={query.isPending}
        failed={query.isError && !query.data}
        onRetry={() => void query.refetch()}
        empty={notes.length === 0}
        emptyText={t('collaboration.client.no_shared_notes')}
      >
        <Stack gap="sm">
          {notes.map((note) => (
            <NoteCard key={note.id} note={note} showClient={false} />
          ))}
        </Stack>
      </ListState>
      {query.data && (
        <ListPagination
          count={query.data.count}
          page={list.page}
          limit={list.limit}
          onChange={list.setPage}
        />
      )}
    </Stack>
  );
}
