import { Group, Paper, Table, Title } from '@mantine/core';
import type { CashFlowForecast, ForecastMonth } from '@portal/contracts/schemas/cash-flow-forecast';
import { useTranslation } from 'react-i18next';
import type { ForecastFormat } from '../utils/format';
import { ExportButton } from '@/components/data-table/export-button';

const num = (value: string | null) => (value === null ? '' : Number(value));

/** The forecast month by month: net with its band, the balance, and the payouts' adjustment. */
export function ForecastTable({ data, f }: { data: CashFlowForecast; f: ForecastFormat }) {
  const { t } = useTranslation();
  const rows = data.forecast;
  const adjusted = rows.some((m) => m.payouts_adjustment !== null);
  const headers = [
    t('planning.forecast.month'),
    t('planning.forecast.net'),
    t('planning.forecast.net_low'),
    t('planning.forecast.net_high'),
    t('planning.forecast.balance'),
    t('planning.forecast.net_low'),
    t('planning.forecast.net_high'),
    t('planning.forecast.adjustment'),
    t('planning.forecast.net_with_payouts'),
  ];
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="forecast-table-title">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4" id="forecast-table-title">
          {t('planning.forecast.table_title')}
        </Title>
        <ExportButton<ForecastMonth>
          fileName={t('planning.forecast.export_file', { company: data.company.name })}
          fetchPage={async (offset, limit) => ({
            count: rows.length,
            results: rows.slice(offset, offset + limit),
          })}
          headers={() => headers}
          toCells={(m) => [
            m.month,
            num(m.net),
            num(m.net_low),
            num(m.net_high),
            num(m.balance),
            num(m.balance_low),
            num(m.balance_high),
            num(m.payouts_adjustment),
            num(m.net_with_payouts),
          ]}
        />
      </Group>
      <Table.ScrollContainer
        minWidth={800}
        scrollAreaProps={{
          viewportProps: {
            tabIndex: 0,
            role: 'region',
            'aria-label': t('planning.forecast.table_title'),
          },
        }}
      >
        <Table striped verticalSpacing="xs" data-testid="forecast-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('planning.forecast.month')}</Table.Th>
              <Table.Th ta="right">{t('planning.forecast.net')}</Table.Th>
              <Table.Th ta="right">{t('planning.forecast.band')}</Table.Th>
              <Table.Th ta="right">{t('planning.forecast.balance')}</Table.Th>
              <Table.Th ta="right">{t('planning.forecast.band')}</Table.Th>
              {adjusted && (
                <Table.Th ta="right">{t('planning.forecast.net_with_payouts')}</Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((m) => (
              <Table.Tr key={m.month} data-testid="forecast-row">
                <Table.Th scope="row" fw={500}>
                  {f.month(m.month)}
                </Table.Th>
                <Table.Td ta="right">{f.kr(m.net)}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {f.kr(m.net_low)} – {f.kr(m.net_high)}
                </Table.Td>
                <Table.Td ta="right">{f.kr(m.balance)}</Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {f.kr(m.balance_low)} – {f.kr(m.balance_high)}
                </Table.Td>
                {adjusted && (
                  <Table.Td ta="right">
                    {m.net_with_payouts === null ? '–' : f.kr(m.net_with_payouts)}
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
