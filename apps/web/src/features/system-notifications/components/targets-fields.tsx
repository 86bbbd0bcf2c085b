import { Fieldset, Input, MultiSelect, Stack, Switch, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { ROLES } from '@portal/contracts/roles';
import type { SystemNotification } from '@portal/contracts/schemas/system-notifications';
import { useMemo, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useTargetOptions } from '../api/get-target-options';
import type { SystemNotificationForm } from './system-notification-form';
import { useFieldError } from '@/components/form/use-field-error';

type Named = { id: number; name: string };

/** Companies or firms chosen by name: searched on the server, the chosen ones kept by name. */
function NamedMultiSelect({
  form,
  name,
  label,
  kind,
  initial,
  opened,
}: {
  form: SystemNotificationForm;
  name: 'targets.company_ids' | 'targets.firm_ids';
  label: string;
  kind: 'companies' | 'firms';
  initial: Named[];
  opened: boolean;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const { data } = useTargetOptions(debounced, opened);
  const [known, setKnown] = useState<Map<number, string>>(
    () => new Map(initial.map((n) => [n.id, n.name])),
  );
  const options = useMemo(() => {
    const all = new Map(known);
    for (const n of data?.[kind] ?? []) all.set(n.id, n.name);
    return [...all].map(([id, label]) => ({ value: String(id), label }));
  }, [data, kind, known]);
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <MultiSelect
          ref={field.ref}
          name={field.name}
          label={label}
          placeholder={t('system_notifications.form.search_options')}
          nothingFoundMessage={t('system_notifications.form.nothing_found')}
          data={options}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          value={(field.value as number[]).map(String)}
          onChange={(values) => {
            setKnown((current) => {
              const next = new Map(current);
              for (const option of options)
                if (values.includes(option.value)) next.set(Number(option.value), option.label);
              return next;
            });
            field.onChange(values.map(Number));
            void form.trigger('targets');
          }}
          onBlur={field.onBlur}
          clearable
        />
      )}
    />
  );
}

/** Who gets the notification: everyone, or any mix of roles, companies and firms. */
export function TargetsFields({
  form,
  notice,
  opened,
}: {
  form: SystemNotificationForm;
  notice: SystemNotification | null;
  opened: boolean;
}) {
  const { t } = useTranslation();
  const error = useFieldError(form, 'targets');
  const key = (name: string) => `system_notifications.form.${name}`;
  return (
    <Fieldset legend={t(key('targets'))} variant="filled">
      <Stack gap="sm">
        <Text size="xs" c="dimmed">
          {t(key('targets_hint'))}
        </Text>
        <Controller
          control={form.control}
          name="targets.everyone"
          render={({ field }) => (
            <Switch
              ref={field.ref}
              name={field.name}
              label={t(key('everyone'))}
              checked={Boolean(field.value)}
              onChange={(event) => {
                field.onChange(event.currentTarget.checked);
                void form.trigger('targets');
              }}
            />
          )}
        />
        <Controller
          control={form.control}
          name="targets.roles"
          render={({ field }) => (
            <MultiSelect
              ref={field.ref}
              name={field.name}
              label={t(key('roles'))}
              data={ROLES.map((role) => ({
                value: role,
                label: `${t(`roles.${role}`)} (${role})`,
              }))}
              value={field.value as string[]}
              onChange={(values) => {
                field.onChange(values);
                void form.trigger('targets');
              }}
              onBlur={field.onBlur}
              clearable
            />
          )}
        />
        <NamedMultiSelect
          form={form}
          name="targets.company_ids"
          label={t(key('companies'))}
          kind="companies"
          initial={notice?.companies ?? []}
          opened={opened}
        />
        <NamedMultiSelect
          form={form}
          name="targets.firm_ids"
          label={t(key('firms'))}
          kind="firms"
          initial={notice?.firms ?? []}
          opened={opened}
        />
        {error && <Input.Error role="alert">{error}</Input.Error>}
      </Stack>
    </Fieldset>
  );
}
