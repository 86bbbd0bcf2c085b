// Loaded only when a dashboard draws a chart (React.lazy), like stacked-bar-chart (ADR 023).
import '@mantine/charts/styles.css';
import { DonutChart, type DonutChartCell } from '@mantine/charts';

/** Parts of a whole as a ring; the total in the middle. */
export default function ShareDonutChart({
  data,
  total,
  size,
}: {
  data: DonutChartCell[];
  total: number;
  size: number;
}) {
  return (
    <DonutChart
      data={data}
      size={size}
      thickness={22}
      paddingAngle={2}
      chartLabel={total}
      tooltipDataSource="segment"
      // the card's table is what assistive technology reads: no focus stops in the drawing
      accessibilityLayer={false}
      pieProps={{ rootTabIndex: -1 }}
    />
  );
}
