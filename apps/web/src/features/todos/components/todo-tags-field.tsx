import { TagsInput } from '@mantine/core';
import {
  TODO_TAG_SPLIT_CHARS,
  TODO_TAGS_MAX,
  type TodoFormValues,
} from '@portal/contracts/schemas/todos';
import { Controller, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '@/components/form/use-field-error';

/** Tags registered with Enter or Space (SPEC §5), suggested from the tags already in use. */
export function TodoTagsField({
  form,
  suggestions,
}: {
  form: UseFormReturn<TodoFormValues, unknown, FieldValues>;
  suggestions: string[];
}) {
  const { t } = useTranslation();
  const error = useFieldError(form, 'tags');
  return (
    <Controller
      control={form.control}
      name="tags"
      render={({ field }) => (
        <TagsInput
          ref={field.ref}
          name={field.name}
          label={t('todos.form.tags')}
          description={t('todos.form.tags_hint')}
          placeholder={t('todos.form.tags_placeholder')}
          data={suggestions}
          value={field.value ?? []}
          onChange={(tags) => {
            field.onChange(tags.map((tag) => tag.trim()).filter(Boolean));
            void form.trigger('tags');
          }}
          onBlur={field.onBlur}
          splitChars={TODO_TAG_SPLIT_CHARS}
          maxTags={TODO_TAGS_MAX}
          acceptValueOnBlur
          maxDropdownHeight={160}
          clearable
          error={error}
          data-testid="todo-tags"
        />
      )}
    />
  );
}
