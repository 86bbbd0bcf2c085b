import { Button, Group, ScrollArea } from '@mantine/core';
import { closestCorners, DndContext, DragOverlay } from '@dnd-kit/core';
import type { Board, Column, Task } from '@portal/contracts/schemas/projects';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoveTask } from '../api/move-task';
import { useAddColumn, useDeleteBoardPart, usePatchColumn } from '../api/save-board';
import { useBoardDnd } from '../hooks/use-board-dnd';
import { useDndAnnouncements } from '../hooks/use-dnd-announcements';
import { KanbanColumn } from './kanban-column';
import { NameModal } from './name-modal';
import { TaskCardBody } from './task-card';
import { ConfirmModal } from '@/components/confirm-modal';
import { notifySuccess } from '@/lib/toast';

/** A board's columns side by side; cards move with the mouse or the keyboard. */
export function KanbanBoard({
  projectId,
  board,
  onOpenTask,
  onAddTask,
}: {
  projectId: number;
  board: Board;
  onOpenTask: (task: Task) => void;
  onAddTask: (column: Column) => void;
}) {
  const { t } = useTranslation();
  const move = useMoveTask(projectId);
  const dnd = useBoardDnd(board, (taskId, to) => move.mutate({ taskId, to }));
  const accessibility = useDndAnnouncements(board, dnd.layoutRef);
  const addColumn = useAddColumn();
  const patchColumn = usePatchColumn(true);
  const changeColumn = usePatchColumn();
  const remove = useDeleteBoardPart();
  const [editing, setEditing] = useState<{ column: Column | null } | null>(null);
  const [deleting, setDeleting] = useState<Column | null>(null);

  const tasks = useMemo(
    () => new Map(board.columns.flatMap((c) => c.tasks.map((task) => [task.id, task]))),
    [board],
  );
  const active = dnd.activeTask === null ? undefined : tasks.get(dnd.activeTask);

  return (
    <>
      <DndContext
        sensors={dnd.sensors}
        collisionDetection={closestCorners}
        accessibility={accessibility}
        {...dnd.handlers}
      >
        <ScrollArea type="auto" offsetScrollbars>
          <Group align="stretch" wrap="nowrap" gap="md" pb="sm">
            {board.columns.map((column, index) => (
              <KanbanColumn
                key={column.id}
                column={column}
                index={index}
                columnCount={board.columns.length}
                tasks={(dnd.layout[column.id] ?? []).flatMap((id) => tasks.get(id) ?? [])}
                actions={{
                  onAddTask: () => onAddTask(column),
                  onOpenTask,
                  onRename: () => setEditing({ column }),
                  onMove: (position) =>
                    changeColumn.mutate({ columnId: column.id, change: { position } }),
                  onToggleDone: () =>
                    changeColumn.mutate({ columnId: column.id, change: { done: !column.done } }),
                  onDelete: () => setDeleting(column),
                }}
              />
            ))}
            <Button
              variant="default"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setEditing({ column: null })}
              style={{ flexShrink: 0 }}
            >
              {t('projects.columns.add')}
            </Button>
          </Group>
        </ScrollArea>
        <DragOverlay>
          {active && (
            <div
              style={{
                padding: 'var(--mantine-spacing-xs)',
                borderRadius: 'var(--mantine-radius-md)',
                background: 'var(--mantine-color-body)',
                boxShadow: 'var(--mantine-shadow-md)',
                border: '1px solid var(--mantine-color-default-border)',
                width: 270,
              }}
            >
              <TaskCardBody task={active} />
            </div>
          )}
        </DragOverlay>
      </DndContext>
      <NameModal
        opened={editing !== null}
        title={editing?.column ? t('projects.columns.edit') : t('projects.columns.add')}
        label={t('projects.columns.title')}
        initial={{ title: editing?.column?.title ?? '', done: editing?.column?.done ?? false }}
        withDone
        saving={addColumn.isPending || patchColumn.isPending}
        onSave={async ({ title, done }) => {
          if (editing?.column)
            await patchColumn.mutateAsync({ columnId: editing.column.id, change: { title, done } });
          else await addColumn.mutateAsync({ boardId: board.id, title, done });
          notifySuccess(
            editing?.column ? t('projects.columns.saved') : t('projects.columns.added'),
          );
        }}
        onClose={() => setEditing(null)}
      />
      <ConfirmModal
        opened={deleting !== null}
        title={t('projects.columns.delete_title')}
        message={
          deleting
            ? t('projects.columns.delete_text', {
                title: deleting.title,
                count: deleting.tasks.length,
              })
            : ''
        }
        confirmLabel={t('projects.columns.delete')}
        loading={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(
            { kind: 'columns', id: deleting.id },
            {
              onSuccess: () => {
                notifySuccess(t('projects.columns.deleted'));
                setDeleting(null);
              },
            },
          )
        }
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
