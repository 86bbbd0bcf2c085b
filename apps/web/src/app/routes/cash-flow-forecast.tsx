import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { CashFlowForecastScreen } from '@/features/cash-flow-forecast/components/cash-flow-forecast';

export function Component() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <PageTitle>{t('routes.cash-flow-forecast')}</PageTitle>
      <CashFlowForecastScreen />
    </Stack>
  );
}
