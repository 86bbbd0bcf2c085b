import { Button, Group, Paper, Text } from '@mantine/core';
import { TODO_STATUSES, type TodoStatus } from '@portal/contracts/schemas/todos';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** What can be done to the chosen to-dos at once: a status for all, or delete them all. */
export function TodoBulkBar({
  count,
  busy,
  onStatus,
  onDelete,
  onClear,
}: {
  count: number;
  busy: boolean;
  onStatus: (status: TodoStatus) => void;
  onDelete: () => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  if (count === 0) return null;
  return (
    <Paper withBorder p="xs" radius="md" data-testid="todo-bulk-bar">
      <Group gap="sm">
        <Text size="sm" fw={600} role="status">
          {t('todos.bulk.selected', { count })}
        </Text>
        {TODO_STATUSES.map((status) => (
          <Button
            key={status}
            size="xs"
            variant="light"
            disabled={busy}
            onClick={() => onStatus(status)}
          >
            {t('todos.bulk.mark', { status: t(`todos.statuses.${status}`) })}
          </Button>
        ))}
        <Button
          size="xs"
          variant="light"
          color="red"
          leftSection={<IconTrash size={14} aria-hidden />}
          disabled={busy}
          onClick={onDelete}
        >
          {t('todos.bulk.delete')}
        </Button>
        <Button size="xs" variant="subtle" onClick={onClear}>
          {t('todos.bulk.clear')}
        </Button>
      </Group>
    </Paper>
  );
}
