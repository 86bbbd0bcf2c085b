import { Group, Modal, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CreateUserForm, useCreateUser } from '../api/create-user';
import { roleOptions } from './role-options';
import { PasswordField } from '@/components/form/password-field';
import { SelectField } from '@/components/form/select-field';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { useZodForm } from '@/lib/form';
import { notifySuccess } from '@/lib/toast';

const EMPTY: CreateUserForm = {
  email: '',
  first_name: '',
  last_name: '',
  role: 'Owner',
  password: '',
};

/** POST users/: an active user with a role; without a password they set one via "forgot password". */
export function CreateUserModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateUser();
  const form = useZodForm(CreateUserForm, EMPTY);
  const close = () => {
    form.reset(EMPTY);
    onClose();
  };
  const onSubmit = form.handleSubmit((values) =>
    create.mutate(values, {
      onSuccess: () => {
        notifySuccess(t('admin.users.created'));
        close();
      },
    }),
  );
  return (
    <Modal opened={opened} onClose={close} title={t('admin.users.create')} size="lg">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <TextField form={form} name="email" type="email" withAsterisk autoComplete="off" />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextField form={form} name="first_name" withAsterisk autoComplete="off" />
            <TextField form={form} name="last_name" withAsterisk autoComplete="off" />
          </SimpleGrid>
          <SelectField
            form={form}
            name="role"
            label={t('admin.users.role')}
            allowDeselect={false}
            withAsterisk
            data={roleOptions(t)}
          />
          <PasswordField
            form={form}
            name="password"
            label={t('admin.users.password')}
            description={t('admin.users.password_hint')}
            autoComplete="new-password"
          />
          <Group justify="flex-end">
            <SubmitButton loading={create.isPending}>{t('admin.create')}</SubmitButton>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
