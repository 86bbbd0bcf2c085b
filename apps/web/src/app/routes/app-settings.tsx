import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { AppSettingsTabs } from '@/features/app-settings/components/app-settings-tabs';

export function Component() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  return (
    <Stack gap="md">
      <PageTitle>{t('routes.app-settings')}</PageTitle>
      <AppSettingsTabs key={id} id={id} />
    </Stack>
  );
}
