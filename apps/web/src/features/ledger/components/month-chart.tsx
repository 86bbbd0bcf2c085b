// Loaded only when the ledger screen draws its chart (React.lazy): the chart library and its
// styles stay out of the sign-in path and the first page (ADR 023).
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';

/** Vouchers per month as bars. */
export default function MonthChart({
  data,
  label,
  height,
}: {
  data: { month: string; vouchers: number }[];
  label: string;
  height: number;
}) {
  return (
    <BarChart
      h={height}
      data={data}
      dataKey="month"
      series={[{ name: 'vouchers', label, color: 'blue.6' }]}
      tickLine="y"
      maxBarWidth={24}
      // the caption says what the figure shows; no focus stops in the drawing
      barChartProps={{ accessibilityLayer: false }}
    />
  );
}
