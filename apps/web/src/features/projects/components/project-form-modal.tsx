import { Alert, Group, Modal, SimpleGrid, Stack, Textarea } from '@mantine/core';
import type { Project } from '@portal/contracts/schemas/projects';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProjectOptions } from '../api/get-projects';
import { useSaveProject } from '../api/save-project';
import { projectFormValues, useProjectForm } from '../hooks/use-project-form';
import { NullableSelectField } from '@/components/form/nullable-select-field';
import { SubmitButton } from '@/components/form/submit-button';
import { SwitchField } from '@/components/form/switch-field';
import { TextField } from '@/components/form/text-field';
import { useFieldError } from '@/components/form/use-field-error';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { notifySuccess } from '@/lib/toast';

const FIELDS = ['name', 'description', 'client', 'internal', 'start_date', 'end_date'] as const;

/** Create (project null) or change a project. */
export function ProjectFormModal({
  opened,
  project,
  onClose,
  onCreated,
}: {
  opened: boolean;
  project: Project | null;
  onClose: () => void;
  onCreated?: (id: number) => void;
}) {
  const { t } = useTranslation();
  const save = useSaveProject();
  const options = useProjectOptions();
  const form = useProjectForm(project);
  const descriptionError = useFieldError(form, 'description');
  const [problem, setProblem] = useState<string | null>(null);
  const { reset } = form;
  useEffect(() => {
    if (!opened) return;
    reset(projectFormValues(project));
    setProblem(null);
  }, [opened, project, reset]);

  const clients = (options.data?.clients ?? []).map((c) => ({ value: c.id, label: c.name }));
  if (project?.client && !clients.some((c) => c.value === project.client!.id))
    clients.unshift({ value: project.client.id, label: project.client.name });

  const onSubmit = form.handleSubmit((input) => {
    setProblem(null);
    save.mutate(
      { id: project?.id ?? null, input },
      {
        onSuccess: (saved) => {
          notifySuccess(project ? t('projects.updated') : t('projects.created'));
          onClose();
          if (!project) onCreated?.(saved.id);
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
      title={project ? t('projects.edit') : t('projects.add')}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          {problem && (
            <Alert color="red" variant="light" role="alert">
              {problem}
            </Alert>
          )}
          <TextField form={form} name="name" withAsterisk autoComplete="off" data-autofocus />
          <Textarea
            {...form.register('description')}
            label={t('projects.description')}
            autosize
            minRows={2}
            maxRows={6}
            error={descriptionError}
          />
          <NullableSelectField
            form={form}
            name="client"
            label={t('projects.client')}
            noneLabel={t('projects.no_client')}
            options={clients}
            searchable
            description={t('projects.client_hint')}
          />
          <SwitchField form={form} name="internal" description={t('projects.internal_hint')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextField form={form} name="start_date" type="date" />
            <TextField form={form} name="end_date" type="date" />
          </SimpleGrid>
          <Group justify="flex-end">
            <SubmitButton loading={save.isPending}>
              {project ? t('common.save') : t('admin.create')}
            </SubmitButton>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
