// Loaded only when the forecast draws its chart (React.lazy): the chart library stays out of
// the sign-in path and the first page (ADR 023).
import {
  Area,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

export interface ForecastPoint {
  label: string;
  history: number | null;
  forecast: number | null;
  band: [number, number] | null;
  payouts: number | null;
}

const COLORS = {
  history: 'var(--mantine-color-blue-6)',
  forecast: 'var(--mantine-color-orange-6)',
  band: 'var(--mantine-color-orange-3)',
  payouts: 'var(--mantine-color-teal-6)',
  grid: 'var(--mantine-color-default-border)',
  text: 'var(--mantine-color-dimmed)',
};

/** The history, the forecast line from where it ends, its confidence band, and the payouts' line. */
export default function ForecastChart({
  data,
  labels,
  height,
  formatValue,
}: {
  data: ForecastPoint[];
  labels: Record<'history' | 'forecast' | 'band' | 'payouts', string>;
  height: number;
  formatValue: (value: number) => string;
}) {
  const withPayouts = data.some((d) => d.payouts !== null);
  return (
    <ResponsiveContainer width="100%" height={height}>
      <ComposedChart
        data={data}
        margin={{ top: 8, right: 16, bottom: 0, left: 8 }}
        accessibilityLayer={false}
      >
        <CartesianGrid stroke={COLORS.grid} strokeDasharray="3 3" />
        <XAxis dataKey="label" tick={{ fill: COLORS.text, fontSize: 12 }} minTickGap={16} />
        <YAxis tick={{ fill: COLORS.text, fontSize: 12 }} tickFormatter={formatValue} width={96} />
        <Tooltip
          formatter={(value) =>
            Array.isArray(value)
              ? `${formatValue(Number(value[0]))} – ${formatValue(Number(value[1]))}`
              : formatValue(Number(value))
          }
          contentStyle={{
            background: 'var(--mantine-color-body)',
            border: `1px solid ${COLORS.grid}`,
          }}
        />
        <Legend verticalAlign="bottom" />
        <Area
          dataKey="band"
          name={labels.band}
          stroke="none"
          fill={COLORS.band}
          fillOpacity={0.35}
          isAnimationActive={false}
          connectNulls={false}
        />
        <Line
          dataKey="history"
          name={labels.history}
          stroke={COLORS.history}
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
          connectNulls={false}
        />
        <Line
          dataKey="forecast"
          name={labels.forecast}
          stroke={COLORS.forecast}
          strokeWidth={2}
          strokeDasharray="6 4"
          dot={{ r: 2 }}
          isAnimationActive={false}
          connectNulls={false}
        />
        {withPayouts && (
          <Line
            dataKey="payouts"
            name={labels.payouts}
            stroke={COLORS.payouts}
            strokeWidth={2}
            dot={{ r: 3 }}
            isAnimationActive={false}
            connectNulls={false}
          />
        )}
      </ComposedChart>
    </ResponsiveContainer>
  );
}
