import { Badge, Group, Stack, Text } from '@mantine/core';
import type { AuditItem } from '@portal/contracts/schemas/audit-preparation';
import { useTranslation } from 'react-i18next';

const COLORS = { open: 'gray', in_progress: 'blue', done: 'teal' } as const;

/** The item's status, whether it is overdue, and who ticked it off (or that the check did). */
export function ItemStatus({ item }: { item: AuditItem }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} align="flex-start">
      <Group gap={6} wrap="nowrap">
        <Badge
          color={COLORS[item.status]}
          variant="light"
          style={{ minWidth: 'max-content' }}
          data-testid="item-status"
        >
          {t(`preparation.audit.statuses.${item.status}`)}
        </Badge>
        {item.overdue && (
          <Text size="xs" fw={700} c="var(--mantine-color-error)" tt="uppercase">
            {t('preparation.audit.overdue')}
          </Text>
        )}
      </Group>
      {item.status === 'done' && (
        <Text size="xs" c="dimmed">
          {item.completed_by
            ? t('preparation.audit.done_by', { name: item.completed_by.name })
            : t('preparation.audit.done_by_product')}
        </Text>
      )}
    </Stack>
  );
}
