import { List, Text } from '@mantine/core';
import type { DuplicatePair } from '@portal/contracts/schemas/duplicate-transactions';
import type { LedgerCompany } from '@portal/contracts/schemas/ledger';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/confirm-modal';

/** SPEC §5: asks before a bulk merge, saying it keeps the earliest and cannot be undone. */
export function MergeModal({
  company,
  pairs,
  loading,
  onConfirm,
  onClose,
}: {
  company: LedgerCompany;
  pairs: DuplicatePair[] | null;
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const count = pairs?.length ?? 0;
  const system =
    company.ledger?.kind === 'fortnox' || company.ledger?.kind === 'visma'
      ? company.ledger.kind
      : null;
  const name = (v: DuplicatePair['kept']) =>
    t('detection.voucher', { series: v.series, number: v.number });
  return (
    <ConfirmModal
      opened={pairs !== null}
      title={t('detection.duplicates.merge_title', { count })}
      message={t('detection.duplicates.merge_text')}
      confirmLabel={t('detection.duplicates.merge_confirm')}
      loading={loading}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {system && (
        <Text size="sm">
          {t('detection.duplicates.merge_system', {
            system: t(`detection.duplicates.systems.${system}`),
          })}
        </Text>
      )}
      <List size="sm" spacing={2} mah={200} style={{ overflowY: 'auto' }}>
        {(pairs ?? []).map((p) => (
          <List.Item key={p.id}>
            {t('detection.duplicates.kept')} {name(p.kept)} · {t('detection.duplicates.duplicate')}{' '}
            {name(p.duplicate)}
          </List.Item>
        ))}
      </List>
    </ConfirmModal>
  );
}
