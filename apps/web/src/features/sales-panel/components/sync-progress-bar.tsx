import { Group, Paper, Progress, Stack, Text } from '@mantine/core';
import type { SyncProgress } from '@portal/contracts/schemas/sales';
import { useTranslation } from 'react-i18next';

/** A running manual sync: how many of its elements are done, as a bar and as "done of total". */
export function SyncProgressBar({ progress }: { progress: SyncProgress | null }) {
  const { t } = useTranslation();
  const total = progress?.total ?? 0;
  const done = Math.min(progress?.done ?? 0, total);
  const percent = total > 0 ? Math.round((done / total) * 100) : 0;
  const counts = total > 0 ? t('sales.sync.progress', { done, total }) : '';
  return (
    <Paper withBorder p="sm" data-testid="sync-progress">
      <Stack gap={6}>
        <Group justify="space-between">
          <Text size="sm" fw={500}>
            {t('sales.sync.running')}
          </Text>
          <Text size="sm" aria-live="polite">
            {counts}
          </Text>
        </Group>
        <Progress value={percent} striped animated aria-label={t('sales.sync.running')} />
      </Stack>
    </Paper>
  );
}
