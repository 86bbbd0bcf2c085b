import type { Guide } from '@portal/contracts/schemas/guides';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDeleteGuide } from '../api/delete-guide';
import { ConfirmModal } from '@/components/confirm-modal';
import { notifySuccess } from '@/lib/toast';

/** Asks before DELETE guides/{id}/, then goes back to the list. */
export function DeleteGuideModal({ guide, onClose }: { guide: Guide | null; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteGuide();
  const navigate = useNavigate();
  const onDelete = () => {
    if (!guide) return;
    remove.mutate(guide.id, {
      onSuccess: () => {
        notifySuccess(t('guides.deleted'));
        onClose();
        void navigate('/guides', { replace: true });
      },
    });
  };
  return (
    <ConfirmModal
      opened={guide !== null}
      title={t('guides.delete_title')}
      message={t('guides.delete_confirm', { title: guide?.title ?? '' })}
      confirmLabel={t('guides.delete')}
      loading={remove.isPending}
      onConfirm={onDelete}
      onClose={onClose}
    />
  );
}
