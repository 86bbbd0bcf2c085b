import { ActionIcon, Alert, Fieldset, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { TASK_NAMES } from '@portal/contracts/schemas/sync';
import { IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Controller, useFieldArray, useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useTriggerTask } from '../api/trigger-task';
import { KwargField } from './kwarg-field';
import { NewParameter } from './new-parameter';
import {
  errorText,
  filled,
  isTaskName,
  requiredKeywords,
  toRequest,
  type TriggerTaskForm,
} from './trigger-task-form';
import { SubmitButton } from '@/components/form/submit-button';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { notify, notifySuccess } from '@/lib/toast';

const EMPTY: TriggerTaskForm = { name: '', kwargs: {}, extra: [] };

/** Starts a task by name with its keyword arguments (SPEC §5 sync trigger). */
export function TriggerTaskModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const trigger = useTriggerTask();
  const form = useForm<TriggerTaskForm>({
    mode: 'onBlur',
    reValidateMode: 'onBlur',
    // a keyword the chosen task does not take leaves the values and the validation
    shouldUnregister: true,
    defaultValues: EMPTY,
  });
  const extra = useFieldArray({ control: form.control, name: 'extra' });
  const [problem, setProblem] = useState<string | null>(null);
  const name = form.watch('name');
  const keywords = requiredKeywords(name);
  const taskLabel = t('sync.trigger.task_name');
  const { reset } = form;
  useEffect(() => {
    if (!opened) return;
    reset(EMPTY);
    setProblem(null);
  }, [opened, reset]);

  const onSubmit = form.handleSubmit((values) => {
    setProblem(null);
    trigger.mutate(toRequest(values), {
      onSuccess: () => {
        notifySuccess(t('sync.trigger.triggered'));
        onClose();
      },
      onError: (error) => {
        const fields: Path<TriggerTaskForm>[] = [
          'name',
          ...keywords.map((k) => `kwargs.${k}` as const),
        ];
        const rest = applyServerErrors(form, error, fields);
        setProblem(rest);
        if (rest !== null || Object.keys(form.formState.errors).length === 0) {
          notify(t('sync.trigger.failed'), 'error');
        }
      },
    });
  });

  return (
    <Modal opened={opened} onClose={onClose} title={t('sync.trigger.title')} size="lg">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          {problem && (
            <Alert color="red" variant="light" role="alert">
              {problem}
            </Alert>
          )}
          <Controller
            control={form.control}
            name="name"
            rules={{ validate: filled }}
            render={({ field, fieldState }) => (
              <Select
                ref={field.ref}
                name={field.name}
                label={taskLabel}
                withAsterisk
                allowDeselect={false}
                data={TASK_NAMES.map((task) => ({
                  value: task,
                  label: `${t(`sync.tasks.names.${task}`)} (${task})`,
                }))}
                value={field.value || null}
                onChange={(value) => {
                  field.onChange(isTaskName(value) ? value : '');
                  void form.trigger('name');
                }}
                onBlur={field.onBlur}
                error={errorText(t, fieldState.error, taskLabel)}
              />
            )}
          />
          {keywords.map((keyword) => (
            <KwargField key={keyword} form={form} name={`kwargs.${keyword}`} keyword={keyword} />
          ))}
          <Fieldset legend={t('sync.trigger.parameters')} variant="filled">
            <Stack gap="sm">
              {extra.fields.map((row, index) => (
                <Group key={row.id} align="flex-start" gap="xs" wrap="nowrap">
                  <TextInput
                    {...form.register(`extra.${index}.key`)}
                    label={t('sync.trigger.keyword')}
                    readOnly
                    style={{ flex: '1 1 0' }}
                  />
                  <div style={{ flex: '1 1 0' }}>
                    <KwargField
                      form={form}
                      name={`extra.${index}.value`}
                      keyword={row.key}
                      label={t('sync.trigger.value_of', { keyword: row.key })}
                    />
                  </div>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    mt={28}
                    aria-label={t('sync.trigger.remove', { keyword: row.key })}
                    onClick={() => extra.remove(index)}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Group>
              ))}
              <NewParameter onAdd={(parameter) => extra.append(parameter)} />
            </Stack>
          </Fieldset>
          <Group justify="flex-end">
            <SubmitButton loading={trigger.isPending}>{t('sync.trigger.submit')}</SubmitButton>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
