import { BarChartView, type ChartBar } from './bar-chart.tsx';

/**
 * A titled chart and, for screen readers, the same figures as a table (the chart itself is
 * hidden from them): label and value per bar, under the chart's own title.
 */
export function ChartFigure(props: {
  id: string;
  title: string;
  bars: readonly ChartBar[];
  labelHeader: string;
  valueHeader: string;
  max?: number;
  unit?: string;
  colour: string;
}) {
  const { id, title, bars } = props;
  return (
    <figure aria-labelledby={`${id}-title`} className="min-w-0 space-y-2">
      <h3 id={`${id}-title`} className="text-base font-semibold text-slate-900">
        {title}
      </h3>
      <BarChartView bars={bars} max={props.max} unit={props.unit} colour={props.colour} />
      <table className="sr-only">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{props.labelHeader}</th>
            <th scope="col">{props.valueHeader}</th>
          </tr>
        </thead>
        <tbody>
          {bars.map((bar) => (
            <tr key={bar.label}>
              <th scope="row">{bar.label}</th>
              <td>
                {bar.value}
                {props.unit}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
