import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { AddAppForm } from '@/features/catalog/components/add-app-form';

export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <Stack gap="md">
      <PageTitle>{t('routes.add-apps')}</PageTitle>
      <AddAppForm
        app={params.get('app') ?? undefined}
        accounting={params.get('accounting') ?? undefined}
      />
    </Stack>
  );
}
