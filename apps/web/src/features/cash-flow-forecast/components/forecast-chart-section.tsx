import { Box, Group, Paper, SegmentedControl, Skeleton, Text, Title } from '@mantine/core';
import type { CashFlowForecast } from '@portal/contracts/schemas/cash-flow-forecast';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ForecastFormat } from '../utils/format';
import type { ForecastPoint } from './forecast-chart';

const ForecastChart = lazy(() => import('./forecast-chart'));
const HEIGHT = 320;
/** History shown before the forecast: two years is enough to see a season. */
const SHOWN_HISTORY = 24;

type View = 'balance' | 'net';

/** Chart points: the history, then the forecast joined to the history's last month. */
export function chartPoints(
  data: CashFlowForecast,
  view: View,
  f: ForecastFormat,
): ForecastPoint[] {
  const history = data.history.slice(-SHOWN_HISTORY);
  const last = history.at(-1);
  const points: ForecastPoint[] = history.map((m) => ({
    label: f.month(m.month),
    history: Number(view === 'balance' ? m.balance : m.net),
    forecast: null,
    band: null,
    payouts: null,
  }));
  const adjusted = data.forecast.some((m) => m.payouts_adjustment !== null);
  if (last && data.forecast.length && view === 'balance') {
    // the forecast line (and the payouts' one) starts where the history ends
    const joined = Number(last.balance);
    points[points.length - 1] = {
      ...points.at(-1)!,
      forecast: joined,
      payouts: adjusted ? joined : null,
    };
  }
  let withPayouts = Number(last?.balance ?? 0);
  for (const m of data.forecast) {
    withPayouts += Number(m.net_with_payouts ?? m.net);
    points.push({
      label: f.month(m.month),
      history: null,
      forecast: Number(view === 'balance' ? m.balance : m.net),
      band:
        view === 'balance'
          ? [Number(m.balance_low), Number(m.balance_high)]
          : [Number(m.net_low), Number(m.net_high)],
      payouts: !adjusted
        ? null
        : view === 'balance'
          ? withPayouts
          : m.net_with_payouts === null
            ? null
            : Number(m.net_with_payouts),
    });
  }
  return points;
}

/** History and forecast of the balance or of the monthly net, with the band (lazy chart). */
export function ForecastChartSection({ data, f }: { data: CashFlowForecast; f: ForecastFormat }) {
  const { t } = useTranslation();
  const [view, setView] = useState<View>('balance');
  const last = data.history.at(-1);
  const first = data.forecast[0];
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="forecast-chart-title">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h4" id="forecast-chart-title">
          {t('planning.forecast.chart_title')}
        </Title>
        <SegmentedControl
          aria-label={t('planning.forecast.chart_show')}
          value={view}
          onChange={(v) => setView(v as View)}
          data={[
            { value: 'balance', label: t('planning.forecast.chart_balance') },
            { value: 'net', label: t('planning.forecast.chart_net') },
          ]}
        />
      </Group>
      <Box component="figure" m={0}>
        {last && first && (
          <Text component="figcaption" size="sm" c="dimmed" mb="xs" data-testid="forecast-summary">
            {t('planning.forecast.chart_summary', {
              last: f.longMonth(last.month),
              balance: f.kr(last.balance),
              month: f.longMonth(first.month),
              forecast: f.kr(first.net),
              low: f.kr(first.net_low),
              high: f.kr(first.net_high),
              confidence: t(`planning.forecast.confidences.${data.options.confidence}`),
            })}
          </Text>
        )}
        {/* the tables below hold the same figures for a screen reader */}
        <Box aria-hidden h={HEIGHT}>
          <Suspense fallback={<Skeleton h={HEIGHT} />}>
            <ForecastChart
              data={chartPoints(data, view, f)}
              height={HEIGHT}
              labels={{
                history: t('planning.forecast.history'),
                forecast: t('planning.forecast.forecast_line'),
                band: t('planning.forecast.band'),
                payouts: t('planning.forecast.with_payouts'),
              }}
              formatValue={(v) => f.kr(v)}
            />
          </Suspense>
        </Box>
      </Box>
    </Paper>
  );
}
