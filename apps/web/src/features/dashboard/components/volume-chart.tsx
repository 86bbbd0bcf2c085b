import type { DashboardRange, VolumePoint } from '@portal/contracts/schemas/dashboard';
import { useTranslation } from 'react-i18next';
import { bucketLabels } from '../utils/format';
import { TrendChart } from './trend-chart';

/** Synced elements per bucket, stacked by status. */
export function VolumeChart({
  title,
  range,
  volume,
}: {
  title: string;
  range: DashboardRange;
  volume: VolumePoint[];
}) {
  const { t, i18n } = useTranslation();
  const sum = (key: 'success' | 'failed' | 'ambiguous') =>
    volume.reduce((total, point) => total + point[key], 0);
  const totals = { success: sum('success'), failed: sum('failed'), ambiguous: sum('ambiguous') };
  return (
    <TrendChart
      testId="volume-chart"
      title={title}
      summary={t('dashboard.chart.volume_summary', {
        ...totals,
        total: totals.success + totals.failed + totals.ambiguous,
      })}
      series={[
        { name: 'success', label: t('dashboard.series.success'), color: 'teal.6' },
        { name: 'failed', label: t('dashboard.series.failed'), color: 'red.6' },
        { name: 'ambiguous', label: t('dashboard.series.ambiguous'), color: 'yellow.5' },
      ]}
      points={volume}
      labels={bucketLabels(range, i18n.language)}
    />
  );
}
