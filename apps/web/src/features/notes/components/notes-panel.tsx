import { Button, Group, Stack, Title } from '@mantine/core';
import { NOTE_TYPES, NOTE_VISIBILITIES, type Note } from '@portal/contracts/schemas/notes';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotes, type NoteAttachment, type NoteFilters } from '../api/get-notes';
import { useDeleteNote } from '../api/save-note';
import { NoteCard } from './note-card';
import { NoteFormModal } from './note-form-modal';
import { ConfirmModal } from '@/components/confirm-modal';
import { ListToolbar } from '@/components/data-table/list-toolbar';
import { RowActions } from '@/components/data-table/row-actions';
import { useListQuery } from '@/components/data-table/use-list-query';
import { ListPagination } from '@/components/list-pagination';
import { ListState } from '@/components/list-state';
import { notifySuccess } from '@/lib/toast';

/**
 * The notes on one company, project or task, as the signed-in accountant may see them (the
 * server decides): search, filters by type and visibility, writing, and changing or deleting
 * their own after confirming.
 */
export function NotesPanel({
  attachment,
  headingOrder = 2,
}: {
  attachment: NoteAttachment;
  /** the level of the panel's heading where it is placed */
  headingOrder?: 2 | 3 | 4;
}) {
  const { t } = useTranslation();
  const list = useListQuery<NoteFilters>({ filters: { type: null, visibility: null } });
  const query = useNotes(attachment, list.params);
  const remove = useDeleteNote();
  const [editing, setEditing] = useState<{ note: Note | null } | null>(null);
  const [deleting, setDeleting] = useState<Note | null>(null);
  const notes = query.data?.results ?? [];

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={headingOrder} size="h4">
          {t('collaboration.notes.title')}
        </Title>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setEditing({ note: null })}
        >
          {t('collaboration.notes.add')}
        </Button>
      </Group>
      <ListToolbar
        list={list}
        search={{ label: t('collaboration.notes.search'), width: 240 }}
        filters={[
          {
            key: 'type',
            label: t('collaboration.notes.type'),
            width: 160,
            options: NOTE_TYPES.map((type) => ({
              value: type,
              label: t(`collaboration.notes.types.${type}`),
            })),
          },
          {
            key: 'visibility',
            label: t('collaboration.notes.visibility'),
            width: 200,
            options: NOTE_VISIBILITIES.map((visibility) => ({
              value: visibility,
              label: t(`collaboration.notes.visibilities.${visibility}`),
            })),
          },
        ]}
      />
      <ListState
        loading={query.isPending}
        failed={query.isError && !query.data}
        onRetry={() => void query.refetch()}
        empty={notes.length === 0}
        emptyText={t('collaboration.notes.empty')}
      >
        <Stack gap="sm">
          {notes.map((note) => (
            <NoteCard
              key={note.id}
              note={note}
              headingOrder={(headingOrder + 1) as 3 | 4 | 5}
              actions={
                note.mine && (
                  <RowActions
                    edit={{
                      text: t('admin.edit'),
                      label: t('collaboration.notes.edit_row', { title: note.title }),
                      onClick: () => setEditing({ note }),
                    }}
                    remove={{
                      text: t('collaboration.notes.delete'),
                      label: t('collaboration.notes.delete_row', { title: note.title }),
                      onClick: () => setDeleting(note),
                    }}
                  />
                )
              }
            />
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
      <NoteFormModal
        opened={editing !== null}
        note={editing?.note ?? null}
        attachment={attachment}
        onClose={() => setEditing(null)}
      />
      <ConfirmModal
        opened={deleting !== null}
        title={t('collaboration.notes.delete_title')}
        message={deleting ? t('collaboration.notes.delete_text', { title: deleting.title }) : ''}
        confirmLabel={t('collaboration.notes.delete')}
        loading={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              notifySuccess(t('collaboration.notes.deleted'));
              setDeleting(null);
            },
          })
        }
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
