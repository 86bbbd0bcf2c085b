// Loaded only when a statement draws its chart (React.lazy): the chart library and its styles
// stay out of the sign-in path and the first page (ADR 023).
import '@mantine/charts/styles.css';
import { CompositeChart } from '@mantine/charts';

export interface StatementChartPoint {
  label: string;
  result: number;
  cash: number;
}

/** Each month's result as bars, the cash at its end as a line on its own axis. */
export default function StatementChart({
  data,
  labels,
  height,
  formatValue,
}: {
  data: StatementChartPoint[];
  labels: { result: string; cash: string };
  height: number;
  formatValue: (value: number) => string;
}) {
  return (
    <CompositeChart
      h={height}
      data={data}
      dataKey="label"
      series={[
        { name: 'result', label: labels.result, color: 'teal.6', type: 'bar' },
        { name: 'cash', label: labels.cash, color: 'blue.5', type: 'line', yAxisId: 'right' },
      ]}
      withRightYAxis
      withLegend
      legendProps={{ verticalAlign: 'bottom' }}
      tickLine="y"
      maxBarWidth={28}
      valueFormatter={formatValue}
      yAxisProps={{ tickFormatter: formatValue, width: 96 }}
      rightYAxisProps={{ tickFormatter: formatValue, width: 96 }}
      // the table holds the same figures for a screen reader: no focus stops in the drawing
      composedChartProps={{ accessibilityLayer: false }}
    />
  );
}
