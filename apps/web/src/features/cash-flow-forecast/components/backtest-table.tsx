import { Badge, Paper, Table, Text, Title } from '@mantine/core';
import type { CashFlowForecast } from '@portal/contracts/schemas/cash-flow-forecast';
import { useTranslation } from 'react-i18next';
import type { ForecastFormat } from '../utils/format';

/** Each model's back-test error beside the naive forecasts' on the very same forecasts. */
export function BacktestTable({ data, f }: { data: CashFlowForecast; f: ForecastFormat }) {
  const { t } = useTranslation();
  const { backtest, options } = data;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="backtest-title">
      <Title order={2} size="h4" id="backtest-title" mb="xs">
        {t('planning.forecast.backtest_title')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm" maw={900}>
        {t('planning.forecast.backtest_intro', {
          origins: Math.max(...backtest.rows.map((r) => r.origins), 0),
          horizon: backtest.horizon,
        })}
      </Text>
      <Table.ScrollContainer
        minWidth={900}
        scrollAreaProps={{
          viewportProps: {
            tabIndex: 0,
            role: 'region',
            'aria-label': t('planning.forecast.backtest_title'),
          },
        }}
      >
        <Table striped verticalSpacing="xs" data-testid="backtest-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('planning.forecast.backtest_model')}</Table.Th>
              <Table.Th ta="right">{t('planning.forecast.backtest_forecasts')}</Table.Th>
              <Table.Th ta="right">{t('planning.forecast.mae')}</Table.Th>
              <Table.Th ta="right">{t('planning.forecast.smape')}</Table.Th>
              <Table.Th ta="right">{t('planning.forecast.naive_mae')}</Table.Th>
              <Table.Th ta="right">{t('planning.forecast.naive_smape')}</Table.Th>
              <Table.Th ta="right">{t('planning.forecast.seasonal_naive_mae')}</Table.Th>
              <Table.Th ta="right">{t('planning.forecast.skill')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {backtest.rows.map((r) => (
              <Table.Tr key={r.model} data-testid="backtest-row" data-model={r.model}>
                <Table.Th scope="row" fw={500}>
                  {t(`planning.forecast.models.${r.model}`)}{' '}
                  {r.model === options.model && (
                    <Badge size="xs" variant="light">
                      {t('planning.forecast.chosen')}
                    </Badge>
                  )}
                </Table.Th>
                {r.available ? (
                  <>
                    <Table.Td ta="right">{r.forecasts}</Table.Td>
                    <Table.Td ta="right">{f.kr(r.mae)}</Table.Td>
                    <Table.Td ta="right">{f.percent(r.smape)}</Table.Td>
                    <Table.Td ta="right">{f.kr(r.naive_mae)}</Table.Td>
                    <Table.Td ta="right">{f.percent(r.naive_smape)}</Table.Td>
                    <Table.Td ta="right">{f.kr(r.seasonal_naive_mae)}</Table.Td>
                    <Table.Td ta="right">{f.percent(r.skill)}</Table.Td>
                  </>
                ) : (
                  <Table.Td colSpan={7}>
                    <Text size="sm" c="dimmed">
                      {t('planning.forecast.needs', { needed: r.needed_months })}
                    </Text>
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
