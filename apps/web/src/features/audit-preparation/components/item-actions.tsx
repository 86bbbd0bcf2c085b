import { Button } from '@mantine/core';
import type { AuditItem, AuditStatus } from '@portal/contracts/schemas/audit-preparation';
import { IconCheck, IconFileSearch, IconPlayerPlay, IconRotate } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePatchAuditItem } from '../api/save-audit-item';
import { RowActions } from '@/components/data-table/row-actions';
import { notifySuccess } from '@/lib/toast';

/** The one step a manual item takes next: start it, finish it, or reopen it. */
const NEXT = {
  open: { to: 'in_progress', key: 'start', Icon: IconPlayerPlay },
  in_progress: { to: 'done', key: 'finish', Icon: IconCheck },
  done: { to: 'in_progress', key: 'reopen', Icon: IconRotate },
} as const satisfies Record<AuditStatus, object>;

/** A row's buttons: the next status of a manual item or the proof of an automatic one, edit, delete. */
export function ItemActions({
  item,
  onEdit,
  onDelete,
  onProof,
}: {
  item: AuditItem;
  onEdit: () => void;
  onDelete: () => void;
  onProof: () => void;
}) {
  const { t } = useTranslation();
  const patch = usePatchAuditItem();
  const title = { title: item.title };
  const next = NEXT[item.status];
  return (
    <RowActions
      edit={{
        text: t('admin.edit'),
        label: t('preparation.audit.edit_row', title),
        onClick: onEdit,
      }}
      remove={
        item.kind === 'custom'
          ? {
              text: t('preparation.audit.delete'),
              label: t('preparation.audit.delete_row', title),
              onClick: onDelete,
            }
          : undefined
      }
    >
      {item.automatic ? (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconFileSearch size={14} aria-hidden />}
          aria-label={t('preparation.audit.show_proof_row', title)}
          onClick={onProof}
        >
          {t('preparation.audit.show_proof')}
        </Button>
      ) : (
        <Button
          size="xs"
          variant="light"
          leftSection={<next.Icon size={14} aria-hidden />}
          aria-label={t(`preparation.audit.${next.key}_row`, title)}
          loading={patch.isPending}
          onClick={() =>
            patch.mutate(
              { id: item.id, patch: { status: next.to } },
              { onSuccess: () => notifySuccess(t('preparation.audit.updated')) },
            )
          }
        >
          {t(`preparation.audit.${next.key}`)}
        </Button>
      )}
    </RowActions>
  );
}
