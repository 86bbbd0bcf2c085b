import { Badge, Group, Select, Stack, Text, UnstyledButton } from '@mantine/core';
import { TODO_STATUSES, type Todo, type TodoStatus } from '@portal/contracts/schemas/todos';
import { useTranslation } from 'react-i18next';

/** The task with the start of its description. */
export function TaskCell({ todo }: { todo: Todo }) {
  return (
    <Stack gap={0}>
      <Text size="sm" fw={600} td={todo.status === 'done' ? 'line-through' : undefined}>
        {todo.task}
      </Text>
      {todo.description && (
        <Text size="xs" c="dimmed" lineClamp={1} maw={380}>
          {todo.description}
        </Text>
      )}
    </Stack>
  );
}

/** Coloured tag badges; clicking one filters the list by it. */
export function TagsCell({ todo, onTag }: { todo: Todo; onTag: (tag: string) => void }) {
  const { t } = useTranslation();
  return (
    <Group gap={4}>
      {todo.tags.map((tag) => (
        <UnstyledButton
          key={tag.name}
          onClick={() => onTag(tag.name)}
          aria-label={t('todos.tag_filter', { tag: tag.name })}
        >
          <Badge
            color={tag.colour}
            variant="light"
            style={{ cursor: 'pointer', textTransform: 'none' }}
          >
            {tag.name}
          </Badge>
        </UnstyledButton>
      ))}
    </Group>
  );
}

export function DueCell({ todo, locale }: { todo: Todo; locale: string }) {
  const { t } = useTranslation();
  if (!todo.due_date)
    return (
      <Text size="sm" c="dimmed">
        –
      </Text>
    );
  const day = new Date(`${todo.due_date}T12:00:00Z`).toLocaleDateString(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm">{day}</Text>
      {todo.overdue && (
        <Badge
          color="red"
          variant="filled"
          size="sm"
          style={{ flexShrink: 0, overflow: 'visible' }}
          data-testid="todo-overdue"
        >
          {t('todos.overdue')}
        </Badge>
      )}
    </Group>
  );
}

/** The row's quick status change. */
export function StatusCell({
  todo,
  onChange,
}: {
  todo: Todo;
  onChange: (status: TodoStatus) => void;
}) {
  const { t } = useTranslation();
  return (
    <Select
      size="xs"
      w={130}
      aria-label={t('todos.status_of', { task: todo.task })}
      data={TODO_STATUSES.map((s) => ({ value: s, label: t(`todos.statuses.${s}`) }))}
      value={todo.status}
      allowDeselect={false}
      onChange={(value) => {
        if (value && value !== todo.status) onChange(value as TodoStatus);
      }}
    />
  );
}
