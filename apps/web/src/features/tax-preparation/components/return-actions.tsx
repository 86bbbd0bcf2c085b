import { Button, Group } from '@mantine/core';
import type { TaxReturn } from '@portal/contracts/schemas/tax-preparation';
import { IconFileCheck, IconPlayerPlay, IconReceiptTax, IconRotate } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePatchTaxReturn } from '../api/save-tax-return';
import { periodLabel } from '../utils/format';
import { notifySuccess } from '@/lib/toast';

/** A return's buttons: its VAT figures, start it or set it back, file it once its period is over. */
export function ReturnActions({
  taxReturn,
  onFigures,
  onFile,
}: {
  taxReturn: TaxReturn;
  onFigures: () => void;
  onFile: () => void;
}) {
  const { t, i18n } = useTranslation();
  const patch = usePatchTaxReturn();
  const r = taxReturn;
  const named = {
    kind: t(`preparation.tax.kinds.${r.kind}`),
    period: periodLabel(t, i18n.language, r),
    client: r.company_name,
  };
  const move = (status: 'open' | 'in_progress') =>
    patch.mutate(
      { id: r.id, status },
      { onSuccess: () => notifySuccess(t('preparation.tax.updated')) },
    );
  return (
    <Group gap="xs" wrap="nowrap" justify="flex-end">
      {r.kind === 'vat' && (
        <Button
          size="xs"
          variant="subtle"
          leftSection={<IconReceiptTax size={14} aria-hidden />}
          aria-label={t('preparation.tax.show_figures_row', named)}
          onClick={onFigures}
        >
          {t('preparation.tax.show_figures')}
        </Button>
      )}
      {r.status === 'open' && (
        <Button
          size="xs"
          variant="subtle"
          leftSection={<IconPlayerPlay size={14} aria-hidden />}
          aria-label={t('preparation.tax.start_row', named)}
          loading={patch.isPending}
          onClick={() => move('in_progress')}
        >
          {t('preparation.tax.start')}
        </Button>
      )}
      {r.status === 'in_progress' && (
        <Button
          size="xs"
          variant="subtle"
          leftSection={<IconRotate size={14} aria-hidden />}
          aria-label={t('preparation.tax.back_row', named)}
          loading={patch.isPending}
          onClick={() => move('open')}
        >
          {t('preparation.tax.back')}
        </Button>
      )}
      {r.status !== 'filed' && (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconFileCheck size={14} aria-hidden />}
          aria-label={t('preparation.tax.file_row', named)}
          disabled={!r.period_ended}
          title={r.period_ended ? undefined : t('preparation.tax.not_ended')}
          onClick={onFile}
        >
          {t('preparation.tax.file')}
        </Button>
      )}
    </Group>
  );
}
