import type { FirmAccountant } from '@portal/contracts/schemas/tenancy';
import type { FirmRef } from '@portal/contracts/schemas/users';
import { useTranslation } from 'react-i18next';
import { useRemoveFirmAccountant } from '../api/remove-firm-accountant';
import { accountantName } from './accountant-name';
import { ConfirmModal } from '@/components/confirm-modal';
import { notifySuccess } from '@/lib/toast';

/** Asks before an accountant leaves the firm, then removes them. */
export function RemoveAccountantModal({
  firm,
  accountant,
  onClose,
}: {
  firm: FirmRef;
  accountant: FirmAccountant | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const remove = useRemoveFirmAccountant(firm.id);
  const name = accountant ? accountantName(accountant) : '';
  const confirm = () => {
    if (!accountant) return;
    remove.mutate(accountant.id, {
      onSuccess: () => {
        notifySuccess(t('team.firm.accountants.removed', { name }));
        onClose();
      },
    });
  };
  return (
    <ConfirmModal
      opened={accountant !== null}
      title={t('team.firm.accountants.remove_title')}
      message={t('team.firm.accountants.remove_text', { name, firm: firm.name })}
      confirmLabel={t('team.firm.accountants.remove')}
      loading={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
