import { Group, Modal, MultiSelect, SimpleGrid, Stack } from '@mantine/core';
import { ROLES } from '@portal/contracts/roles';
import type { Plugin } from '@portal/contracts/schemas/tenancy';
import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PluginInput, useSavePlugin } from '../api/save-plugin';
import { SubmitButton } from '@/components/form/submit-button';
import { SwitchField } from '@/components/form/switch-field';
import { TextField } from '@/components/form/text-field';
import { useFieldError } from '@/components/form/use-field-error';
import { useZodForm } from '@/lib/form';
import { notifySuccess } from '@/lib/toast';

function formValues(plugin: Plugin | null): PluginInput {
  return {
    path: plugin?.path ?? '/plugins/',
    title_sv: plugin?.title_sv ?? '',
    title_en: plugin?.title_en ?? '',
    roles: plugin?.roles ?? [],
    url: plugin?.url ?? 'https://',
    show_in_menu: plugin?.show_in_menu ?? true,
  };
}

/** Create (plugin null) or edit a runtime plugin route. */
export function PluginFormModal({
  opened,
  plugin,
  onClose,
}: {
  opened: boolean;
  plugin: Plugin | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSavePlugin();
  const form = useZodForm(PluginInput, formValues(plugin));
  const rolesError = useFieldError(form, 'roles');
  const { reset } = form;
  useEffect(() => {
    if (opened) reset(formValues(plugin));
  }, [opened, plugin, reset]);

  const onSubmit = form.handleSubmit((input) =>
    save.mutate(
      { id: plugin?.id ?? null, input },
      {
        onSuccess: () => {
          notifySuccess(plugin ? t('admin.plugins.saved') : t('admin.plugins.created'));
          onClose();
        },
      },
    ),
  );

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="lg"
      title={
        plugin ? t('admin.plugins.edit_title', { path: plugin.path }) : t('admin.plugins.create')
      }
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <TextField
            form={form}
            name="path"
            label={t('admin.plugins.path')}
            description={t('admin.plugins.path_hint')}
            withAsterisk
            autoComplete="off"
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextField
              form={form}
              name="title_sv"
              label={t('admin.plugins.title_sv')}
              withAsterisk
              autoComplete="off"
            />
            <TextField
              form={form}
              name="title_en"
              label={t('admin.plugins.title_en')}
              withAsterisk
              autoComplete="off"
            />
          </SimpleGrid>
          <TextField
            form={form}
            name="url"
            type="url"
            label={t('admin.plugins.url')}
            withAsterisk
            autoComplete="off"
          />
          <Controller
            control={form.control}
            name="roles"
            render={({ field }) => (
              <MultiSelect
                ref={field.ref}
                name={field.name}
                label={t('admin.plugins.roles')}
                withAsterisk
                data={ROLES.map((role) => ({
                  value: role,
                  label: `${t(`roles.${role}`)} (${role})`,
                }))}
                value={field.value ?? []}
                onChange={(value) => {
                  field.onChange(value);
                  void form.trigger('roles');
                }}
                onBlur={field.onBlur}
                error={rolesError}
                clearable
              />
            )}
          />
          <SwitchField form={form} name="show_in_menu" label={t('admin.plugins.show_in_menu')} />
          <Group justify="flex-end">
            <SubmitButton loading={save.isPending}>
              {plugin ? t('common.save') : t('admin.create')}
            </SubmitButton>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
