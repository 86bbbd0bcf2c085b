import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { FirmDashboard } from '@portal/contracts/schemas/dashboard';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '../utils/format';
import { AttentionList } from './attention-list';
import { ClientTable } from './client-table';
import { FigureCard } from './figure-card';
import { PartnerSection } from './partner-section';
import { RoiCalculator } from './roi-calculator';
import { VolumeChart } from './volume-chart';

/** An accountant's dashboard: the clients' health, who needs attention, volume and the ROI. */
export function FirmSection({ view }: { view: FirmDashboard }) {
  const { t, i18n } = useTranslation();
  const key = (name: string) => `dashboard.firm.${name}`;
  const number = new Intl.NumberFormat(intlLocale(i18n.language));
  const problems = view.clients.reduce((sum, client) => sum + client.open_problems, 0);

  return (
    <Stack gap="lg" data-testid="firm-dashboard">
      {view.partner && <PartnerSection figures={view.partner} />}
      <SimpleGrid type="container" cols={{ base: 1, '600px': 3 }}>
        <FigureCard label={t(key('clients'))} value={view.clients.length} />
        <FigureCard label={t(key('needs_attention'))} value={view.attention.length} />
        <FigureCard label={t(key('open_problems'))} value={number.format(problems)} />
      </SimpleGrid>
      <AttentionList clients={view.attention} />
      <VolumeChart title={t(key('volume_title'))} range={view.range} volume={view.volume} />
      <Paper withBorder p="md" component="section" aria-labelledby="firm-clients">
        <Title order={3} size="h4" id="firm-clients" mb="xs">
          {t(key('clients_title'))}
        </Title>
        {view.clients.length === 0 ? (
          <Text c="dimmed">{t(key('no_clients'))}</Text>
        ) : (
          <ClientTable clients={view.clients} />
        )}
      </Paper>
      <RoiCalculator inputs={view.roi} />
    </Stack>
  );
}
