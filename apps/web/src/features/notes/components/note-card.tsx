import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Note, NoteVisibility } from '@portal/contracts/schemas/notes';
import { IconBuilding, IconLock, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const VISIBILITY_ICON: Record<NoteVisibility, ReactNode> = {
  private: <IconLock size={12} aria-hidden />,
  firm: <IconBuilding size={12} aria-hidden />,
  shared: <IconUsers size={12} aria-hidden />,
};
const VISIBILITY_COLOR: Record<NoteVisibility, string> = {
  private: 'gray',
  firm: 'blue',
  shared: 'teal',
};

/** One note: title, type and who sees it, who wrote it when, and its text as plain text. */
export function NoteCard({
  note,
  showClient = false,
  headingOrder = 3,
  actions,
}: {
  note: Note;
  /** the level of the note's title where the list is placed */
  headingOrder?: 3 | 4 | 5;
  /** name the client the note is about (lists across attachments) */
  showClient?: boolean;
  actions?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const date = (value: string) => format.format(new Date(value));
  const edited = note.updated_at.slice(0, 16) !== note.created_at.slice(0, 16);
  return (
    <Paper withBorder p="md" component="article" aria-label={note.title} data-testid="note-card">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={4} style={{ minWidth: 0, flex: '1 1 220px' }}>
            <Title order={headingOrder} size="h5" style={{ overflowWrap: 'anywhere' }}>
              {note.title}
            </Title>
            <Text size="xs" c="dimmed">
              {t('collaboration.notes.by', {
                name: note.author?.name ?? '–',
                date: date(note.created_at),
              })}
              {edited && ` · ${t('collaboration.notes.edited', { date: date(note.updated_at) })}`}
              {showClient &&
                note.client &&
                ` · ${t('collaboration.notes.about', { name: note.client.name })}`}
            </Text>
          </Stack>
          <Group gap={6} wrap="nowrap" style={{ flexShrink: 0 }}>
            <Badge variant="light" color="grape">
              {t(`collaboration.notes.types.${note.type}`)}
            </Badge>
            <Badge
              variant="light"
              color={VISIBILITY_COLOR[note.visibility]}
              leftSection={VISIBILITY_ICON[note.visibility]}
            >
              {t(`collaboration.notes.visibilities.${note.visibility}`)}
            </Badge>
          </Group>
        </Group>
        {note.text && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {note.text}
          </Text>
        )}
        {actions}
      </Stack>
    </Paper>
  );
}
