import { Select, TextInput } from '@mantine/core';
import { ElementKind } from '@portal/contracts/schemas/sync';
import { Controller, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText, filled, type TriggerTaskForm } from './trigger-task-form';

/** The value of one keyword: a select of element kinds for `kind`, a text box otherwise. */
export function KwargField({
  form,
  name,
  keyword,
  label,
}: {
  form: UseFormReturn<TriggerTaskForm>;
  name: Path<TriggerTaskForm>;
  keyword: string;
  label?: string;
}) {
  const { t } = useTranslation();
  const shown = label ?? keyword;
  return (
    <Controller
      control={form.control}
      name={name}
      defaultValue=""
      rules={{ validate: filled }}
      render={({ field, fieldState }) => {
        const common = {
          label: shown,
          withAsterisk: true,
          error: errorText(t, fieldState.error, shown),
          ref: field.ref,
          name: field.name,
          onBlur: field.onBlur,
        };
        const value = typeof field.value === 'string' ? field.value : '';
        return keyword === 'kind' ? (
          <Select
            {...common}
            data={ElementKind.options.map((kind) => ({
              value: kind,
              label: t(`sync.trigger.kinds.${kind}`),
            }))}
            value={value || null}
            allowDeselect={false}
            onChange={(next) => {
              field.onChange(next ?? '');
              void form.trigger(name);
            }}
          />
        ) : (
          <TextInput
            {...common}
            value={value}
            autoComplete="off"
            onChange={(event) => field.onChange(event.currentTarget.value)}
          />
        );
      }}
    />
  );
}
