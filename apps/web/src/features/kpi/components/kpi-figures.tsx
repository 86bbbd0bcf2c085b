import { Paper, SimpleGrid, Text } from '@mantine/core';
import { KPI_NAMES, type Kpis } from '@portal/contracts/schemas/kpi';
import { useTranslation } from 'react-i18next';
import type { KpiFormat } from '../utils/kpi-format';

/** The client's KPIs as labelled figures, each with what it is made of. */
export function KpiFigures({ kpis, format }: { kpis: Kpis; format: KpiFormat }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} data-testid="kpi-figures">
      {KPI_NAMES.map((name) => (
        <Paper key={name} withBorder p="sm" data-testid={`kpi-${name}`}>
          <Text size="xs" c="dimmed">
            {t(`financials.kpi.names.${name}`)}
          </Text>
          <Text fw={700} size="xl">
            {format.kpi[name](kpis)}
          </Text>
          <Text size="xs" c="dimmed">
            {name === 'runway_months'
              ? kpis.burning
                ? t('financials.kpi.hints.runway_burning', {
                    burn: format.kr(kpis.monthly_burn),
                    cash: format.kr(kpis.cash),
                  })
                : t('financials.kpi.hints.runway_not_burning', { cash: format.kr(kpis.cash) })
              : t(`financials.kpi.hints.${name}`, { sales: format.kr(kpis.net_sales) })}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
