import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

export type ChartBar = { label: string; value: number };

const ink = '#334155'; // slate-700: 4.5:1 or more on white

/**
 * A bar chart for looking (recharts). It is hidden from screen readers: each chart on the
 * screen sits beside a table of the same figures (ChartFigure), which is what they read.
 */
export function BarChartView({
  bars,
  max,
  unit = '',
  colour,
}: {
  bars: readonly ChartBar[];
  /** The value axis's top (100 for percentages); otherwise the data's. */
  max?: number;
  unit?: string;
  colour: string;
}) {
  return (
    <div aria-hidden="true" className="h-56 w-full min-w-0">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={[...bars]} accessibilityLayer={false} margin={{ left: -16, right: 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#cbd5e1" />
          <XAxis dataKey="label" tick={{ fill: ink, fontSize: 12 }} interval="preserveStartEnd" />
          <YAxis
            allowDecimals={false}
            domain={[0, max ?? 'auto']}
            tick={{ fill: ink, fontSize: 12 }}
            unit={unit}
          />
          <Tooltip cursor={{ fill: '#e2e8f0' }} formatter={(value) => `${String(value)}${unit}`} />
          <Bar dataKey="value" fill={colour} radius={[3, 3, 0, 0]} isAnimationActive={false} />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
