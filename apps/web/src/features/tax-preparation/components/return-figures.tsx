import { Alert, Stack, Text } from '@mantine/core';
import type { TaxReturnDetail } from '@portal/contracts/schemas/tax-preparation';
import { useTranslation } from 'react-i18next';
import { useTaxReturn } from '../api/get-tax-returns';
import { formatters } from '../utils/format';
import { VatFiguresView } from './vat-figures';
import { ListState } from '@/components/list-state';

/** Where a return's figures come from: the filed snapshot, or what is booked now. */
export function FiguresSource({ detail }: { detail: TaxReturnDetail }) {
  const { t, i18n } = useTranslation();
  const f = formatters(i18n.language);
  return (
    <Alert variant="light" color={detail.figures_source === 'filed' ? 'teal' : 'blue'} p="xs">
      <Text size="sm" data-testid="figures-source">
        {detail.figures_source === 'filed'
          ? t('preparation.tax.figures_filed', {
              date: f.day(detail.filed_at?.slice(0, 10) ?? null),
              name: detail.filed_by?.name ?? '',
            })
          : t('preparation.tax.figures_booked')}
      </Text>
    </Alert>
  );
}

/** The VAT figures panel of one return, loaded fresh, with loading and Try again. */
export function ReturnFigures({ id }: { id: number }) {
  const detail = useTaxReturn(id);
  return (
    <ListState
      loading={detail.isPending}
      failed={detail.isError && !detail.data}
      onRetry={() => void detail.refetch()}
      empty={false}
      emptyText=""
    >
      {detail.data?.figures && (
        <Stack gap="md">
          <FiguresSource detail={detail.data} />
          <VatFiguresView figures={detail.data.figures} />
        </Stack>
      )}
    </ListState>
  );
}
