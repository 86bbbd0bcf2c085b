import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { AnomalyDetection } from '@/features/anomaly-detection/components/anomaly-detection';

export function Component() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <PageTitle>{t('routes.anomaly-detection')}</PageTitle>
      <AnomalyDetection />
    </Stack>
  );
}
