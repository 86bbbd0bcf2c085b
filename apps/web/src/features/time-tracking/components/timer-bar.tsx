import { Alert, Badge, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import type { TimeEntry, TimeOptions } from '@portal/contracts/schemas/time-tracking';
import { IconPlayerPlay, IconPlayerStop } from '@tabler/icons-react';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TimerForm, useStartTimer } from '../api/start-timer';
import { useStopTimer } from '../api/stop-timer';
import { useTimer } from '../api/get-timer';
import { clockText, useElapsed } from '../hooks/use-elapsed';
import { useTimeFormat } from '../hooks/use-time-format';
import { WorkFields } from './work-fields';
import { SwitchField } from '@/components/form/switch-field';
import { ListState } from '@/components/list-state';
import { useFieldError } from '@/components/form/use-field-error';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { useZodForm } from '@/lib/form';
import { fieldLabel } from '@/lib/i18n';
import { notifyInfo, notifySuccess } from '@/lib/toast';

const FIELDS = ['client', 'project', 'task', 'billable', 'description'] as const;
const IDLE: TimerForm = {
  client: null,
  project: null,
  task: null,
  billable: false,
  description: '',
};

/** The accountant's timer: what it runs for, start and stop, the time so far counting live. */
export function TimerBar({ options }: { options: TimeOptions | undefined }) {
  const { t } = useTranslation();
  const timer = useTimer();
  const titleId = 'timer-title';
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={titleId} data-testid="timer-bar">
      <Title order={2} size="h4" id={titleId} mb="sm">
        {t('time.timer.title')}
      </Title>
      <ListState
        loading={timer.isPending}
        failed={timer.isError && !timer.data}
        onRetry={() => void timer.refetch()}
        empty={false}
        emptyText=""
      >
        {timer.data?.entry ? (
          <RunningTimer entry={timer.data.entry} skew={timer.data.skew} />
        ) : (
          <StartTimer options={options} />
        )}
      </ListState>
    </Paper>
  );
}

function RunningTimer({ entry, skew }: { entry: TimeEntry; skew: number }) {
  const { t } = useTranslation();
  const stop = useStopTimer();
  const format = useTimeFormat();
  const seconds = useElapsed(entry.running_since, skew);
  const what = [entry.client_name ?? t('time.internal'), entry.project_name, entry.task_title]
    .filter(Boolean)
    .join(' · ');
  return (
    <Group justify="space-between" align="center" wrap="wrap" gap="md">
      <Stack gap={2}>
        <Text fw={600}>{t('time.timer.running_for', { what })}</Text>
        {entry.description && <Text size="sm">{entry.description}</Text>}
        <Group gap="xs">
          <Badge variant="light" color={entry.billable ? 'teal' : 'gray'}>
            {entry.billable ? t('time.entries.billable_yes') : t('time.entries.billable_no')}
          </Badge>
          <Text size="xs" c="dimmed">
            {t('time.timer.survives')}
          </Text>
        </Group>
      </Stack>
      <Group gap="md">
        <Stack gap={0} align="flex-end">
          <Text size="xs" c="dimmed" id="timer-elapsed-label">
            {t('time.timer.elapsed')}
          </Text>
          <Text
            role="timer"
            aria-labelledby="timer-elapsed-label"
            ff="monospace"
            fz="xl"
            fw={700}
            data-testid="timer-elapsed"
          >
            {clockText(seconds)}
          </Text>
        </Stack>
        <Button
          color="red"
          leftSection={<IconPlayerStop size={16} aria-hidden />}
          loading={stop.isPending}
          onClick={() =>
            stop.mutate(undefined, {
              onSuccess: (stopped) =>
                notifySuccess(
                  t('time.timer.stopped', { duration: format.duration(stopped.minutes) }),
                ),
            })
          }
        >
          {t('time.timer.stop')}
        </Button>
      </Group>
    </Group>
  );
}

function StartTimer({ options }: { options: TimeOptions | undefined }) {
  const { t } = useTranslation();
  const start = useStartTimer();
  const form = useZodForm(TimerForm, IDLE);
  const descriptionError = useFieldError(form, 'description');
  const [problem, setProblem] = useState<string | null>(null);
  const format = useTimeFormat();
  const client = useWatch({ control: form.control, name: 'client' }) ?? null;

  const onSubmit = form.handleSubmit((input) => {
    setProblem(null);
    start.mutate(input, {
      onSuccess: ({ stopped }) => {
        notifySuccess(t('time.timer.started'));
        if (stopped)
          notifyInfo(
            t('time.timer.stopped_previous', { duration: format.duration(stopped.minutes) }),
          );
        form.reset(IDLE);
      },
      onError: (error) => setProblem(applyServerErrors(form, error, FIELDS)),
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        {problem && (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        )}
        <WorkFields form={form} options={options} />
        <Group align="flex-end" wrap="wrap">
          <TextInput
            {...form.register('description')}
            label={fieldLabel('description')}
            placeholder={t('time.timer.what_placeholder')}
            error={descriptionError}
            style={{ flex: 1, minWidth: 240 }}
          />
          <SwitchField form={form} name="billable" disabled={client === null} mb={8} />
          <Button
            type="submit"
            leftSection={<IconPlayerPlay size={16} aria-hidden />}
            loading={start.isPending}
            onMouseDown={(event) => event.preventDefault()}
          >
            {t('time.timer.start')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
