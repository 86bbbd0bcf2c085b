// Loaded only when the overview draws its chart (React.lazy), as the dashboard's charts (ADR 023).
import '@mantine/charts/styles.css';
import { DonutChart, type DonutChartCell } from '@mantine/charts';

/** The subscriptions' health bands as a ring, the total in the middle. */
export default function HealthBandDonut({
  data,
  total,
}: {
  data: DonutChartCell[];
  total: number;
}) {
  return (
    <DonutChart
      data={data}
      size={160}
      thickness={24}
      paddingAngle={2}
      chartLabel={total}
      tooltipDataSource="segment"
      // the table beside it is what assistive technology reads: no focus stops in the drawing
      accessibilityLayer={false}
      pieProps={{ rootTabIndex: -1 }}
    />
  );
}
