// Loaded only when the shipments dashboard draws its chart (React.lazy): the chart library and
// its styles stay out of every other path (ADR 023).
import '@mantine/charts/styles.css';
import { AreaChart } from '@mantine/charts';

/** Created and delivered shipments per day, as two areas. */
export default function PerDayChartDrawing({
  data,
  series,
  height,
}: {
  data: Record<string, string | number>[];
  series: { name: string; label: string; color: string }[];
  height: number;
}) {
  return (
    <AreaChart
      h={height}
      data={data}
      dataKey="label"
      series={series}
      curveType="monotone"
      withLegend
      legendProps={{ verticalAlign: 'bottom' }}
      tickLine="y"
      yAxisProps={{ allowDecimals: false }}
      // the figure's table is what assistive technology reads: no focus stops in the drawing
      areaChartProps={{ accessibilityLayer: false }}
      valueFormatter={(value) => String(value)}
    />
  );
}
