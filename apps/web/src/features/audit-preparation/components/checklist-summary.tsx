import { Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import type { AuditProgress, Checklist } from '@portal/contracts/schemas/audit-preparation';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useCheckNow } from '../api/get-checklist';
import { fiscalYearLabel, formatters } from '../utils/format';
import { notifySuccess } from '@/lib/toast';

/** Done, in progress and overdue of a selection, as a bar and in words. */
export function ProgressBar({ progress, label }: { progress: AuditProgress; label: string }) {
  const { t } = useTranslation();
  const share = (n: number) => (progress.total ? (n / progress.total) * 100 : 0);
  return (
    <Stack gap={6}>
      <Progress.Root size="lg" aria-hidden>
        <Progress.Section value={share(progress.done)} color="teal" />
        <Progress.Section value={share(progress.in_progress)} color="blue" />
      </Progress.Root>
      <Group gap="md" data-testid="audit-progress">
        <Text size="sm" fw={600} aria-label={label}>
          {t('preparation.audit.progress_text', { done: progress.done, total: progress.total })}
        </Text>
        {progress.in_progress > 0 && (
          <Text size="sm" c="blue">
            {t('preparation.audit.in_progress_count', { count: progress.in_progress })}
          </Text>
        )}
        {progress.overdue > 0 && (
          <Text size="sm" c="var(--mantine-color-error)">
            {t('preparation.audit.overdue_count', { count: progress.overdue })}
          </Text>
        )}
      </Group>
    </Stack>
  );
}

/** A client's year: its period, how far the checklist has come, and checking it again now. */
export function ChecklistSummary({
  checklist,
  endMonth,
}: {
  checklist: Checklist;
  endMonth: number;
}) {
  const { t, i18n } = useTranslation();
  const f = formatters(i18n.language);
  const check = useCheckNow();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="checklist-heading">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} size="h4" id="checklist-heading">
              {t('preparation.audit.heading', {
                client: checklist.company_name,
                year: fiscalYearLabel(checklist.fiscal_year, endMonth),
              })}
            </Title>
            <Text size="sm" c="dimmed">
              {t('preparation.audit.period', {
                start: f.day(checklist.period_start),
                end: f.day(checklist.period_end),
              })}
            </Text>
          </div>
          <Group gap="sm">
            <Text size="sm" c="dimmed" data-testid="checked-at">
              {checklist.checked_at
                ? t('preparation.audit.checked_at', { time: f.time(checklist.checked_at) })
                : t('preparation.audit.never_checked')}
            </Text>
            <Button
              variant="light"
              leftSection={<IconRefresh size={16} aria-hidden />}
              loading={check.isPending}
              onClick={() =>
                check.mutate(
                  { company: checklist.company, year: checklist.fiscal_year },
                  { onSuccess: () => notifySuccess(t('preparation.audit.checked')) },
                )
              }
            >
              {t('preparation.audit.check_now')}
            </Button>
          </Group>
        </Group>
        <ProgressBar progress={checklist.progress} label={t('preparation.audit.progress')} />
      </Stack>
    </Paper>
  );
}
