// Loaded only when the KPI screen draws its chart (React.lazy): the chart library and its styles
// stay out of the sign-in path and the first page (ADR 023).
import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';

/** One KPI month by month; months without the figure stay gaps. */
export default function KpiTrendChart({
  data,
  label,
  height,
  formatValue,
}: {
  data: { label: string; value: number | null }[];
  label: string;
  height: number;
  formatValue: (value: number) => string;
}) {
  return (
    <LineChart
      h={height}
      data={data}
      dataKey="label"
      series={[{ name: 'value', label, color: 'indigo.6' }]}
      curveType="monotone"
      connectNulls={false}
      tickLine="y"
      valueFormatter={formatValue}
      yAxisProps={{ width: 72 }}
      // the table beside it holds the same figures: no focus stops in the drawing
      lineChartProps={{ accessibilityLayer: false }}
    />
  );
}
