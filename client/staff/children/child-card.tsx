import { Phone, TriangleAlert } from 'lucide-react';
import type { ChildResponse } from '../../../contract/children.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Card } from '../../components/ui/card.tsx';
import { CardActions } from '../../components/ui/card-actions.tsx';
import { initials } from '../../lib/format.ts';
import { formatAge } from './child-age.ts';
import { fullName, hasAllergies } from './children-filter.ts';

interface ChildCardProps {
  child: ChildResponse;
  onView: () => void;
  /** Absent for people who may not remove children: no Remove button then. */
  onRemove?: () => void;
}

export function ChildCard({ child, onView, onRemove }: ChildCardProps) {
  const name = fullName(child);
  const headingId = `child-${child.id}-name`;
  return (
    <Card className="flex w-full flex-col" role="article" aria-labelledby={headingId}>
      <div className="flex items-start gap-3 p-5 pb-3">
        <span
          aria-hidden="true"
          className="grid size-11 shrink-0 place-items-center rounded-full bg-amber-100 font-semibold text-amber-950"
        >
          {initials(name)}
        </span>
        <div className="min-w-0 flex-1 space-y-1">
          <h2 id={headingId} className="truncate text-base font-semibold">
            {name}
          </h2>
          <p className="text-sm text-slate-600">
            <span className="sr-only">Age: </span>
            {formatAge(child.dateOfBirth)}
          </p>
        </div>
        <Badge>{child.room}</Badge>
      </div>
      <ul className="space-y-1.5 px-5 pb-4 text-sm text-slate-700">
        <li className="flex items-center gap-2">
          <Phone className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
          <span className="sr-only">Parent phone: </span>
          {child.parentPhone}
        </li>
        {hasAllergies(child.allergies) ? (
          <li className="flex items-center gap-2 font-medium text-red-700">
            <TriangleAlert className="size-4 shrink-0" aria-hidden="true" />
            Allergies: {child.allergies}
          </li>
        ) : null}
      </ul>
      <div className="mt-auto flex justify-end gap-1 border-t border-slate-200 px-5 py-3">
        <CardActions name={name} onView={onView} onRemove={onRemove} removeLabel="Remove" />
      </div>
    </Card>
  );
}
