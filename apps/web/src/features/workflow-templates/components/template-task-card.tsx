import {
  ActionIcon,
  Fieldset,
  Group,
  NumberInput,
  SimpleGrid,
  TagsInput,
  Textarea,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useListError } from '../hooks/use-list-error';
import type { TemplateForm } from './template-task-list';
import { useFieldError } from '@/components/form/use-field-error';
import { fieldLabel } from '@/lib/i18n';

interface Props {
  form: TemplateForm;
  index: number;
  /** the task's stable key, naming its move buttons for focus */
  moveKey: string;
  count: number;
  offsetMax: number;
  onMoveUp: () => void;
  onMoveDown: () => void;
  onRemove: () => void;
}

/** One task of a template: title, days after start, description, checklist and tags. */
export function TemplateTaskCard({
  form,
  index,
  moveKey,
  count,
  offsetMax,
  onMoveUp,
  onMoveDown,
  onRemove,
}: Props) {
  const { t, i18n } = useTranslation();
  const name = `tasks.${index}` as const;
  const title = useWatch({ control: form.control, name: `${name}.title` });
  const shown = title?.trim() || t('workflows.form.task_n', { n: index + 1 });
  const titleError = useFieldError(form, `${name}.title`);
  const offsetError = useFieldError(form, `${name}.offset_days`);
  const descriptionError = useFieldError(form, `${name}.description`);
  const checklistError = useListError(form, `${name}.checklist`, t('workflows.form.checklist'));
  const tagsError = useListError(form, `${name}.tags`, t('workflows.form.tags'));
  const legend = title?.trim()
    ? t('workflows.form.task_label', { n: index + 1, title: title.trim() })
    : t('workflows.form.task_n', { n: index + 1 });

  const button = (label: string, icon: React.ReactNode, onClick: () => void, extra = {}) => (
    <Tooltip label={label} withArrow>
      <ActionIcon variant="subtle" size="lg" aria-label={label} onClick={onClick} {...extra}>
        {icon}
      </ActionIcon>
    </Tooltip>
  );

  return (
    <Fieldset legend={legend} data-testid="template-task">
      <Group align="flex-start" gap="sm" wrap="nowrap">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" style={{ flex: 1 }}>
          <TextInput
            {...form.register(`${name}.title`)}
            label={fieldLabel('title')}
            withAsterisk
            autoComplete="off"
            error={titleError}
          />
          <Controller
            control={form.control}
            name={`${name}.offset_days`}
            render={({ field }) => (
              <NumberInput
                ref={field.ref}
                name={field.name}
                value={field.value as number | string}
                onChange={field.onChange}
                onBlur={field.onBlur}
                label={fieldLabel('offset_days')}
                description={t('workflows.form.offset_hint', { max: offsetMax })}
                withAsterisk
                min={0}
                max={offsetMax}
                allowDecimal={false}
                allowNegative={false}
                decimalSeparator={i18n.language === 'en' ? '.' : ','}
                error={offsetError}
              />
            )}
          />
          <Textarea
            {...form.register(`${name}.description`)}
            label={t('workflows.form.description')}
            autosize
            minRows={1}
            error={descriptionError}
          />
          <Controller
            control={form.control}
            name={`${name}.checklist`}
            render={({ field }) => (
              <TagsInput
                ref={field.ref}
                name={field.name}
                value={field.value}
                onChange={(value) => {
                  field.onChange(value);
                  void form.trigger(field.name);
                }}
                onBlur={field.onBlur}
                label={t('workflows.form.checklist')}
                placeholder={t('workflows.form.checklist_placeholder')}
                splitChars={[]}
                error={checklistError}
              />
            )}
          />
          <Controller
            control={form.control}
            name={`${name}.tags`}
            render={({ field }) => (
              <TagsInput
                ref={field.ref}
                name={field.name}
                value={field.value}
                onChange={(value) => {
                  field.onChange(value);
                  void form.trigger(field.name);
                }}
                onBlur={field.onBlur}
                label={t('workflows.form.tags')}
                placeholder={t('workflows.form.tags_placeholder')}
                splitChars={[' ', ',']}
                error={tagsError}
              />
            )}
          />
        </SimpleGrid>
        <Group gap={2} wrap="nowrap" mt={22}>
          {button(
            t('workflows.form.move_up', { title: shown }),
            <IconArrowUp size={18} aria-hidden />,
            onMoveUp,
            { disabled: index === 0, 'data-move': `${moveKey}-up` },
          )}
          {button(
            t('workflows.form.move_down', { title: shown }),
            <IconArrowDown size={18} aria-hidden />,
            onMoveDown,
            { disabled: index === count - 1, 'data-move': `${moveKey}-down` },
          )}
          {button(
            t('workflows.form.remove', { title: shown }),
            <IconTrash size={18} aria-hidden />,
            onRemove,
            { color: 'red' },
          )}
        </Group>
      </Group>
    </Fieldset>
  );
}
