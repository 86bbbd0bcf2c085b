// Loaded only when the anomaly screen draws its chart (React.lazy): the chart library and its
// styles stay out of the sign-in path and the first page (ADR 023).
import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';

export interface AnomalyChartPoint {
  label: string;
  total: number;
  low: number | null;
  high: number | null;
  /** the day's total on flagged days, else null: drawn as dots only */
  flagged: number | null;
}

/** An account's daily totals, the band the adaptive model expected, and the flagged days. */
export default function AnomalyChart({
  data,
  labels,
  height,
  formatValue,
  formatAxis,
}: {
  data: AnomalyChartPoint[];
  labels: { total: string; low: string; high: string; flagged: string };
  height: number;
  formatValue: (value: number) => string;
  /** short amounts for the axis ("18 tn kr") */
  formatAxis: (value: number) => string;
}) {
  return (
    <LineChart
      h={height}
      data={data}
      dataKey="label"
      series={[
        { name: 'total', label: labels.total, color: 'blue.6' },
        { name: 'low', label: labels.low, color: 'gray.5', strokeDasharray: '4 4' },
        { name: 'high', label: labels.high, color: 'gray.5', strokeDasharray: '4 4' },
        { name: 'flagged', label: labels.flagged, color: 'red.7' },
      ]}
      curveType="linear"
      withLegend
      legendProps={{ verticalAlign: 'bottom' }}
      tickLine="y"
      withDots={false}
      connectNulls={false}
      lineProps={(series) =>
        series.name === 'flagged'
          ? {
              strokeWidth: 0,
              dot: { r: 5, strokeWidth: 0, fill: 'var(--mantine-color-red-7)' },
              activeDot: { r: 6 },
            }
          : {}
      }
      // the list below is what assistive technology reads: no focus stops in the drawing
      lineChartProps={{ accessibilityLayer: false }}
      valueFormatter={formatValue}
      yAxisProps={{ tickFormatter: formatAxis, width: 72 }}
    />
  );
}
