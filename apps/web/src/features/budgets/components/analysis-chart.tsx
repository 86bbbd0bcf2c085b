// Loaded only when budget vs actual draws its chart (React.lazy): the chart library and its
// styles stay out of the sign-in path and the first page (ADR 023).
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';

export interface AnalysisBar {
  label: string;
  revenue_budget: number;
  revenue_actual: number | null;
  cost_budget: number;
  cost_actual: number | null;
}

/** Per period, revenue and costs: the budget beside the actual. */
export default function AnalysisChart({
  data,
  labels,
  height,
  formatValue,
}: {
  data: AnalysisBar[];
  labels: Record<'revenue_budget' | 'revenue_actual' | 'cost_budget' | 'cost_actual', string>;
  height: number;
  formatValue: (value: number) => string;
}) {
  return (
    <BarChart
      h={height}
      data={data}
      dataKey="label"
      series={[
        { name: 'revenue_budget', label: labels.revenue_budget, color: 'teal.3' },
        { name: 'revenue_actual', label: labels.revenue_actual, color: 'teal.7' },
        { name: 'cost_budget', label: labels.cost_budget, color: 'orange.3' },
        { name: 'cost_actual', label: labels.cost_actual, color: 'orange.7' },
      ]}
      withLegend
      legendProps={{ verticalAlign: 'bottom' }}
      tickLine="y"
      maxBarWidth={22}
      // the table beside it is what assistive technology reads: no focus stops in the drawing
      barChartProps={{ accessibilityLayer: false }}
      valueFormatter={formatValue}
    />
  );
}
