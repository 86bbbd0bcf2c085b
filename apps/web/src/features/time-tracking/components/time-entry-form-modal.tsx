import { Alert, Group, Modal, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { stockholmDay } from '@portal/contracts/dates';
import type { TimeEntry, TimeOptions } from '@portal/contracts/schemas/time-tracking';
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TimeEntryForm, useSaveTimeEntry } from '../api/save-time-entry';
import { useTimeFormat } from '../hooks/use-time-format';
import { WorkFields } from './work-fields';
import { SubmitButton } from '@/components/form/submit-button';
import { SwitchField } from '@/components/form/switch-field';
import { TextField } from '@/components/form/text-field';
import { useFieldError } from '@/components/form/use-field-error';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { useZodForm } from '@/lib/form';
import { notifySuccess } from '@/lib/toast';

const FIELDS = [
  'date',
  'duration',
  'client',
  'project',
  'task',
  'billable',
  'description',
] as const;

function formValues(entry: TimeEntry | null, format: (minutes: number) => string): TimeEntryForm {
  return {
    date: entry?.date ?? stockholmDay(),
    duration: entry ? format(entry.minutes) : '',
    client: entry?.client ?? null,
    project: entry?.project ?? null,
    task: entry?.task ?? null,
    billable: entry?.billable ?? false,
    description: entry?.description ?? '',
  };
}

/** Time entered by hand (entry null) or an own entry changed. */
export function TimeEntryFormModal({
  opened,
  entry,
  options,
  onClose,
}: {
  opened: boolean;
  entry: TimeEntry | null;
  options: TimeOptions | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { duration } = useTimeFormat();
  const save = useSaveTimeEntry();
  const form = useZodForm(TimeEntryForm, formValues(entry, duration));
  const descriptionError = useFieldError(form, 'description');
  const client = useWatch({ control: form.control, name: 'client' }) ?? null;
  const [problem, setProblem] = useState<string | null>(null);
  const { reset } = form;
  useEffect(() => {
    if (!opened) return;
    reset(formValues(entry, duration));
    setProblem(null);
  }, [opened, entry, reset, duration]);

  const onSubmit = form.handleSubmit((input) => {
    setProblem(null);
    save.mutate(
      { id: entry?.id ?? null, input },
      {
        onSuccess: () => {
          notifySuccess(entry ? t('time.entries.updated') : t('time.entries.created'));
          onClose();
        },
        onError: (error) => setProblem(applyServerErrors(form, error, FIELDS)),
      },
    );
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
      title={entry ? t('time.entries.edit') : t('time.entries.add')}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          {problem && (
            <Alert color="red" variant="light" role="alert">
              {problem}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextField form={form} name="date" type="date" withAsterisk max={stockholmDay()} />
            <TextField
              form={form}
              name="duration"
              withAsterisk
              autoComplete="off"
              description={t('time.entries.duration_hint')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
            />
          </SimpleGrid>
          <WorkFields form={form} options={options} />
          <Textarea
            {...form.register('description')}
            label={t('fields.description')}
            autosize
            minRows={2}
            error={descriptionError}
          />
          <SwitchField
            form={form}
            name="billable"
            disabled={client === null}
            description={client === null ? t('time.entries.internal_hint') : undefined}
          />
          <Group justify="flex-end">
            <SubmitButton loading={save.isPending}>
              {entry ? t('common.save') : t('admin.create')}
            </SubmitButton>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
