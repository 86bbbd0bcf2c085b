import { Badge, Group, UnstyledButton, Paper, Text } from '@mantine/core';
import type { TodoCounts as Counts, TodoStatus } from '@portal/contracts/schemas/todos';
import { useTranslation } from 'react-i18next';

type Bucket = TodoStatus | 'overdue';
const BUCKETS: { key: Bucket; color: string }[] = [
  { key: 'pending', color: 'blue' },
  { key: 'onhold', color: 'yellow' },
  { key: 'done', color: 'green' },
  { key: 'overdue', color: 'red' },
];

/** Counts by status at the top of the list; each one filters the list to itself. */
export function TodoCounts({
  counts,
  active,
  onPick,
}: {
  counts: Counts | undefined;
  active: Bucket | null;
  onPick: (bucket: Bucket | null) => void;
}) {
  const { t } = useTranslation();
  const label = (key: Bucket) =>
    key === 'overdue' ? t('todos.overdue') : t(`todos.statuses.${key}`);
  return (
    <Group gap="sm" role="group" aria-label={t('todos.counts.label')}>
      {BUCKETS.map(({ key, color }) => {
        const pressed = active === key;
        return (
          <UnstyledButton
            key={key}
            onClick={() => onPick(pressed ? null : key)}
            aria-pressed={pressed}
            data-testid={`todo-count-${key}`}
          >
            <Paper
              withBorder
              px="md"
              py={6}
              radius="md"
              bg={pressed ? `var(--mantine-color-${color}-light)` : undefined}
              style={{ borderColor: pressed ? `var(--mantine-color-${color}-filled)` : undefined }}
            >
              <Group gap="xs" wrap="nowrap">
                <Badge color={color} variant={pressed ? 'filled' : 'light'} miw={32}>
                  {counts?.[key] ?? '–'}
                </Badge>
                <Text size="sm" fw={500}>
                  {label(key)}
                </Text>
              </Group>
            </Paper>
          </UnstyledButton>
        );
      })}
    </Group>
  );
}
