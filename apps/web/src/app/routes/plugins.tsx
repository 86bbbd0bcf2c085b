import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { PluginsList } from '@/features/plugins/components/plugins-list';

export function Component() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <PageTitle>{t('routes.plugins')}</PageTitle>
      <PluginsList />
    </Stack>
  );
}
