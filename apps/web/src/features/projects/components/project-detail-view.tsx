import { Button, Center, Group, Loader, SegmentedControl, Stack, Text } from '@mantine/core';
import type { Column, Task } from '@portal/contracts/schemas/projects';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useProject } from '../api/get-project';
import { useDeleteProject } from '../api/save-project';
import { ProjectBoards } from './project-boards';
import { ProjectFormModal } from './project-form-modal';
import { ProjectHeader } from './project-header';
import { ProjectTimeline } from './project-timeline';
import { TaskDrawer, type TaskTarget } from './task-drawer';
import { ConfirmModal } from '@/components/confirm-modal';
import { isApiError } from '@/lib/api-error';
import { notifySuccess } from '@/lib/toast';

/** /projects/{id}: the project's facts, its boards or its timeline, and the task drawer. */
type View = 'board' | 'timeline' | 'notes';

export function ProjectDetailView({
  id,
  renderNotes,
  renderTaskNotes,
}: {
  id: number;
  /** the project's notes, a view of their own, composed by the screen (features do not import
   * each other) */
  renderNotes?: (projectId: number) => ReactNode;
  /** a task's notes, shown in its drawer, composed by the screen */
  renderTaskNotes?: (taskId: number) => ReactNode;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useProject(id);
  const remove = useDeleteProject();
  const [view, setView] = useState<View>('board');
  const [target, setTarget] = useState<TaskTarget | null>(null);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);

  if (query.isPending)
    return (
      <Center py="xl">
        <Loader role="status" aria-label={t('common.loading')} />
      </Center>
    );
  if (query.isError || !query.data) {
    const missing = isApiError(query.error) && query.error.response?.status === 404;
    return (
      <Stack gap="sm" role="alert">
        <Text c={missing ? undefined : 'red'}>
          {missing ? t('projects.not_found') : t('projects.load_failed')}
        </Text>
        <Group>
          {!missing && (
            <Button variant="default" size="xs" onClick={() => void query.refetch()}>
              {t('common.try_again')}
            </Button>
          )}
          <Button variant="subtle" size="xs" onClick={() => void navigate('/projects')}>
            {t('projects.back')}
          </Button>
        </Group>
      </Stack>
    );
  }

  const project = query.data;
  const openTask = (task: Task) => setTarget({ task });
  const addTask = (column: Column) => setTarget({ column });
  // the drawer shows the task as the project now has it (after a move or a save)
  const current =
    target && 'task' in target
      ? project.boards
          .flatMap((b) => b.columns.flatMap((c) => c.tasks))
          .find((x) => x.id === target.task.id)
      : undefined;
  const columns = project.boards.flatMap((b) =>
    b.columns.map((c) => ({
      id: c.id,
      label: project.boards.length > 1 ? `${b.name} · ${c.title}` : c.title,
    })),
  );

  return (
    <Stack gap="lg">
      <ProjectHeader
        project={project}
        onEdit={() => setEditing(true)}
        onDelete={() => setDeleting(true)}
      />
      <SegmentedControl
        value={view}
        onChange={(value) => setView(value as View)}
        data={[
          { value: 'board', label: t('projects.views.board') },
          { value: 'timeline', label: t('projects.views.timeline') },
          ...(renderNotes ? [{ value: 'notes', label: t('projects.views.notes') }] : []),
        ]}
        aria-label={t('projects.views.label')}
        w="fit-content"
      />
      {view === 'board' && (
        <ProjectBoards project={project} onOpenTask={openTask} onAddTask={addTask} />
      )}
      {view === 'timeline' && <ProjectTimeline project={project} onOpenTask={openTask} />}
      {view === 'notes' && renderNotes?.(project.id)}
      <TaskDrawer
        projectId={project.id}
        target={current ? { task: current } : target && 'column' in target ? target : null}
        columns={columns}
        onClose={() => setTarget(null)}
        renderTaskNotes={renderTaskNotes}
      />
      <ProjectFormModal opened={editing} project={project} onClose={() => setEditing(false)} />
      <ConfirmModal
        opened={deleting}
        title={t('projects.delete_title')}
        message={t('projects.delete_text', { name: project.name, count: project.task_count })}
        confirmLabel={t('projects.delete')}
        loading={remove.isPending}
        onConfirm={() =>
          remove.mutate(project.id, {
            onSuccess: () => {
              notifySuccess(t('projects.deleted'));
              void navigate('/projects');
            },
          })
        }
        onClose={() => setDeleting(false)}
      />
    </Stack>
  );
}
