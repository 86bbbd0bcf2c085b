import { NumberInput, Select, Switch, TagsInput, TextInput, Textarea } from '@mantine/core';
import type { ResourceDef } from '@portal/contracts/resources/define';
import { Controller, get, useFormState, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useReferenceOptions } from '../api/get-reference-options';
import type { ResourceText } from '../hooks/use-resource-text';
import { useErrorText } from '@/lib/form';

export type RecordForm = UseFormReturn<Record<string, unknown>>;

const TAG_SPLIT = [' ', ','];

/** One field of a row's form, as its kind asks: text, number, switch, select, date or tags. */
export function RecordField({
  form,
  def,
  text,
  name,
}: {
  form: RecordForm;
  def: ResourceDef;
  text: ResourceText;
  name: string;
}) {
  const { t } = useTranslation();
  const field = def.fields[name]!;
  const { errors } = useFormState({ control: form.control, name });
  const error = useErrorText()(
    get(errors, name) as { message?: string } | undefined,
    name,
    text.field(name),
  );
  const label = text.label(name);
  const common = { label, error, withAsterisk: field.required };
  const references = useReferenceOptions(field.target);
  // selects, switches and tags validate on change (SPEC §5), text on blur
  const changed = () => void form.trigger(name);

  if (field.kind === 'textarea') return <Textarea {...form.register(name)} {...common} rows={3} />;
  if (field.kind === 'text')
    return (
      <TextInput
        {...form.register(name)}
        {...common}
        type={field.format === 'email' ? 'email' : field.format === 'url' ? 'url' : 'text'}
        spellCheck={field.format === 'code' ? false : undefined}
        autoComplete="off"
      />
    );

  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field: input }) => {
        const bind = { ref: input.ref, name: input.name, onBlur: input.onBlur };
        switch (field.kind) {
          case 'number':
          case 'percent':
            return (
              <NumberInput
                {...bind}
                {...common}
                value={(input.value as number | null) ?? ''}
                onChange={(value) => input.onChange(typeof value === 'number' ? value : null)}
                min={field.min}
                max={field.max}
                allowDecimal={!field.integer}
                decimalScale={field.kind === 'percent' ? 2 : undefined}
                suffix={field.kind === 'percent' ? ' %' : undefined}
                decimalSeparator={t('generic_resources.decimal_separator')}
              />
            );
          case 'boolean':
            return (
              <Switch
                {...bind}
                label={label}
                error={error}
                checked={Boolean(input.value)}
                onChange={(event) => {
                  input.onChange(event.currentTarget.checked);
                  changed();
                }}
              />
            );
          case 'select':
          case 'reference': {
            const data =
              field.kind === 'reference'
                ? (references.data ?? [])
                : (field.options ?? []).map((value) => ({
                    value,
                    label: text.option(name, value),
                  }));
            return (
              <Select
                {...bind}
                {...common}
                data={data}
                searchable={data.length > 8}
                placeholder={t('generic_resources.choose')}
                clearable={!field.required}
                value={
                  input.value === null || input.value === undefined ? null : String(input.value)
                }
                onChange={(value) => {
                  input.onChange(
                    value === null ? null : field.kind === 'reference' ? Number(value) : value,
                  );
                  changed();
                }}
              />
            );
          }
          case 'date':
            return (
              <TextInput
                {...bind}
                {...common}
                type="date"
                value={(input.value as string | null) ?? ''}
                onChange={(event) => input.onChange(event.currentTarget.value || null)}
              />
            );
          case 'tags':
            return (
              <TagsInput
                {...bind}
                {...common}
                description={t('generic_resources.tags_hint')}
                value={(input.value as string[] | undefined) ?? []}
                onChange={(value) => {
                  input.onChange(value);
                  changed();
                }}
                splitChars={TAG_SPLIT}
                maxTags={field.max}
                clearable
              />
            );
          default:
            return <></>;
        }
      }}
    />
  );
}
