import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';
import { RoleDashboard } from '@/features/dashboard/components/role-dashboard';
import { WelcomeCard } from '@/features/dashboard/components/welcome-card';
import { MaintenanceCard } from '@/features/settings/components/maintenance-card';
import { TourInvitation } from '@/features/tours/components/tour-invitation';
import { currentRole, useSessionStore } from '@/stores/session-store';

export function Component() {
  const { t } = useTranslation();
  const isInhouse = useSessionStore((s) => currentRole(s) === 'Inhouse');
  return (
    <Stack gap="lg">
      <PageTitle>{t('routes.dashboard')}</PageTitle>
      <TourInvitation tour="owner" />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg" style={{ alignItems: 'start' }}>
        <WelcomeCard />
        {isInhouse && <MaintenanceCard />}
      </SimpleGrid>
      <RoleDashboard />
    </Stack>
  );
}
