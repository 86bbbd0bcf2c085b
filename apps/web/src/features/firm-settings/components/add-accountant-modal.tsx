import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { ACCOUNTANT_ROLES } from '@portal/contracts/roles';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddFirmAccountant, useAddFirmAccountant } from '../api/add-firm-accountant';
import { SelectField } from '@/components/form/select-field';
import { SubmitButton } from '@/components/form/submit-button';
import { TextField } from '@/components/form/text-field';
import { applyServerErrors } from '@/lib/apply-server-errors';
import { useZodForm } from '@/lib/form';
import { notifySuccess } from '@/lib/toast';

const EMPTY: AddFirmAccountant = { email: '', role: 'AssistingAccountant' };

/** E-mail of an existing accountant and their role in the firm; server errors land on the fields. */
export function AddAccountantModal({
  firmId,
  opened,
  onClose,
}: {
  firmId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const add = useAddFirmAccountant(firmId);
  const form = useZodForm(AddFirmAccountant, EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const close = () => {
    form.reset(EMPTY);
    setProblem(null);
    onClose();
  };
  const onSubmit = form.handleSubmit((values) => {
    setProblem(null);
    add.mutate(values, {
      onSuccess: () => {
        notifySuccess(t('team.firm.accountants.added', { email: values.email }));
        close();
      },
      onError: (error) => setProblem(applyServerErrors(form, error, ['email', 'role']) ?? null),
    });
  });
  return (
    <Modal opened={opened} onClose={close} title={t('team.firm.accountants.add')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('team.firm.accountants.add_intro')}
          </Text>
          {problem && (
            <Alert color="red" variant="light" role="alert">
              {problem}
            </Alert>
          )}
          <TextField
            form={form}
            name="email"
            type="email"
            withAsterisk
            autoComplete="off"
            data-autofocus
          />
          <SelectField
            form={form}
            name="role"
            label={t('team.firm.accountants.role')}
            allowDeselect={false}
            data={ACCOUNTANT_ROLES.map((role) => ({
              value: role,
              label: t(`team.firm.accountants.role_options.${role}`),
            }))}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {t('common.cancel')}
            </Button>
            <SubmitButton loading={add.isPending}>
              {t('team.firm.accountants.add_submit')}
            </SubmitButton>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
