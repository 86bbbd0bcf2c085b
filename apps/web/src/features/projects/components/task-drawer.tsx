import { Alert, Button, Drawer, Group, Select, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { POSITION_END, TaskForm, type Column, type Task } from '@portal/contracts/schemas/projects';
import { IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useProjectOptions } from '../api/get-projects';
import { useMoveTask } from '../api/move-task';
import { useDeleteTask, useSaveTask } from '../api/save-task';
import { ChecklistField } from './checklist-field';
import { TagInput } from './tag-input';
import { ConfirmModal } from '@/components/confirm-modal';
import { NullableSelectField } from '@/components/form/nullable-select-field';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { useFieldError } from '@/components/form/use-field-error';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { useErrorText, useZodForm } from '@/lib/form';
import { notifySuccess } from '@/lib/toast';

const FIELDS = ['title', 'description', 'due_date', 'assignee', 'tags', 'checklist'] as const;

/** A task being edited, or a new one for a column. */
export type TaskTarget = { task: Task } | { column: Column };

const valuesOf = (task: Task | null): TaskForm => ({
  title: task?.title ?? '',
  description: task?.description ?? '',
  due_date: task?.due_date ?? '',
  assignee: task?.assignee?.id ?? null,
  tags: task?.tags ?? [],
  checklist: task?.checklist ?? [],
});

/** The drawer where a task is written: every field, moving it to another column, deleting it. */
export function TaskDrawer({
  projectId,
  target,
  columns,
  onClose,
  renderTaskNotes,
}: {
  projectId: number;
  target: TaskTarget | null;
  /** every column of the project, named "board · column" */
  columns: { id: number; label: string }[];
  onClose: () => void;
  /** what the screen shows under a saved task's fields (its notes) */
  renderTaskNotes?: (taskId: number) => ReactNode;
}) {
  const { t } = useTranslation();
  const task = target && 'task' in target ? target.task : null;
  const save = useSaveTask(projectId);
  const remove = useDeleteTask(projectId);
  const move = useMoveTask(projectId);
  const options = useProjectOptions();
  const form = useZodForm(TaskForm, valuesOf(task));
  const errorText = useErrorText();
  const descriptionError = useFieldError(form, 'description');
  const [problem, setProblem] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [columnId, setColumnId] = useState<number | null>(null);
  const { reset } = form;
  // a fresh form for each task or column opened, not each time the project is read again
  const opening = target
    ? 'task' in target
      ? `task-${target.task.id}`
      : `column-${target.column.id}`
    : null;
  const latest = useRef(task);
  latest.current = task;
  useEffect(() => {
    if (opening === null) return;
    reset(valuesOf(latest.current));
    setProblem(null);
    setColumnId(latest.current?.column ?? null);
  }, [opening, reset]);
  // a move made elsewhere (or by this drawer) shows in the column select
  useEffect(() => setColumnId(task?.column ?? null), [task?.column]);

  const onSubmit = form.handleSubmit((input) => {
    setProblem(null);
    save.mutate(
      {
        target: task ? { task: task.id } : { column: (target as { column: Column }).column.id },
        input,
      },
      {
        onSuccess: () => {
          notifySuccess(task ? t('projects.task_saved') : t('projects.task_created'));
          onClose();
        },
        onError: (error) => setProblem(applyServerErrors(form, error, FIELDS)),
      },
    );
  });

  const accountants = (options.data?.accountants ?? []).map((a) => ({
    value: a.id,
    label: a.name,
  }));
  const errors = form.formState.errors;
  return (
    <Drawer
      opened={target !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={
        task
          ? t('projects.task_edit')
          : t('projects.task_new', {
              column: target && 'column' in target ? target.column.title : '',
            })
      }
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          {problem && (
            <Alert color="red" variant="light" role="alert">
              {problem}
            </Alert>
          )}
          <TextField form={form} name="title" withAsterisk autoComplete="off" data-autofocus />
          <Textarea
            {...form.register('description')}
            label={t('projects.description')}
            autosize
            minRows={3}
            maxRows={10}
            error={descriptionError}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextField form={form} name="due_date" type="date" />
            <NullableSelectField
              form={form}
              name="assignee"
              noneLabel={t('projects.nobody')}
              options={accountants}
            />
          </SimpleGrid>
          {task && (
            <Select
              label={t('fields.column')}
              description={t('projects.move_hint')}
              data={columns.map((c) => ({ value: String(c.id), label: c.label }))}
              value={columnId === null ? null : String(columnId)}
              allowDeselect={false}
              disabled={move.isPending}
              onChange={(value) => {
                if (!value || Number(value) === task.column) return;
                setColumnId(Number(value));
                move.mutate(
                  { taskId: task.id, to: { columnId: Number(value), index: POSITION_END } },
                  { onSuccess: () => notifySuccess(t('projects.task_moved')) },
                );
              }}
            />
          )}
          <Controller
            control={form.control}
            name="tags"
            render={({ field }) => (
              <TagInput
                value={field.value}
                onChange={(tags) => {
                  field.onChange(tags);
                  void form.trigger('tags');
                }}
                onBlur={field.onBlur}
                error={errorText(errors.tags as { message?: string } | undefined, 'tags')}
              />
            )}
          />
          <Controller
            control={form.control}
            name="checklist"
            render={({ field }) => (
              <ChecklistField
                value={field.value}
                onChange={(items) => {
                  field.onChange(items);
                  void form.trigger('checklist');
                }}
                error={errorText(errors.checklist as { message?: string } | undefined, 'checklist')}
              />
            )}
          />
          <Group justify={task ? 'space-between' : 'flex-end'} mt="sm">
            {task && (
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={14} aria-hidden />}
                onClick={() => setDeleting(true)}
              >
                {t('projects.task_delete')}
              </Button>
            )}
            <SubmitButton loading={save.isPending}>
              {task ? t('common.save') : t('admin.create')}
            </SubmitButton>
          </Group>
        </Stack>
      </form>
      {task && renderTaskNotes?.(task.id)}
      <ConfirmModal
        opened={deleting}
        title={t('projects.task_delete_title')}
        message={task ? t('projects.task_delete_text', { title: task.title }) : ''}
        confirmLabel={t('projects.task_delete')}
        loading={remove.isPending}
        onConfirm={() =>
          task &&
          remove.mutate(task.id, {
            onSuccess: () => {
              notifySuccess(t('projects.task_deleted'));
              setDeleting(false);
              onClose();
            },
          })
        }
        onClose={() => setDeleting(false)}
      />
    </Drawer>
  );
}
