import { Group, Loader, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { ImportEstimate } from '@portal/contracts/schemas/activation';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useImportEstimate } from '../api/activation';

/** "roughly 9 minutes", "roughly 3.5 hours", "less than a minute", in the reader's language. */
function duration(seconds: number, language: string, t: TFunction) {
  if (seconds < 60) return t('activation.estimate_under_minute');
  const minutes = Math.round(seconds / 60);
  const [value, unit] = minutes < 90 ? [minutes, 'minute'] : [minutes / 60, 'hour'];
  const amount = new Intl.NumberFormat(language, {
    style: 'unit',
    unit,
    unitDisplay: 'long',
    maximumFractionDigits: unit === 'hour' ? 1 : 0,
  }).format(value);
  return t('activation.estimate_about', { duration: amount });
}

function estimateText(estimate: ImportEstimate, language: string, t: TFunction) {
  const orders = new Intl.NumberFormat(language).format(estimate.orders);
  if (estimate.seconds === null)
    return t(`activation.estimate_unlimited_${estimate.unit}`, { orders });
  return t(`activation.estimate_${estimate.unit}`, {
    orders,
    duration: duration(estimate.seconds, language, t),
  });
}

/**
 * How many orders the import reads from the start date and about how long it takes at the
 * ledger's rate limit; asked again a moment after the date stops changing.
 */
export function ImportEstimateText({ id, startDate }: { id: number; startDate: string }) {
  const { t, i18n } = useTranslation();
  const [settled] = useDebouncedValue(startDate, 400);
  const estimate = useImportEstimate(id, settled);
  const waiting = startDate !== settled || estimate.isFetching;
  return (
    <Text size="sm" component="div" aria-live="polite" data-testid="import-estimate">
      {waiting ? (
        <Group gap="xs">
          <Loader size="xs" aria-hidden />
          {t('activation.estimate_loading')}
        </Group>
      ) : estimate.data ? (
        estimateText(estimate.data, i18n.language, t)
      ) : estimate.isError ? (
        t('activation.estimate_failed')
      ) : null}
    </Text>
  );
}
