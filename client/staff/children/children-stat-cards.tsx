import { Baby, GraduationCap, Puzzle, Users } from 'lucide-react';
import type { ChildResponse } from '../../../contract/children.ts';
import { StatCardList } from '../../components/ui/stat-card-list.tsx';
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
  return <StatCardList label="Children summary" cards={cards} />;
}
