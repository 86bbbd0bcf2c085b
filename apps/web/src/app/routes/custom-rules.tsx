import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { CustomRulesList } from '@/features/custom-rules/components/custom-rules-list';

export function Component() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <PageTitle>{t('routes.custom-rules')}</PageTitle>
      <CustomRulesList />
    </Stack>
  );
}
