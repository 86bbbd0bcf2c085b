import { Alert, Group, Modal, Stack, Text } from '@mantine/core';
import {
  projectNameFor,
  type ProjectFromTemplate,
  type ProjectFromTemplateInput as Input,
  type WorkflowTemplateSummary,
} from '@portal/contracts/schemas/workflow-templates';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ProjectFromTemplateInput as Schema,
  useCreateProjectFromTemplate,
} from '../api/create-project-from-template';
import { useTemplateClients } from '../api/get-workflow-templates';
import { CreatedProject } from './created-project';
import { NullableSelectField } from '@/components/form/nullable-select-field';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { useZodForm } from '@/lib/form';
import { notifySuccess } from '@/lib/toast';

const EMPTY: Input = { name: '', client: null, start_date: '' };

/** "Skapa projekt": client, start date and name; afterwards the tasks with their due dates. */
export function CreateProjectModal({
  template,
  onClose,
}: {
  template: WorkflowTemplateSummary | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [made, setMade] = useState<ProjectFromTemplate | null>(null);
  const close = () => {
    setMade(null);
    onClose();
  };
  return (
    <Modal
      opened={template !== null}
      onClose={close}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
      title={
        made
          ? t('workflows.project.created_title')
          : t('workflows.project.title', { name: template?.name ?? '' })
      }
    >
      {template &&
        (made ? (
          <CreatedProject made={made} onAnother={() => setMade(null)} onClose={close} />
        ) : (
          <ProjectForm template={template} onMade={setMade} />
        ))}
    </Modal>
  );
}

function ProjectForm({
  template,
  onMade,
}: {
  template: WorkflowTemplateSummary;
  onMade: (made: ProjectFromTemplate) => void;
}) {
  const { t } = useTranslation();
  const create = useCreateProjectFromTemplate();
  const clients = useTemplateClients();
  const form = useZodForm(Schema, EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const [client, start] = useWatch({ control: form.control, name: ['client', 'start_date'] });
  const clientName = clients.data?.find((c) => c.id === client)?.name ?? null;
  const period = /^\d{4}-\d{2}/.test(start ?? '')
    ? start!.slice(0, 7)
    : t('workflows.project.period_placeholder');
  const defaultName = projectNameFor(template.name, period, clientName);

  const onSubmit = form.handleSubmit((input) => {
    setProblem(null);
    create.mutate(
      { templateId: template.id, input: { ...input, name: input.name || undefined } },
      {
        onSuccess: (result) => {
          notifySuccess(t('workflows.project.created'));
          onMade(result);
        },
        onError: (error) =>
          setProblem(applyServerErrors(form, error, ['name', 'client', 'start_date'])),
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
        <NullableSelectField
          form={form}
          name="client"
          label={t('workflows.project.client')}
          noneLabel={t('workflows.project.client_none')}
          options={(clients.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          data-autofocus
        />
        <TextField
          form={form}
          name="start_date"
          type="date"
          withAsterisk
          description={t('workflows.project.start_hint')}
        />
        <TextField
          form={form}
          name="name"
          label={t('workflows.project.name')}
          autoComplete="off"
          placeholder={defaultName}
          description={t('workflows.project.name_hint', { name: defaultName })}
        />
        <Text size="xs" c="dimmed">
          {t('workflows.project.summary', { tasks: template.task_count, days: template.span_days })}
        </Text>
        <Group justify="flex-end">
          <SubmitButton loading={create.isPending}>{t('workflows.project.submit')}</SubmitButton>
        </Group>
      </Stack>
    </form>
  );
}
