import { Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { Dashboard, DashboardRange } from '@portal/contracts/schemas/dashboard';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDashboard } from '../api/get-dashboard';
import { CompanySection } from './company-section';
import { FirmSection } from './firm-section';
import { InhouseSection } from './inhouse-section';
import { RangeSelector } from './range-selector';

/** The section of the caller's role: the server chose it from the current role and scope. */
export function DashboardSections({ view }: { view: Dashboard }) {
  if (view.kind === 'company') return <CompanySection view={view} />;
  if (view.kind === 'firm') return <FirmSection view={view} />;
  return <InhouseSection view={view} />;
}

/** The figures of the signed-in role over a chosen range; a failure offers Try again (SPEC §8). */
export function RoleDashboard() {
  const { t } = useTranslation();
  const [range, setRange] = useState<DashboardRange>('24h');
  const { data, isPending, isError, isFetching, refetch } = useDashboard(range);

  return (
    <Stack gap="md" component="section" aria-labelledby="role-dashboard-title">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={2} size="h3" id="role-dashboard-title">
          {t('dashboard.sections_title')}
        </Title>
        <Group gap="xs">
          {isFetching && !isPending && (
            <Loader size="xs" role="status" aria-label={t('common.loading')} />
          )}
          <RangeSelector value={range} onChange={setRange} />
        </Group>
      </Group>
      {isError && !data ? (
        <Group role="alert">
          <Text c="red">{t('dashboard.load_failed')}</Text>
          <Button variant="default" size="xs" onClick={() => void refetch()}>
            {t('common.try_again')}
          </Button>
        </Group>
      ) : isPending ? (
        <Center py="xl">
          <Loader role="status" aria-label={t('common.loading')} />
        </Center>
      ) : (
        data && <DashboardSections view={data} />
      )}
    </Stack>
  );
}
