// Loaded only when a dashboard draws a chart (React.lazy), like stacked-bar-chart (ADR 023).
import '@mantine/charts/styles.css';
import { AreaChart } from '@mantine/charts';
import type { ChartSeries } from './stacked-bar-chart';

/**
 * Areas over the range, one per series: stacked for counts that add up (volume by status), or
 * a single line for a rate, whose empty buckets stay gaps rather than zeros.
 */
export default function AreaTrendChart({
  data,
  series,
  height,
  stacked,
  unit,
}: {
  data: Record<string, string | number | null>[];
  series: ChartSeries[];
  height: number;
  stacked: boolean;
  unit?: string;
}) {
  return (
    <AreaChart
      h={height}
      data={data}
      dataKey="label"
      type={stacked ? 'stacked' : 'default'}
      series={series}
      curveType="monotone"
      withLegend={stacked}
      legendProps={{ verticalAlign: 'bottom' }}
      tickLine="y"
      unit={unit}
      yAxisProps={unit === '%' ? { domain: [0, 100] } : { allowDecimals: false }}
      connectNulls={false}
      withDots={!stacked}
      // the figure's table is what assistive technology reads: no focus stops in the drawing
      areaChartProps={{ accessibilityLayer: false }}
      valueFormatter={(value) => String(value)}
    />
  );
}
