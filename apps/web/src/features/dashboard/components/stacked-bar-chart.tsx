// Loaded only when a dashboard draws a chart (React.lazy): the chart library and its styles
// stay out of the sign-in path and the first page (ADR 023).
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import type { MantineColor } from '@mantine/core';

export interface ChartSeries {
  name: string;
  label: string;
  color: MantineColor;
}

/** Bars stacked per series, one per bucket, named by `label`. */
export default function StackedBarChart({
  data,
  series,
  height,
}: {
  data: Record<string, string | number | null>[];
  series: ChartSeries[];
  height: number;
}) {
  return (
    <BarChart
      h={height}
      data={data}
      dataKey="label"
      type="stacked"
      series={series}
      withLegend
      legendProps={{ verticalAlign: 'bottom' }}
      tickLine="y"
      // counts: whole numbers on the axis
      yAxisProps={{ allowDecimals: false }}
      maxBarWidth={40}
      // the figure's table is what assistive technology reads: no focus stops in the drawing
      barChartProps={{ accessibilityLayer: false }}
      valueFormatter={(value) => String(value)}
    />
  );
}
