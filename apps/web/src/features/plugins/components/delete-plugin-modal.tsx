import type { Plugin } from '@portal/contracts/schemas/tenancy';
import { useTranslation } from 'react-i18next';
import { useDeletePlugin } from '../api/delete-plugin';
import { ConfirmModal } from '@/components/confirm-modal';
import { notifySuccess } from '@/lib/toast';

/** Asks before DELETE plugins/{id}/: the entry leaves everyone's menu. */
export function DeletePluginModal({
  plugin,
  onClose,
}: {
  plugin: Plugin | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const remove = useDeletePlugin();
  const onDelete = () => {
    if (!plugin) return;
    remove.mutate(plugin.id, {
      onSuccess: () => {
        notifySuccess(t('admin.plugins.deleted'));
        onClose();
      },
    });
  };
  return (
    <ConfirmModal
      opened={plugin !== null}
      title={t('admin.plugins.delete_title')}
      message={t('admin.plugins.delete_confirm', { path: plugin?.path ?? '' })}
      confirmLabel={t('admin.plugins.delete')}
      loading={remove.isPending}
      onConfirm={onDelete}
      onClose={onClose}
    />
  );
}
