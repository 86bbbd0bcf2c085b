import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { GuidesScreen } from '@/features/guides/components/guides-screen';

export function Component() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <PageTitle>{t('routes.guides')}</PageTitle>
      <GuidesScreen />
    </Stack>
  );
}
