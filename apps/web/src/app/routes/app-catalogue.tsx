import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { CatalogueList } from '@/features/catalog/components/catalogue-list';

export function Component() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <PageTitle>{t('routes.app-catalogue')}</PageTitle>
      <CatalogueList />
    </Stack>
  );
}
