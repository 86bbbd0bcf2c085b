import { Alert, Group, Modal, Stack } from '@mantine/core';
import {
  LEAD_DAYS_DEFAULT,
  addMonths,
  isPeriodStart,
  type Recurrence,
  type RecurrenceFrequency,
} from '@portal/contracts/schemas/workflow-templates';
import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  RecurrenceCreateForm,
  RecurrenceForm,
  useCreateRecurrence,
  usePatchRecurrence,
} from '../api/save-recurrence';
import { RecurrenceFields } from './recurrence-fields';
import { SubmitButton } from '@/components/form/submit-button';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { useZodForm } from '@/lib/form';
import { notifySuccess } from '@/lib/toast';

const FIELDS = ['client', 'frequency', 'lead_days', 'active'] as const;

/** The first day of next month: where a new recurrence starts unless told otherwise. */
function nextMonthStart(): string {
  const now = new Date();
  const first = new Date(Date.UTC(now.getFullYear(), now.getMonth(), 1)).toISOString();
  return addMonths(first.slice(0, 10), 1);
}

/**
 * The period start must begin a period of the frequency; the message is set on the field here,
 * before anything is sent (the server checks it too).
 */
function periodStartOk<T extends FieldValues>(
  form: UseFormReturn<T, unknown, FieldValues>,
  field: Path<T>,
  day: string,
  frequency: RecurrenceFrequency,
  message: string,
) {
  if (isPeriodStart(day, frequency)) return true;
  form.setError(field, { type: 'period', message }, { shouldFocus: true });
  return false;
}

/** Add a client's recurrence (editing null) or change one. */
export function RecurrenceFormModal({
  templateId,
  editing,
  onClose,
}: {
  templateId: number;
  editing: { recurrence: Recurrence | null } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const recurrence = editing?.recurrence ?? null;
  return (
    <Modal
      opened={editing !== null}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      title={
        recurrence
          ? t('workflows.recurrences.edit_title', { client: recurrence.client.name })
          : t('workflows.recurrences.create_title')
      }
    >
      {editing &&
        (recurrence ? (
          <EditForm templateId={templateId} recurrence={recurrence} onDone={onClose} />
        ) : (
          <CreateForm templateId={templateId} onDone={onClose} />
        ))}
    </Modal>
  );
}

function CreateForm({ templateId, onDone }: { templateId: number; onDone: () => void }) {
  const { t } = useTranslation();
  const create = useCreateRecurrence(templateId);
  const form = useZodForm(RecurrenceCreateForm, {
    client: undefined as unknown as number,
    frequency: 'monthly',
    lead_days: LEAD_DAYS_DEFAULT,
    first_period_start: nextMonthStart(),
    active: true,
  });
  const [problem, setProblem] = useState<string | null>(null);
  const onSubmit = form.handleSubmit((input) => {
    setProblem(null);
    const message = t(`workflows.errors.period_start_${input.frequency}`);
    if (
      !periodStartOk(form, 'first_period_start', input.first_period_start, input.frequency, message)
    )
      return;
    create.mutate(input, {
      onSuccess: () => {
        notifySuccess(t('workflows.recurrences.created'));
        onDone();
      },
      onError: (error) =>
        setProblem(applyServerErrors(form, error, [...FIELDS, 'first_period_start'])),
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
        <RecurrenceFields form={form} periodField="first_period_start" />
        <Group justify="flex-end">
          <SubmitButton loading={create.isPending}>{t('admin.create')}</SubmitButton>
        </Group>
      </Stack>
    </form>
  );
}

function EditForm({
  templateId,
  recurrence,
  onDone,
}: {
  templateId: number;
  recurrence: Recurrence;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const patch = usePatchRecurrence(templateId);
  const form = useZodForm(RecurrenceForm, {
    client: recurrence.client.id,
    frequency: recurrence.frequency,
    lead_days: recurrence.lead_days,
    next_period_start: recurrence.next_period_start,
    active: recurrence.active,
  });
  const [problem, setProblem] = useState<string | null>(null);
  const onSubmit = form.handleSubmit((input) => {
    setProblem(null);
    const message = t(`workflows.errors.period_start_${input.frequency}`);
    if (
      !periodStartOk(form, 'next_period_start', input.next_period_start, input.frequency, message)
    )
      return;
    // only what changed: resuming then continues from the current period (ADR 031)
    const dirty = form.formState.dirtyFields;
    const changed = Object.fromEntries(
      Object.entries(input).filter(([key]) => dirty[key as keyof typeof dirty]),
    );
    if (Object.keys(changed).length === 0) return onDone();
    patch.mutate(
      { id: recurrence.id, patch: changed },
      {
        onSuccess: () => {
          notifySuccess(t('workflows.recurrences.updated'));
          onDone();
        },
        onError: (error) =>
          setProblem(applyServerErrors(form, error, [...FIELDS, 'next_period_start'])),
      },
    );
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        {problem && (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        )}
        <RecurrenceFields form={form} periodField="next_period_start" />
        <Group justify="flex-end">
          <SubmitButton loading={patch.isPending}>{t('common.save')}</SubmitButton>
        </Group>
      </Stack>
    </form>
  );
}
