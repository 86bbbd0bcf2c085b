import { Select, SimpleGrid } from '@mantine/core';
import type { TimeOptions, TimerForm } from '@portal/contracts/schemas/time-tracking';
import { Controller, useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '@/components/form/use-field-error';
import { fieldLabel } from '@/lib/i18n';

const NONE = '__none__';
type Loose = UseFormReturn<TimerForm, unknown, FieldValues>;
type Option = { value: number; label: string };

/**
 * Client (or internal time), project and task pickers: a project of the chosen client, a task of
 * the chosen project. Choosing another client clears what no longer belongs to it; internal time
 * is not billable and client work is, until the person says otherwise.
 */
export function WorkFields<T extends TimerForm>({
  form,
  options,
  cols = 3,
}: {
  form: UseFormReturn<T, unknown, FieldValues>;
  options: TimeOptions | undefined;
  cols?: number;
}) {
  const { t } = useTranslation();
  const loose = form as unknown as Loose;
  const client = useWatch({ control: loose.control, name: 'client' }) ?? null;
  const project = useWatch({ control: loose.control, name: 'project' }) ?? null;
  const projectsOf = (id: number | null) =>
    (options?.projects ?? []).filter((p) => p.client === id);
  const tasksOf = (id: number | null) => (options?.tasks ?? []).filter((k) => k.project === id);
  const set = (name: 'project' | 'task' | 'billable', value: number | boolean | null) =>
    loose.setValue(name, value as never, { shouldDirty: true });

  return (
    <SimpleGrid cols={{ base: 1, sm: cols }} spacing="sm">
      <WorkSelect
        form={loose}
        name="client"
        noneLabel={t('time.internal')}
        options={(options?.clients ?? []).map((c) => ({ value: c.id, label: c.name }))}
        onChosen={(next) => {
          if (next === client) return;
          if (!projectsOf(next).some((p) => p.id === project)) {
            set('project', null);
            set('task', null);
          }
          if (next === null) set('billable', false);
          else if (client === null) set('billable', true);
        }}
      />
      <WorkSelect
        form={loose}
        name="project"
        noneLabel={t('time.no_project')}
        options={projectsOf(client).map((p) => ({ value: p.id, label: p.name }))}
        onChosen={(next) => {
          if (next !== project) set('task', null);
        }}
      />
      <WorkSelect
        form={loose}
        name="task"
        noneLabel={t('time.no_task')}
        options={tasksOf(project).map((k) => ({ value: k.id, label: k.title }))}
        disabled={project === null}
      />
    </SimpleGrid>
  );
}

/** A searchable select whose first choice is none; it validates when chosen (SPEC §5). */
function WorkSelect({
  form,
  name,
  noneLabel,
  options,
  disabled,
  onChosen,
}: {
  form: Loose;
  name: 'client' | 'project' | 'task';
  noneLabel: string;
  options: Option[];
  disabled?: boolean;
  onChosen?: (value: number | null) => void;
}) {
  const error = useFieldError(form, name);
  const data = [
    { value: NONE, label: noneLabel },
    ...options.map((o) => ({ value: String(o.value), label: o.label })),
  ];
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Select
          ref={field.ref}
          name={field.name}
          label={fieldLabel(name)}
          data={data}
          allowDeselect={false}
          searchable
          disabled={disabled}
          value={field.value === null || field.value === undefined ? NONE : String(field.value)}
          onChange={(value) => {
            const next = options.find((o) => String(o.value) === value)?.value ?? null;
            onChosen?.(next);
            field.onChange(next);
            void form.trigger(name);
          }}
          onBlur={field.onBlur}
          error={error}
        />
      )}
    />
  );
}
