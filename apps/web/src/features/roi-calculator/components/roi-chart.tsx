// Loaded only when the ROI calculator draws its chart (React.lazy): the chart library and its
// styles stay out of the sign-in path and the first page (ADR 023).
import '@mantine/charts/styles.css';
import { LineChart } from '@mantine/charts';

/** What was saved and what was paid, added up month by month. */
export default function RoiChart({
  data,
  labels,
  height,
  formatValue,
}: {
  data: { label: string; saved: number; cost: number }[];
  labels: { saved: string; cost: string };
  height: number;
  formatValue: (value: number) => string;
}) {
  return (
    <LineChart
      h={height}
      data={data}
      dataKey="label"
      series={[
        { name: 'saved', label: labels.saved, color: 'teal.6' },
        { name: 'cost', label: labels.cost, color: 'red.6', strokeDasharray: '5 5' },
      ]}
      curveType="linear"
      withLegend
      legendProps={{ verticalAlign: 'bottom' }}
      tickLine="y"
      withDots={false}
      valueFormatter={formatValue}
      yAxisProps={{ tickFormatter: formatValue, width: 96 }}
      // the figures above say the same for a screen reader: no focus stops in the drawing
      lineChartProps={{ accessibilityLayer: false }}
    />
  );
}
