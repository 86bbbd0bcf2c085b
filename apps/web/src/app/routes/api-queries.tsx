import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { ApiConsole } from '@/features/api-queries/components/api-console';

export function Component() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <PageTitle>{t('routes.api-queries')}</PageTitle>
      <ApiConsole />
    </Stack>
  );
}
