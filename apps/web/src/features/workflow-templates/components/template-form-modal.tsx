import { Alert, Center, Group, Loader, Modal, Stack, Textarea } from '@mantine/core';
import type {
  WorkflowTemplate,
  WorkflowTemplateInput as Input,
} from '@portal/contracts/schemas/workflow-templates';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWorkflowTemplate } from '../api/get-workflow-templates';
import {
  WorkflowTemplateInput as Schema,
  useSaveWorkflowTemplate,
} from '../api/save-workflow-template';
import { TemplateTaskList } from './template-task-list';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { useFieldError } from '@/components/form/use-field-error';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { useZodForm } from '@/lib/form';
import { notifySuccess } from '@/lib/toast';

const TASK_FIELDS = ['title', 'description', 'offset_days', 'checklist', 'tags'] as const;

function formValues(template: WorkflowTemplate | undefined): Input {
  return {
    name: template?.name ?? '',
    description: template?.description ?? '',
    tasks: (template?.tasks ?? []).map((task) => ({ ...task })),
  };
}

/** Create (templateId null) or edit a template with its ordered tasks. */
export function TemplateFormModal({
  opened,
  templateId,
  onClose,
}: {
  opened: boolean;
  templateId: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const loaded = useWorkflowTemplate(opened ? templateId : null);
  const waiting = templateId !== null && !loaded.data;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="xl"
      closeButtonProps={{ 'aria-label': t('common.close') }}
      title={templateId === null ? t('workflows.add') : t('workflows.edit')}
    >
      {waiting ? (
        loaded.isError ? (
          <Alert color="red" variant="light" role="alert">
            {t('workflows.load_failed')}
          </Alert>
        ) : (
          <Center py="xl">
            <Loader role="status" aria-label={t('common.loading')} />
          </Center>
        )
      ) : (
        <TemplateForm template={loaded.data} templateId={templateId} onDone={onClose} />
      )}
    </Modal>
  );
}

function TemplateForm({
  template,
  templateId,
  onDone,
}: {
  template: WorkflowTemplate | undefined;
  templateId: number | null;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveWorkflowTemplate();
  const form = useZodForm(Schema, formValues(templateId === null ? undefined : template));
  const descriptionError = useFieldError(form, 'description');
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = form.handleSubmit((input) => {
    setProblem(null);
    save.mutate(
      { id: templateId, input },
      {
        onSuccess: () => {
          notifySuccess(templateId === null ? t('workflows.created') : t('workflows.updated'));
          onDone();
        },
        onError: (error) => {
          const taskFields = input.tasks.flatMap((_, i) =>
            TASK_FIELDS.map((field) => `tasks.${i}.${field}` as const),
          );
          setProblem(
            applyServerErrors(form, error, ['name', 'description', 'tasks', ...taskFields]),
          );
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {problem && (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        )}
        <TextField form={form} name="name" withAsterisk autoComplete="off" data-autofocus />
        <Textarea
          {...form.register('description')}
          label={t('workflows.form.description')}
          autosize
          minRows={2}
          error={descriptionError}
        />
        <TemplateTaskList form={form} />
        <Group justify="flex-end">
          <SubmitButton loading={save.isPending}>{t('workflows.form.save')}</SubmitButton>
        </Group>
      </Stack>
    </form>
  );
}
