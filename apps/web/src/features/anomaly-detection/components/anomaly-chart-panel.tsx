import { Paper, Select, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { AnomalyPage } from '@portal/contracts/schemas/anomaly-detection';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AnomalyChoice } from '../api/get-anomalies';
import { useAnomalySeries } from '../api/get-anomaly-series';
import { anomalyFormat } from '../utils/format';

const AnomalyChart = lazy(() => import('./anomaly-chart'));
const HEIGHT = 260;

/** The daily totals of an account with anomalies, flagged days marked: where people would rather look. */
export function AnomalyChartPanel({
  choice,
  accounts,
}: {
  choice: AnomalyChoice;
  accounts: AnomalyPage['accounts'];
}) {
  const { t, i18n } = useTranslation();
  const format = anomalyFormat(i18n.language);
  const [asked, setAsked] = useState<number | null>(null);
  const account =
    accounts.find((a) => a.account === asked)?.account ?? accounts[0]?.account ?? null;
  const series = useAnomalySeries(choice, account);
  const chosen = accounts.find((a) => a.account === account);
  if (!accounts.length) {
    return (
      <Text size="sm" c="dimmed">
        {t('detection.anomalies.chart.none')}
      </Text>
    );
  }
  const points = series.data?.points ?? [];
  const flagged = points.filter((p) => p.flagged).length;
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="anomaly-chart-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="anomaly-chart-title">
          {t('detection.anomalies.chart.title', { account: chosen?.account, name: chosen?.name })}
        </Title>
        <Select
          label={t('detection.anomalies.chart.account')}
          data={accounts.map((a) => ({
            value: String(a.account),
            label: `${a.account} ${a.name} (${a.count})`,
          }))}
          value={account === null ? null : String(account)}
          onChange={(value) => value && setAsked(Number(value))}
          allowDeselect={false}
          w={{ base: '100%', sm: 360 }}
        />
        {series.isPending ? (
          <Skeleton h={HEIGHT} />
        ) : (
          <div
            role="img"
            aria-label={t('detection.anomalies.chart.summary', {
              flagged,
              days: points.length,
              account,
            })}
            data-testid="anomaly-chart"
          >
            <Suspense fallback={<Skeleton h={HEIGHT} />}>
              <AnomalyChart
                height={HEIGHT}
                data={points.map((p) => ({
                  label: format.day(p.date),
                  total: Number(p.total),
                  low: p.low === null ? null : Number(p.low),
                  high: p.high === null ? null : Number(p.high),
                  flagged: p.flagged ? Number(p.total) : null,
                }))}
                labels={{
                  total: t('detection.anomalies.chart.total'),
                  low: t('detection.anomalies.chart.low'),
                  high: t('detection.anomalies.chart.high'),
                  flagged: t('detection.anomalies.chart.flagged'),
                }}
                formatValue={(v) => format.kr(String(v))}
                formatAxis={format.short}
              />
            </Suspense>
          </div>
        )}
      </Stack>
    </Paper>
  );
}
