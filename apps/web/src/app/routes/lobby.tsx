import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { Lobby } from '@/features/switching/components/lobby';
import { TourInvitation } from '@/features/tours/components/tour-invitation';

export function Component() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <PageTitle>{t('routes.lobby')}</PageTitle>
      <TourInvitation tour="accountant" />
      <Lobby />
    </Stack>
  );
}
