import { Box, Group, Paper, SegmentedControl, Skeleton, Table, Text, Title } from '@mantine/core';
import {
  KPI_NAMES,
  type CompanyKpis,
  type KpiMonth,
  type KpiName,
} from '@portal/contracts/schemas/kpi';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { kpiValue, type KpiFormat } from '../utils/kpi-format';
import { ExportButton } from '@/components/data-table/export-button';

const KpiTrendChart = lazy(() => import('./kpi-trend-chart'));
const HEIGHT = 240;

/** The KPIs month by month: one drawn, all in the table beneath. */
export function KpiTrend({
  data,
  months,
  onMonths,
  format,
}: {
  data: CompanyKpis;
  months: number;
  onMonths: (months: number) => void;
  format: KpiFormat;
}) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<KpiName>('gross_margin');
  const name = (kpi: KpiName) => t(`financials.kpi.names.${kpi}`);
  const trend = data.trend;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="kpi-trend-title">
      <Group justify="space-between" align="flex-end" mb="sm">
        <Title order={2} size="h4" id="kpi-trend-title">
          {t('financials.kpi.trend_title')}
        </Title>
        <Group gap="sm">
          <SegmentedControl
            aria-label={t('financials.kpi.months')}
            value={String(months)}
            onChange={(value) => onMonths(Number(value))}
            data={['6', '12', '24'].map((m) => ({
              value: m,
              label: t('financials.kpi.months_n', { count: Number(m) }),
            }))}
          />
          <ExportButton<KpiMonth>
            fileName={`${t('financials.kpi.trend_title')} ${data.company.name}`}
            fetchPage={async (offset) => ({
              count: trend.length,
              results: offset === 0 ? trend : [],
            })}
            headers={() => [
              t('financials.kpi.month'),
              t('financials.kpi.net_sales'),
              ...KPI_NAMES.map(name),
              t('financials.kpi.cash'),
            ]}
            toCells={(m) => [
              m.month,
              Number(m.net_sales),
              ...KPI_NAMES.map((kpi) => kpiValue(m, kpi) ?? ''),
              Number(m.cash),
            ]}
          />
        </Group>
      </Group>
      {trend.length === 0 ? (
        <Text c="dimmed">{t('financials.kpi.no_trend')}</Text>
      ) : (
        <>
          <SegmentedControl
            aria-label={t('financials.kpi.chart_kpi')}
            value={shown}
            onChange={(value) => setShown(value as KpiName)}
            data={KPI_NAMES.map((kpi) => ({ value: kpi, label: name(kpi) }))}
            size="xs"
            mb="sm"
          />
          <Box component="figure" m={0}>
            <Text component="figcaption" size="sm" c="dimmed" mb="xs">
              {t('financials.kpi.chart_summary', {
                kpi: name(shown),
                from: format.month(trend[0]!.month),
                to: format.month(trend[trend.length - 1]!.month),
              })}
            </Text>
            <Box aria-hidden h={HEIGHT}>
              <Suspense fallback={<Skeleton h={HEIGHT} />}>
                <KpiTrendChart
                  height={HEIGHT}
                  label={name(shown)}
                  data={trend.map((m) => ({
                    label: format.month(m.month),
                    value: kpiValue(m, shown),
                  }))}
                  formatValue={(value) => String(Math.round(value * 10) / 10)}
                />
              </Suspense>
            </Box>
          </Box>
          <Table.ScrollContainer minWidth={760} mt="md">
            <Table striped verticalSpacing={4} data-testid="kpi-trend-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('financials.kpi.month')}</Table.Th>
                  {KPI_NAMES.map((kpi) => (
                    <Table.Th key={kpi} ta="right">
                      {name(kpi)}
                    </Table.Th>
                  ))}
                  <Table.Th ta="right">{t('financials.kpi.cash')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {trend.map((m) => (
                  <Table.Tr key={m.month}>
                    <Table.Td>{format.month(m.month)}</Table.Td>
                    {KPI_NAMES.map((kpi) => (
                      <Table.Td key={kpi} ta="right" style={{ whiteSpace: 'nowrap' }}>
                        {format.kpi[kpi](m)}
                      </Table.Td>
                    ))}
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {format.kr(m.cash)}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </>
      )}
    </Paper>
  );
}
