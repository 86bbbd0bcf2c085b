import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { TermsPage } from '@/features/terms/components/terms-page';

export function Component() {
  const { t } = useTranslation();
  return (
    <Stack gap={0}>
      <PageTitle>{t('routes.terms-and-conditions')}</PageTitle>
      <TermsPage />
    </Stack>
  );
}
