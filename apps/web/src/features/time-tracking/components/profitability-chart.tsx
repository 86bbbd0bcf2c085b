// Loaded only when the profitability tab draws its chart (React.lazy): the chart library and its
// styles stay out of the sign-in path and the first page (ADR 023).
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';

export interface ProfitabilityBar {
  label: string;
  fees: number;
  worth: number;
}

/** Per client, the fees beside the value of the time spent. */
export default function ProfitabilityChart({
  data,
  labels,
  height,
  formatValue,
}: {
  data: ProfitabilityBar[];
  labels: { fees: string; worth: string };
  height: number;
  formatValue: (value: number) => string;
}) {
  return (
    <BarChart
      h={height}
      data={data}
      dataKey="label"
      series={[
        { name: 'fees', label: labels.fees, color: 'teal.6' },
        { name: 'worth', label: labels.worth, color: 'blue.4' },
      ]}
      withLegend
      legendProps={{ verticalAlign: 'bottom' }}
      tickLine="y"
      maxBarWidth={36}
      // the figure's table is what assistive technology reads: no focus stops in the drawing
      barChartProps={{ accessibilityLayer: false }}
      valueFormatter={formatValue}
    />
  );
}
