import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ConnectedUser } from '@portal/contracts/schemas/tenancy';
import { useTranslation } from 'react-i18next';
import { useRemoveCompanyUser } from '../api/remove-company-user';
import type { ActiveCompanyRef } from '../hooks/use-active-company';
import { displayName } from './display-name';
import { notifySuccess } from '@/lib/toast';

interface RemoveCompanyUserModalProps {
  company: ActiveCompanyRef;
  user: ConnectedUser | null;
  onClose: () => void;
}

/** Asks before a user loses access to the company, then removes them. */
export function RemoveCompanyUserModal({ company, user, onClose }: RemoveCompanyUserModalProps) {
  const { t } = useTranslation();
  const remove = useRemoveCompanyUser();
  const name = user ? displayName(user) : '';
  const confirm = () => {
    if (!user) return;
    remove.mutate(
      { companyId: company.id, userId: user.id },
      {
        onSuccess: () => {
          notifySuccess(t('team.connected.removed', { name, company: company.name }));
          onClose();
        },
      },
    );
  };
  return (
    <Modal opened={user !== null} onClose={onClose} title={t('team.connected.confirm_title')}>
      <Stack gap="md">
        <Text>{t('team.connected.confirm_text', { name, company: company.name })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button color="red" loading={remove.isPending} onClick={confirm}>
            {t('team.connected.remove')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
