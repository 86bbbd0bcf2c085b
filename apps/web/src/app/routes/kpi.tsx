import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { KpiScreen } from '@/features/kpi/components/kpi-screen';

export function Component() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <PageTitle>{t('routes.kpi')}</PageTitle>
      <KpiScreen />
    </Stack>
  );
}
