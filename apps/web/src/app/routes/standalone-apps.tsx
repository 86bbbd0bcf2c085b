import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { StandaloneList } from '@/features/catalog/components/standalone-list';

export function Component() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <PageTitle>{t('routes.standalone-apps')}</PageTitle>
      <StandaloneList />
    </Stack>
  );
}
