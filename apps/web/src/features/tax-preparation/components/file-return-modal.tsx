import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { TaxReturn } from '@portal/contracts/schemas/tax-preparation';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTaxReturn } from '../api/get-tax-returns';
import { useFileTaxReturn } from '../api/save-tax-return';
import { periodLabel } from '../utils/format';
import { VatFiguresView } from './vat-figures';
import { ListState } from '@/components/list-state';
import { describeError } from '@/lib/describe-error';
import { notifySuccess } from '@/lib/toast';

/**
 * Asks before filing and shows what is filed: the VAT figures as booked now, which are kept as
 * they are. If something was booked since they were shown, the server says so and they reload.
 */
export function FileReturnModal({
  taxReturn,
  onClose,
}: {
  taxReturn: TaxReturn | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const detail = useTaxReturn(taxReturn?.id ?? null);
  const file = useFileTaxReturn();
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => setProblem(null), [taxReturn]);
  const vat = taxReturn?.kind === 'vat';
  const named = taxReturn
    ? { period: periodLabel(t, i18n.language, taxReturn), client: taxReturn.company_name }
    : { period: '', client: '' };

  const onConfirm = () => {
    if (!taxReturn || (vat && !detail.data?.figures)) return;
    file.mutate(
      { id: taxReturn.id, vatToPay: vat ? detail.data!.figures!.vat_to_pay : null },
      {
        onSuccess: () => {
          notifySuccess(t('preparation.tax.filed'));
          onClose();
        },
        onError: (error) => {
          const described = describeError(error);
          if (described?.kind === 'text') setProblem(described.text);
          void detail.refetch();
        },
      },
    );
  };
  return (
    <Modal
      opened={taxReturn !== null}
      onClose={onClose}
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
      title={t('preparation.tax.file_title')}
    >
      <Stack gap="md">
        <Text size="sm">
          {vat
            ? t('preparation.tax.file_text_vat', named)
            : t('preparation.tax.file_text_income', named)}
        </Text>
        {problem && (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        )}
        {vat && (
          <ListState
            loading={detail.isPending}
            failed={detail.isError && !detail.data}
            onRetry={() => void detail.refetch()}
            empty={false}
            emptyText=""
          >
            {detail.data?.figures && <VatFiguresView figures={detail.data.figures} />}
          </ListState>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            onClick={onConfirm}
            loading={file.isPending}
            disabled={vat && (!detail.data?.figures || detail.isFetching)}
          >
            {t('preparation.tax.file')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
