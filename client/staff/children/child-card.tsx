import { Phone, TriangleAlert } from 'lucide-react';
import type { ChildResponse } from '../../../contract/children.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { RecordCard, RecordFact } from '../../components/ui/record-card.tsx';
import { useT } from '../../i18n/use-t.ts';
import { fullName } from '../../lib/format.ts';
import { formatAge } from './child-age.ts';
import { hasAllergies } from './children-filter.ts';
import { detailShown } from '../../lib/placeholders.ts';

interface ChildCardProps {
  child: ChildResponse;
  onView: () => void;
  /** Absent for people who may not remove children: no Remove button then. */
  onRemove?: () => void;
}

export function ChildCard({ child, onView, onRemove }: ChildCardProps) {
  const t = useT();
  return (
    <RecordCard
      id={`child-${child.id}`}
      name={fullName(child)}
      className="w-full"
      avatarClassName="bg-amber-100 text-amber-950"
      subtitle={
        <p className="text-sm text-slate-600">
          <span className="sr-only">{t('children.card.age')} </span>
          {formatAge(child.dateOfBirth)}
        </p>
      }
      badge={<Badge>{child.room}</Badge>}
      onView={onView}
      onRemove={onRemove}
      removeLabel={t('children.card.remove')}
    >
      <RecordFact icon={Phone} label={t('children.card.parentPhone')}>
        {detailShown(child.parentPhone)}
      </RecordFact>
      {hasAllergies(child.allergies) ? (
        <li className="flex items-center gap-2 font-medium text-red-700">
          <TriangleAlert className="size-4 shrink-0" aria-hidden="true" />
          {t('children.card.allergies', { allergies: child.allergies })}
        </li>
      ) : null}
    </RecordCard>
  );
}
