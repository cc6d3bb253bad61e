import type { ReactNode } from 'react';
import { Card } from '../../components/ui/card.tsx';

/**
 * One table row as a phone card: its first column as the heading (which names the card),
 * a status badge beside it, the other columns as label and value, then the row's actions.
 */
export function RowCard(props: {
  /** Unique on the page: the heading's id. */
  id: string;
  title: ReactNode;
  subtitle?: ReactNode;
  badge?: ReactNode;
  facts: readonly (readonly [label: string, value: ReactNode])[];
  actions?: ReactNode;
}) {
  const { id, title, subtitle, badge, facts, actions } = props;
  return (
    <Card role="article" aria-labelledby={id} className="space-y-3 p-4">
      <div className="flex items-start gap-3">
        <div className="min-w-0 flex-1">
          <h2 id={id} className="font-semibold break-words">
            {title}
          </h2>
          {subtitle ? <p className="text-sm break-words text-slate-600">{subtitle}</p> : null}
        </div>
        {badge}
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-600">{label}</dt>
            <dd className="min-w-0 break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {actions}
    </Card>
  );
}
