import { Alert, Group, Modal, Stack, Textarea } from '@mantine/core';
import type { AuditItem } from '@portal/contracts/schemas/audit-preparation';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFirmPeople } from '../api/get-audit-clients';
import { AuditItemForm, useCreateAuditItem, usePatchAuditItem } from '../api/save-audit-item';
import { NullableSelectField } from '@/components/form/nullable-select-field';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { useFieldError } from '@/components/form/use-field-error';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { useZodForm } from '@/lib/form';
import { notifySuccess } from '@/lib/toast';

const FIELDS = ['title', 'description', 'due_date', 'assignee'] as const;

function formValues(item: AuditItem | null): AuditItemForm {
  return {
    title: item?.title ?? '',
    description: item?.description ?? '',
    due_date: item?.due_date ?? '',
    assignee: item?.assignee?.id ?? null,
  };
}

/**
 * A new custom item of the client's year (item null), or an item's due date and assignee
 * (and the title and description of a custom one).
 */
export function ItemFormModal({
  opened,
  item,
  scope,
  onClose,
}: {
  opened: boolean;
  item: AuditItem | null;
  scope: { company: number; year: number } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreateAuditItem();
  const patch = usePatchAuditItem(true);
  const people = useFirmPeople();
  const form = useZodForm(AuditItemForm, formValues(item));
  const descriptionError = useFieldError(form, 'description');
  const [problem, setProblem] = useState<string | null>(null);
  const own = item === null || item.kind === 'custom';
  const { reset } = form;
  useEffect(() => {
    if (!opened) return;
    reset(formValues(item));
    setProblem(null);
  }, [opened, item, reset]);

  const done = (message: string) => ({
    onSuccess: () => {
      notifySuccess(message);
      onClose();
    },
    onError: (error: unknown) => setProblem(applyServerErrors(form, error, FIELDS)),
  });
  const onSubmit = form.handleSubmit((values) => {
    setProblem(null);
    const common = { due_date: values.due_date || null, assignee: values.assignee };
    const text = { title: values.title, description: values.description };
    if (item) {
      patch.mutate(
        { id: item.id, patch: own ? { ...common, ...text } : common },
        done(t('preparation.audit.updated')),
      );
    } else if (scope) {
      create.mutate({ ...scope, ...text, ...common }, done(t('preparation.audit.created')));
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      title={item ? t('preparation.audit.edit') : t('preparation.audit.add')}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          {problem && (
            <Alert color="red" variant="light" role="alert">
              {problem}
            </Alert>
          )}
          {own && <TextField form={form} name="title" withAsterisk autoComplete="off" />}
          {own && (
            <Textarea
              {...form.register('description')}
              label={t('fields.description')}
              autosize
              minRows={2}
              error={descriptionError}
            />
          )}
          <TextField form={form} name="due_date" type="date" />
          <NullableSelectField
            form={form}
            name="assignee"
            noneLabel={t('preparation.audit.nobody')}
            options={(people.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
          />
          <Group justify="flex-end">
            <SubmitButton loading={create.isPending || patch.isPending}>
              {item ? t('common.save') : t('admin.create')}
            </SubmitButton>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
