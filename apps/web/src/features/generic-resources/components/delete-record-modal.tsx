import type { GenericRecord, ResourceDef } from '@portal/contracts/resources/define';
import { useTranslation } from 'react-i18next';
import { useDeleteRecord } from '../api/delete-record';
import type { ResourceText } from '../hooks/use-resource-text';
import { recordName } from '../utils/display-value';
import { ConfirmModal } from '@/components/confirm-modal';
import { notifySuccess } from '@/lib/toast';

/** Asks before a row is deleted (SPEC §5): it cannot be undone. */
export function DeleteRecordModal({
  def,
  text,
  record,
  onClose,
}: {
  def: ResourceDef;
  text: ResourceText;
  record: GenericRecord | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteRecord(def.key);
  const onDelete = () => {
    if (!record) return;
    remove.mutate(record.id, {
      onSuccess: () => {
        notifySuccess(t('generic_resources.deleted'));
        onClose();
      },
    });
  };
  return (
    <ConfirmModal
      opened={record !== null}
      title={t('generic_resources.delete_title')}
      message={t('generic_resources.delete_confirm', {
        id: record?.id ?? '',
        name: record ? recordName(def, record) : '',
        resource: text.plural,
      })}
      confirmLabel={t('generic_resources.delete')}
      loading={remove.isPending}
      onConfirm={onDelete}
      onClose={onClose}
    />
  );
}
