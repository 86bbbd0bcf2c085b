import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Menu,
  Paper,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { Column, Task } from '@portal/contracts/schemas/projects';
import {
  IconArrowLeft,
  IconArrowRight,
  IconCircleCheck,
  IconDots,
  IconPencil,
  IconPlus,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { columnDndId, taskDndId } from '../utils/board-layout';
import { TaskCard } from './task-card';

export interface ColumnActions {
  onAddTask: () => void;
  onOpenTask: (task: Task) => void;
  onRename: () => void;
  onMove: (position: number) => void;
  onToggleDone: () => void;
  onDelete: () => void;
}

/** One column: its title and count, its menu, its cards in order, and a button for a new task. */
export function KanbanColumn({
  column,
  tasks,
  index,
  columnCount,
  actions,
}: {
  column: Column;
  /** in the order the board shows them (during a drag, the drag's order) */
  tasks: Task[];
  index: number;
  columnCount: number;
  actions: ColumnActions;
}) {
  const { t } = useTranslation();
  const { setNodeRef, isOver } = useDroppable({ id: columnDndId(column.id) });
  const headingId = `column-heading-${column.id}`;
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      radius="md"
      p="sm"
      bg="var(--mantine-color-default-hover)"
      w={290}
      miw={290}
      data-testid="board-column"
      data-column-id={column.id}
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
            <Title order={3} size="h5" id={headingId} style={{ overflowWrap: 'anywhere' }}>
              {column.title}
            </Title>
            <Badge variant="default" size="sm">
              <VisuallyHidden>{t('projects.task_count_label')} </VisuallyHidden>
              {tasks.length}
            </Badge>
            {column.done && (
              <IconCircleCheck
                size={16}
                color="var(--mantine-color-teal-6)"
                role="img"
                aria-label={t('projects.columns.done_marker')}
              />
            )}
          </Group>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('projects.columns.menu', { title: column.title })}
              >
                <IconDots size={16} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item
                leftSection={<IconPencil size={14} aria-hidden />}
                onClick={actions.onRename}
              >
                {t('projects.columns.edit')}
              </Menu.Item>
              <Menu.Item
                leftSection={<IconArrowLeft size={14} aria-hidden />}
                disabled={index === 0}
                onClick={() => actions.onMove(index - 1)}
              >
                {t('projects.columns.move_left')}
              </Menu.Item>
              <Menu.Item
                leftSection={<IconArrowRight size={14} aria-hidden />}
                disabled={index === columnCount - 1}
                onClick={() => actions.onMove(index + 1)}
              >
                {t('projects.columns.move_right')}
              </Menu.Item>
              <Menu.Item
                leftSection={<IconCircleCheck size={14} aria-hidden />}
                onClick={actions.onToggleDone}
              >
                {column.done ? t('projects.columns.mark_open') : t('projects.columns.mark_done')}
              </Menu.Item>
              <Menu.Divider />
              <Menu.Item
                color="red"
                leftSection={<IconTrash size={14} aria-hidden />}
                onClick={actions.onDelete}
              >
                {t('projects.columns.delete')}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
        <SortableContext
          items={tasks.map((task) => taskDndId(task.id))}
          strategy={verticalListSortingStrategy}
        >
          <Stack
            ref={setNodeRef}
            gap="xs"
            // a list only when it holds cards (an empty list is not one)
            role={tasks.length > 0 ? 'list' : undefined}
            aria-labelledby={tasks.length > 0 ? headingId : undefined}
            mih={80}
            p={4}
            style={{
              borderRadius: 'var(--mantine-radius-md)',
              outline: isOver ? '2px dashed var(--mantine-primary-color-filled)' : undefined,
              flex: 1,
            }}
          >
            {tasks.map((task) => (
              <TaskCard key={task.id} task={task} onOpen={() => actions.onOpenTask(task)} />
            ))}
            {tasks.length === 0 && (
              <Text size="sm" c="dimmed" ta="center" py="md">
                {t('projects.columns.empty')}
              </Text>
            )}
          </Stack>
        </SortableContext>
        <Button
          variant="subtle"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={actions.onAddTask}
          aria-label={t('projects.tasks_add_in', { column: column.title })}
        >
          {t('projects.tasks_add')}
        </Button>
      </Stack>
    </Paper>
  );
}
