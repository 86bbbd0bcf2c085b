import { SimpleGrid, Stack, Title } from '@mantine/core';
import type { CompanyCounts, InhouseDashboard } from '@portal/contracts/schemas/dashboard';
import { useTranslation } from 'react-i18next';
import { bucketLabels, intlLocale } from '../utils/format';
import { FigureCard } from './figure-card';
import { ShareCard } from './share-card';
import { TrendChart } from './trend-chart';

const COUNTS: (keyof CompanyCounts)[] = ['all', 'active', 'with_active_subscription'];

/** SPEC §6 integration health and analytics: companies, active subscriptions, volume, failure rate. */
export function InhouseAnalytics({ view }: { view: InhouseDashboard }) {
  const { t, i18n } = useTranslation();
  const key = (name: string) => `dashboard.inhouse.${name}`;
  const locale = intlLocale(i18n.language);
  const number = new Intl.NumberFormat(locale);
  const rate = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const labels = bucketLabels(view.range, i18n.language);
  const sum = (pick: (p: InhouseDashboard['activity'][number]) => number) =>
    view.activity.reduce((total, point) => total + pick(point), 0);
  const totals = {
    success: sum((p) => p.success),
    failed: sum((p) => p.failed),
    ambiguous: sum((p) => p.ambiguous),
  };
  const ended = totals.success + totals.failed + totals.ambiguous;

  return (
    <Stack
      gap="md"
      component="section"
      aria-labelledby="analytics-title"
      data-testid="inhouse-analytics"
    >
      <Title order={3} size="h4" id="analytics-title">
        {t(key('analytics_title'))}
      </Title>
      <SimpleGrid type="container" cols={{ base: 1, '600px': 3 }}>
        {COUNTS.map((name) => (
          <FigureCard
            key={name}
            label={t(key(`companies.${name}`))}
            value={number.format(view.companies[name])}
          />
        ))}
      </SimpleGrid>
      <SimpleGrid type="container" cols={{ base: 1, '900px': 2 }}>
        <ShareCard
          testId="shares-by-app"
          title={t(key('by_app_title'))}
          shares={view.active_by_app}
        />
        <ShareCard
          testId="shares-by-accounting"
          title={t(key('by_accounting_title'))}
          shares={view.active_by_accounting}
        />
      </SimpleGrid>
      <SimpleGrid type="container" cols={{ base: 1, '900px': 2 }}>
        <TrendChart
          testId="activity-chart"
          kind="stacked-area"
          title={t(key('activity_title'))}
          summary={t('dashboard.chart.volume_summary', { ...totals, total: ended })}
          // stacked bottom up: the top edge is the whole volume, drawn in the colour of success
          series={[
            { name: 'failed', label: t('dashboard.series.failed'), color: 'red.6' },
            { name: 'ambiguous', label: t('dashboard.series.ambiguous'), color: 'yellow.5' },
            { name: 'success', label: t('dashboard.series.success'), color: 'teal.6' },
          ]}
          points={view.activity}
          labels={labels}
        />
        <TrendChart
          testId="failure-rate-chart"
          kind="area"
          unit="%"
          title={t(key('rate_title'))}
          summary={t(key('rate_summary'), {
            failed: number.format(totals.failed),
            ended: number.format(ended),
            rate: rate.format(ended === 0 ? 0 : (totals.failed / ended) * 100),
          })}
          series={[
            { name: 'failure_rate', label: t('dashboard.series.failure_rate'), color: 'red.6' },
          ]}
          points={view.activity}
          labels={labels}
          formatValue={(value) =>
            value === null
              ? t(key('rate_none'))
              : t(key('rate_value'), { rate: rate.format(Number(value)) })
          }
        />
      </SimpleGrid>
    </Stack>
  );
}
