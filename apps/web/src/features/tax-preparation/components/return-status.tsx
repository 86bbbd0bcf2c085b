import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import type { TaxReturn } from '@portal/contracts/schemas/tax-preparation';
import { useTranslation } from 'react-i18next';
import { formatters } from '../utils/format';

const COLORS = { open: 'gray', in_progress: 'blue', filed: 'teal' } as const;

export function ReturnStatus({ taxReturn }: { taxReturn: TaxReturn }) {
  const { t } = useTranslation();
  return (
    <Badge
      color={COLORS[taxReturn.status]}
      variant="light"
      style={{ minWidth: 'max-content' }}
      data-testid="return-status"
    >
      {t(`preparation.tax.statuses.${taxReturn.status}`)}
    </Badge>
  );
}

/** The due date and, until filed, how many days are left (due soon) or how late it is. */
export function DueCell({ taxReturn }: { taxReturn: TaxReturn }) {
  const { t, i18n } = useTranslation();
  const f = formatters(i18n.language);
  const r = taxReturn;
  const left =
    r.days_left === 0
      ? t('preparation.tax.due_today')
      : r.days_left > 0
        ? t('preparation.tax.days_left', { count: r.days_left })
        : t('preparation.tax.days_late', { count: -r.days_left });
  return (
    <Stack gap={0}>
      <Text size="sm">{f.day(r.due_date)}</Text>
      {r.status !== 'filed' && (r.due_soon || r.overdue) && (
        <Group gap={4} wrap="nowrap">
          <IconClock
            size={14}
            aria-hidden
            color={r.overdue ? 'var(--mantine-color-error)' : 'var(--mantine-color-orange-filled)'}
          />
          <Text
            size="xs"
            fw={700}
            c={r.overdue ? 'var(--mantine-color-error)' : undefined}
            data-testid="due-hint"
          >
            {left}
          </Text>
        </Group>
      )}
    </Stack>
  );
}
