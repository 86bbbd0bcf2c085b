import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { FirmOverview } from '@/features/firm-overview/components/firm-overview';

export function Component() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <PageTitle>{t('routes.overview')}</PageTitle>
      <FirmOverview />
    </Stack>
  );
}
