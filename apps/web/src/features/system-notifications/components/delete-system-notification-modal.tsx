import type { SystemNotification } from '@portal/contracts/schemas/system-notifications';
import { useTranslation } from 'react-i18next';
import { useDeleteSystemNotification } from '../api/delete-system-notification';
import { ConfirmModal } from '@/components/confirm-modal';
import { notifySuccess } from '@/lib/toast';

/** Asks before DELETE system-notifications/{id}/: it will not be delivered. */
export function DeleteSystemNotificationModal({
  notice,
  onClose,
}: {
  notice: SystemNotification | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteSystemNotification();
  const onDelete = () => {
    if (!notice) return;
    remove.mutate(notice.id, {
      onSuccess: () => {
        notifySuccess(t('system_notifications.deleted'));
        onClose();
      },
    });
  };
  return (
    <ConfirmModal
      opened={notice !== null}
      title={t('system_notifications.delete_title')}
      message={t('system_notifications.delete_confirm', { title: notice?.title ?? '' })}
      confirmLabel={t('system_notifications.delete')}
      loading={remove.isPending}
      onConfirm={onDelete}
      onClose={onClose}
    />
  );
}
