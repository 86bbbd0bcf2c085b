import type { FaqEntry } from '@portal/contracts/schemas/faq';
import { useTranslation } from 'react-i18next';
import { useDeleteFaqItem } from '../api/save-faq-item';
import { ConfirmModal } from '@/components/confirm-modal';
import { notifySuccess } from '@/lib/toast';

/** Asks before DELETE faq/{id}/: it is gone for everyone. */
export function DeleteFaqItemModal({
  item,
  onClose,
}: {
  item: FaqEntry | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteFaqItem();
  const onDelete = () => {
    if (!item) return;
    remove.mutate(item.id, {
      onSuccess: () => {
        notifySuccess(t('faq.deleted'));
        onClose();
      },
    });
  };
  return (
    <ConfirmModal
      opened={item !== null}
      title={t('faq.delete_title')}
      message={t('faq.delete_text', { question: item?.question ?? '' })}
      confirmLabel={t('faq.actions.delete')}
      loading={remove.isPending}
      onConfirm={onDelete}
      onClose={onClose}
    />
  );
}
