import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { NotesPanel } from '@/features/notes/components/notes-panel';
import { ProjectDetailView } from '@/features/projects/components/project-detail-view';

/** A project's boards, tasks and timeline, with the notes the firm keeps on it and its tasks. */
export function Component() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  return (
    <Stack gap={0}>
      <PageTitle>{t('routes.project-detail')}</PageTitle>
      <ProjectDetailView
        key={id}
        id={id}
        renderNotes={(projectId) => <NotesPanel attachment={{ projectId }} />}
        renderTaskNotes={(taskId) => (
          <NotesPanel key={`task-notes-${taskId}`} attachment={{ taskId }} headingOrder={3} />
        )}
      />
    </Stack>
  );
}
