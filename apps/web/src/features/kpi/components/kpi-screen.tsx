import { Anchor, Group, Stack, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CompanyKpis } from './company-kpis';
import { KpiClientsTable } from './kpi-clients-table';
import { useCan } from '@/stores/session-store';

const VIEWS = ['clients', 'client'] as const;

/** /kpi: a client's KPIs month by month, and the firm's clients side by side. */
export function KpiScreen() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const view = VIEWS.find((v) => v === params.get('view')) ?? 'clients';
  const profitability = useCan('view:client-profitability');
  const choose = (next: string | null) =>
    setParams((old) => {
      const updated = new URLSearchParams(old);
      updated.set('view', next ?? 'clients');
      return updated;
    });
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Text size="sm" c="dimmed" maw={760}>
          {t('financials.kpi.intro')}
        </Text>
        {profitability && (
          <Anchor component={Link} to="/time-tracking?view=profitability" size="sm">
            {t('financials.kpi.profitability_link')}
          </Anchor>
        )}
      </Group>
      <Tabs value={view} onChange={choose} keepMounted={false}>
        <Tabs.List mb="lg">
          {VIEWS.map((v) => (
            <Tabs.Tab key={v} value={v}>
              {t(`financials.kpi.tabs.${v}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="clients">
          <KpiClientsTable />
        </Tabs.Panel>
        <Tabs.Panel value="client">
          <CompanyKpis />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
