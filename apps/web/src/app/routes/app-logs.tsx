import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { ApiLogTable } from '@/features/api-log/components/api-log-table';

export function Component() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <PageTitle>{t('routes.app-logs')}</PageTitle>
      <ApiLogTable />
    </Stack>
  );
}
