import { Alert, Group, Modal, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { TODO_STATUSES, type Todo } from '@portal/contracts/schemas/todos';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTodoAssignees, useTodoTags } from '../api/get-todos';
import { useSaveTodo } from '../api/save-todo';
import { CompanyPicker } from './company-picker';
import { todoFormValues, useTodoForm } from './todo-form';
import { TodoTagsField } from './todo-tags-field';
import { NullableSelectField } from '@/components/form/nullable-select-field';
import { SelectField } from '@/components/form/select-field';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { useFieldError } from '@/components/form/use-field-error';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { notifySuccess } from '@/lib/toast';

const FIELDS = ['task', 'description', 'due_date', 'tags', 'assignee', 'status'] as const;

/** Create (todo null) or change a to-do; in-house staff also choose its company or none. */
export function TodoFormModal({
  opened,
  todo,
  inhouse,
  onClose,
}: {
  opened: boolean;
  todo: Todo | null;
  inhouse: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveTodo();
  const form = useTodoForm(todo);
  const [problem, setProblem] = useState<string | null>(null);
  const [company, setCompany] = useState<{ id: number; name: string } | null>(null);
  const { reset } = form;
  useEffect(() => {
    if (!opened) return;
    reset(todoFormValues(todo));
    setCompany(todo?.company ?? null);
    setProblem(null);
  }, [opened, todo, reset]);

  const people = useTodoAssignees(inhouse ? (company?.id ?? null) : undefined);
  const tags = useTodoTags();
  const description = useFieldError(form, 'description');

  const onSubmit = form.handleSubmit((values) => {
    setProblem(null);
    const input = { ...values, ...(inhouse ? { company: company?.id ?? null } : {}) };
    save.mutate(
      { id: todo?.id ?? null, input },
      {
        onSuccess: () => {
          notifySuccess(todo ? t('todos.updated') : t('todos.created'));
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
      title={todo ? t('todos.edit') : t('todos.add')}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          {problem && (
            <Alert color="red" variant="light" role="alert">
              {problem}
            </Alert>
          )}
          <TextField
            form={form}
            name="task"
            label={t('todos.form.task')}
            withAsterisk
            autoComplete="off"
            data-autofocus
          />
          <Textarea
            {...form.register('description')}
            label={t('todos.form.description')}
            error={description}
            autosize
            minRows={2}
            maxRows={8}
          />
          {inhouse && (
            <CompanyPicker
              value={company}
              onChange={(picked) => {
                setCompany(picked);
                form.setValue('assignee', null);
              }}
            />
          )}
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextField form={form} name="due_date" type="date" label={t('todos.form.due_date')} />
            <NullableSelectField
              form={form}
              name="assignee"
              label={t('todos.form.assignee')}
              noneLabel={t('todos.unassigned')}
              options={(people.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
              searchable
            />
            <SelectField
              form={form}
              name="status"
              label={t('todos.form.status')}
              allowDeselect={false}
              data={TODO_STATUSES.map((s) => ({ value: s, label: t(`todos.statuses.${s}`) }))}
            />
          </SimpleGrid>
          <TodoTagsField form={form} suggestions={(tags.data ?? []).map((tag) => tag.name)} />
          <Group justify="flex-end">
            <SubmitButton loading={save.isPending}>
              {todo ? t('common.save') : t('todos.add')}
            </SubmitButton>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
