import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { OAuthCallback } from '@/features/app-settings/components/oauth-callback';

export function Component() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <PageTitle>{t('routes.oauth-callback')}</PageTitle>
      <OAuthCallback />
    </Stack>
  );
}
