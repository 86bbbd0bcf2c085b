import { Button, Fieldset, Stack, Text } from '@mantine/core';
import {
  OFFSET_MAX,
  TEMPLATE_TASKS_MAX,
  type WorkflowTemplateInput,
} from '@portal/contracts/schemas/workflow-templates';
import { IconPlus } from '@tabler/icons-react';
import { useRef } from 'react';
import { useFieldArray, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TemplateTaskCard } from './template-task-card';

export type TemplateForm = UseFormReturn<WorkflowTemplateInput, unknown, FieldValues>;

const NEW_TASK = { title: '', description: '', offset_days: 0, checklist: [], tags: [] };

/**
 * The template's tasks in order: add, remove, and move up or down with buttons, so the order can
 * be changed from the keyboard. Focus stays on the button pressed as its task moves.
 */
export function TemplateTaskList({ form }: { form: TemplateForm }) {
  const { t } = useTranslation();
  const tasks = useFieldArray({ control: form.control, name: 'tasks', keyName: 'key' });
  const list = useRef<HTMLDivElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  const focusLater = (selector: string) =>
    requestAnimationFrame(() => list.current?.querySelector<HTMLElement>(selector)?.focus());

  const move = (from: number, to: number, direction: 'up' | 'down') => {
    const key = tasks.fields[from]!.key;
    tasks.move(from, to);
    // at the top or bottom the pressed button is disabled: focus its other direction
    const edge = to === 0 || to === tasks.fields.length - 1;
    const other = direction === 'up' ? 'down' : 'up';
    focusLater(`[data-move="${key}-${edge ? other : direction}"]`);
  };

  return (
    <Fieldset legend={t('workflows.form.tasks')} variant="unstyled">
      <Stack gap="sm" ref={list}>
        <Text size="sm" c="dimmed">
          {t('workflows.form.tasks_hint')}
        </Text>
        {tasks.fields.length === 0 && <Text size="sm">{t('workflows.form.no_tasks')}</Text>}
        {tasks.fields.map((field, index) => (
          <TemplateTaskCard
            key={field.key}
            form={form}
            index={index}
            moveKey={field.key}
            count={tasks.fields.length}
            offsetMax={OFFSET_MAX}
            onMoveUp={() => move(index, index - 1, 'up')}
            onMoveDown={() => move(index, index + 1, 'down')}
            onRemove={() => {
              tasks.remove(index);
              requestAnimationFrame(() => addButton.current?.focus());
            }}
          />
        ))}
        <Button
          ref={addButton}
          variant="default"
          leftSection={<IconPlus size={16} aria-hidden />}
          disabled={tasks.fields.length >= TEMPLATE_TASKS_MAX}
          onClick={() => {
            const previous = form.getValues(`tasks.${tasks.fields.length - 1}.offset_days`);
            tasks.append({ ...NEW_TASK, offset_days: Number(previous) || 0 });
          }}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('workflows.form.add_task')}
        </Button>
      </Stack>
    </Fieldset>
  );
}
