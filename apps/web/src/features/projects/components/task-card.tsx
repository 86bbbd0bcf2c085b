import {
  ActionIcon,
  Avatar,
  Badge,
  Group,
  Paper,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { Task } from '@portal/contracts/schemas/projects';
import { IconChecklist, IconGripVertical } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { taskDndId } from '../utils/board-layout';
import { DueBadge } from './due-badge';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();

/** What a card shows: title, due date, assignee, tags and checklist progress. */
export function TaskCardBody({ task, onOpen }: { task: Task; onOpen?: () => void }) {
  const { t } = useTranslation();
  const ticked = task.checklist.filter((item) => item.done).length;
  const title = (
    <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
      {task.title}
    </Text>
  );
  return (
    <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
      {onOpen ? (
        <UnstyledButton onClick={onOpen} aria-haspopup="dialog" data-testid="task-open">
          {title}
        </UnstyledButton>
      ) : (
        title
      )}
      <Group gap={6}>
        <DueBadge due={task.due_date} done={task.completed_at !== null} />
        {task.checklist.length > 0 && (
          <Badge
            variant="light"
            color={ticked === task.checklist.length ? 'teal' : 'gray'}
            size="sm"
            radius="sm"
            tt="none"
            leftSection={<IconChecklist size={12} aria-hidden />}
          >
            <span aria-hidden>
              {ticked}/{task.checklist.length}
            </span>
            <VisuallyHidden>
              {t('projects.checklist_progress', { done: ticked, total: task.checklist.length })}
            </VisuallyHidden>
          </Badge>
        )}
      </Group>
      {task.tags.length > 0 && (
        <Group gap={4}>
          {task.tags.map((tag) => (
            <Badge key={tag} variant="outline" color="blue" size="xs" tt="none">
              #{tag}
            </Badge>
          ))}
        </Group>
      )}
      {task.assignee && (
        <Group gap={6} wrap="nowrap">
          <Avatar size={20} radius="xl" color="blue" aria-hidden>
            {initials(task.assignee.name)}
          </Avatar>
          <Text size="xs" c="dimmed" truncate>
            {task.assignee.name}
          </Text>
        </Group>
      )}
    </Stack>
  );
}

/** A task on the board: a handle to drag it (mouse or keyboard) and its title to open it. */
export function TaskCard({ task, onOpen }: { task: Task; onOpen: () => void }) {
  const { t } = useTranslation();
  const sortable = useSortable({
    id: taskDndId(task.id),
    attributes: { roleDescription: t('projects.dnd.role') },
  });
  // the whole card starts a mouse drag; the handle also takes the keyboard
  const { onPointerDown, ...keys } = sortable.listeners ?? {};
  const startPointer = onPointerDown as React.PointerEventHandler | undefined;
  return (
    <Paper
      ref={sortable.setNodeRef}
      withBorder
      p="xs"
      radius="md"
      role="listitem"
      data-testid="task-card"
      data-task-id={task.id}
      onPointerDown={startPointer}
      style={{
        transform: CSS.Translate.toString(sortable.transform),
        transition: sortable.transition,
        opacity: sortable.isDragging ? 0.4 : 1,
        cursor: 'grab',
        touchAction: 'manipulation',
      }}
    >
      <Group gap={4} align="flex-start" wrap="nowrap">
        <ActionIcon
          ref={sortable.setActivatorNodeRef}
          variant="subtle"
          color="gray"
          size="sm"
          {...sortable.attributes}
          {...keys}
          aria-label={t('projects.dnd.handle', { title: task.title })}
          data-testid="task-handle"
        >
          <IconGripVertical size={14} aria-hidden />
        </ActionIcon>
        <TaskCardBody task={task} onOpen={onOpen} />
      </Group>
    </Paper>
  );
}
