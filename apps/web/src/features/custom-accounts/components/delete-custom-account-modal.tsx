import type { CustomAccountMapping } from '@portal/contracts/schemas/custom-accounts';
import { useTranslation } from 'react-i18next';
import { useDeleteCustomAccount } from '../api/delete-custom-account';
import { ConfirmModal } from '@/components/confirm-modal';
import { notifySuccess } from '@/lib/toast';

/** Asks before DELETE custom-accounts/{id}/: new bookings go back to the subscription's account. */
export function DeleteCustomAccountModal({
  mapping,
  onClose,
}: {
  mapping: CustomAccountMapping | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteCustomAccount();
  return (
    <ConfirmModal
      opened={mapping !== null}
      title={t('custom_accounts.delete_title')}
      message={t('custom_accounts.delete_text', {
        account: mapping?.account_number ?? '',
        company: mapping?.company_name ?? '',
      })}
      confirmLabel={t('custom_accounts.delete')}
      loading={remove.isPending}
      onConfirm={() =>
        mapping &&
        remove.mutate(mapping.id, {
          onSuccess: () => {
            notifySuccess(t('custom_accounts.deleted'));
            onClose();
          },
        })
      }
      onClose={onClose}
    />
  );
}
