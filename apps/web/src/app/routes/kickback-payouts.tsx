import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { KickbackPayouts } from '@/features/kickbacks/components/kickback-payouts';

export function Component() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <PageTitle>{t('routes.kickback-payouts')}</PageTitle>
      <KickbackPayouts />
    </Stack>
  );
}
