import type { ConnectedUser } from '@portal/contracts/schemas/tenancy';
import { useTranslation } from 'react-i18next';
import { useRemoveCompanyUser } from '../api/remove-company-user';
import type { ActiveCompanyRef } from '../hooks/use-active-company';
import { displayName } from './display-name';
import { ConfirmModal } from '@/components/confirm-modal';
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
    <ConfirmModal
      opened={user !== null}
      title={t('team.connected.confirm_title')}
      message={t('team.connected.confirm_text', { name, company: company.name })}
      confirmLabel={t('team.connected.remove')}
      loading={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
