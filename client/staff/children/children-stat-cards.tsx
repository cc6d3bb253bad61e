import { Baby, GraduationCap, Puzzle, Users } from 'lucide-react';
import type { ChildResponse } from '../../../contract/children.ts';
import type { RoomResponse } from '../../../contract/rooms.ts';
import { StatCardList } from '../../components/ui/stat-card-list.tsx';
import { useT } from '../../i18n/use-t.ts';
import { childStats } from './children-filter.ts';

/** Total, Infants, Toddlers, Preschoolers: counted over every enrolled child, not the filter. */
export function ChildrenStatCards({
  enrolled,
  rooms,
}: {
  enrolled: readonly ChildResponse[];
  rooms: RoomResponse[] | undefined;
}) {
  const t = useT();
  const stats = childStats(enrolled, rooms);
  const cards = [
    {
      label: t('children.stats.total'),
      value: stats.total,
      icon: Users,
      tint: 'bg-blue-100 text-blue-800',
    },
    {
      label: t('children.stats.infants'),
      value: stats.infants,
      icon: Baby,
      tint: 'bg-rose-100 text-rose-800',
    },
    {
      label: t('children.stats.toddlers'),
      value: stats.toddlers,
      icon: Puzzle,
      tint: 'bg-amber-100 text-amber-900',
    },
    {
      label: t('children.stats.preschoolers'),
      value: stats.preschoolers,
      icon: GraduationCap,
      tint: 'bg-green-100 text-green-800',
      hint: t('children.stats.preschoolersHint'),
    },
  ];
  return <StatCardList label={t('children.stats.label')} cards={cards} />;
}
