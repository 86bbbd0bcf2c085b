import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { RoiCalculator } from '@/features/roi-calculator/components/roi-calculator';

export function Component() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <PageTitle>{t('routes.roi-calculator')}</PageTitle>
      <RoiCalculator />
    </Stack>
  );
}
