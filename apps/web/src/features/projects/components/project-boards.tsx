import { ActionIcon, Button, Group, Menu, Stack, Tabs, Text } from '@mantine/core';
import type { Board, Column, ProjectDetail, Task } from '@portal/contracts/schemas/projects';
import { IconDots, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddBoard, useDeleteBoardPart, useRenameBoard } from '../api/save-board';
import { KanbanBoard } from './kanban-board';
import { NameModal } from './name-modal';
import { ConfirmModal } from '@/components/confirm-modal';
import { notifySuccess } from '@/lib/toast';

/** The project's boards as tabs; the chosen one shown as a Kanban board. */
export function ProjectBoards({
  project,
  onOpenTask,
  onAddTask,
}: {
  project: ProjectDetail;
  onOpenTask: (task: Task) => void;
  onAddTask: (column: Column) => void;
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<string | null>(null);
  const [naming, setNaming] = useState<{ board: Board | null } | null>(null);
  const [deleting, setDeleting] = useState<Board | null>(null);
  const addBoard = useAddBoard();
  const renameBoard = useRenameBoard();
  const remove = useDeleteBoardPart();
  const board = project.boards.find((b) => String(b.id) === chosen) ?? project.boards[0];

  const newBoard = (
    <Button
      variant="default"
      size="xs"
      leftSection={<IconPlus size={14} aria-hidden />}
      onClick={() => setNaming({ board: null })}
    >
      {t('projects.boards.add')}
    </Button>
  );

  return (
    <Stack gap="sm">
      {board ? (
        <Tabs value={String(board.id)} onChange={setChosen} keepMounted={false}>
          <Group justify="space-between" wrap="nowrap" align="flex-end">
            <Tabs.List style={{ flex: 1 }}>
              {project.boards.map((b) => (
                <Tabs.Tab key={b.id} value={String(b.id)}>
                  {b.name}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Group gap="xs" wrap="nowrap" pb={4}>
              {newBoard}
              <Menu position="bottom-end">
                <Menu.Target>
                  <ActionIcon
                    variant="default"
                    aria-label={t('projects.boards.menu', { name: board.name })}
                  >
                    <IconDots size={16} aria-hidden />
                  </ActionIcon>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Item
                    leftSection={<IconPencil size={14} aria-hidden />}
                    onClick={() => setNaming({ board })}
                  >
                    {t('projects.boards.rename')}
                  </Menu.Item>
                  <Menu.Item
                    color="red"
                    leftSection={<IconTrash size={14} aria-hidden />}
                    onClick={() => setDeleting(board)}
                  >
                    {t('projects.boards.delete')}
                  </Menu.Item>
                </Menu.Dropdown>
              </Menu>
            </Group>
          </Group>
          {project.boards.map((b) => (
            <Tabs.Panel key={b.id} value={String(b.id)} pt="md">
              <KanbanBoard
                projectId={project.id}
                board={b}
                onOpenTask={onOpenTask}
                onAddTask={onAddTask}
              />
            </Tabs.Panel>
          ))}
        </Tabs>
      ) : (
        <Group>
          <Text c="dimmed">{t('projects.boards.empty')}</Text>
          {newBoard}
        </Group>
      )}
      <NameModal
        opened={naming !== null}
        title={naming?.board ? t('projects.boards.rename') : t('projects.boards.add')}
        label={t('projects.boards.name')}
        initial={{ title: naming?.board?.name ?? '', done: false }}
        saving={addBoard.isPending || renameBoard.isPending}
        onSave={async ({ title }) => {
          if (naming?.board) {
            await renameBoard.mutateAsync({ boardId: naming.board.id, name: title });
            notifySuccess(t('projects.boards.renamed'));
          } else {
            const saved = await addBoard.mutateAsync({ projectId: project.id, name: title });
            setChosen(String(saved.boards[saved.boards.length - 1]!.id));
            notifySuccess(t('projects.boards.added'));
          }
        }}
        onClose={() => setNaming(null)}
      />
      <ConfirmModal
        opened={deleting !== null}
        title={t('projects.boards.delete_title')}
        message={
          deleting
            ? t('projects.boards.delete_text', {
                name: deleting.name,
                columns: deleting.columns.length,
                count: deleting.columns.reduce((sum, c) => sum + c.tasks.length, 0),
              })
            : ''
        }
        confirmLabel={t('projects.boards.delete')}
        loading={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(
            { kind: 'boards', id: deleting.id },
            {
              onSuccess: () => {
                notifySuccess(t('projects.boards.deleted'));
                setDeleting(null);
                setChosen(null);
              },
            },
          )
        }
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
