import type { CustomRule } from '@portal/contracts/schemas/rules';
import { useTranslation } from 'react-i18next';
import { useDeleteCustomRule } from '../api/delete-custom-rule';
import { ConfirmModal } from '@/components/confirm-modal';
import { notifySuccess } from '@/lib/toast';

/** Asks before DELETE custom-rules/{id}/: the rule stops running at its entry point. */
export function DeleteCustomRuleModal({
  rule,
  onClose,
}: {
  rule: CustomRule | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteCustomRule();
  const onDelete = () => {
    if (!rule) return;
    remove.mutate(rule.id, {
      onSuccess: () => {
        notifySuccess(t('rules.deleted'));
        onClose();
      },
    });
  };
  return (
    <ConfirmModal
      opened={rule !== null}
      title={t('rules.delete_title')}
      message={t('rules.delete_confirm', { id: rule?.id ?? '' })}
      confirmLabel={t('rules.delete')}
      loading={remove.isPending}
      onConfirm={onDelete}
      onClose={onClose}
    />
  );
}
