import { Baby, GraduationCap, Puzzle, Users } from 'lucide-react';
import type { ChildResponse } from '../../../contract/children.ts';
import { Card } from '../../components/ui/card.tsx';
import { childStats } from './children-filter.ts';

/** Total, Infants, Toddlers, Preschoolers: counted over every enrolled child, not the filter. */
export function ChildrenStatCards({ enrolled }: { enrolled: readonly ChildResponse[] }) {
  const stats = childStats(enrolled);
  const cards = [
    { label: 'Total', value: stats.total, icon: Users, tint: 'bg-blue-100 text-blue-800' },
    { label: 'Infants', value: stats.infants, icon: Baby, tint: 'bg-rose-100 text-rose-800' },
    { label: 'Toddlers', value: stats.toddlers, icon: Puzzle, tint: 'bg-amber-100 text-amber-900' },
    {
      label: 'Preschoolers',
      value: stats.preschoolers,
      icon: GraduationCap,
      tint: 'bg-green-100 text-green-800',
      hint: 'Preschool and Pre-K rooms',
    },
  ];
  return (
    <ul aria-label="Children summary" className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {cards.map(({ label, value, icon: Icon, tint, hint }) => (
        <li key={label}>
          <Card className="flex h-full items-center gap-4 p-5">
            <span className={`grid size-11 shrink-0 place-items-center rounded-lg ${tint}`}>
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <div>
              <p className="text-sm font-medium text-slate-600">{label}</p>
              <p className="text-2xl font-bold text-slate-900">{value}</p>
              {hint ? <p className="text-xs text-slate-600">{hint}</p> : null}
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
