import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { Card } from './card.tsx';
import { CardActions } from './card-actions.tsx';
import { InitialsAvatar } from './initials-avatar.tsx';

interface RecordCardProps {
  /** Unique on the page ('child-3'): the heading's id, which names the card (an article). */
  id: string;
  name: string;
  /** The avatar's colours: each kind of record has its own. */
  avatarClassName: string;
  /** Under the name: the child's age, the staff member's role. */
  subtitle: ReactNode;
  /** Top right: the child's room, the staff member's duty. */
  badge: ReactNode;
  /** The facts: RecordFact items (or other list items). */
  children: ReactNode;
  /** Left of the View and remove buttons: the duty switch. */
  footerStart?: ReactNode;
  onView: () => void;
  /** Absent for people who may not remove the record: no remove button then. */
  onRemove?: () => void;
  /** The remove button's visible word ('Remove', 'Delete'). */
  removeLabel: string;
  className?: string;
}

/** A person's card in a management grid: avatar, name, facts, then View and remove. */
export function RecordCard(props: RecordCardProps) {
  const { id, name, avatarClassName, subtitle, badge, children, footerStart } = props;
  const headingId = `${id}-name`;
  return (
    <Card
      className={cn('flex flex-col', props.className)}
      role="article"
      aria-labelledby={headingId}
    >
      <div className="flex items-start gap-3 p-5 pb-3">
        <InitialsAvatar name={name} className={cn('size-11', avatarClassName)} />
        <div className="min-w-0 flex-1 space-y-1">
          <h2 id={headingId} className="truncate text-base font-semibold">
            {name}
          </h2>
          {subtitle}
        </div>
        {badge}
      </div>
      <ul className="space-y-1.5 px-5 pb-4 text-sm text-slate-700">{children}</ul>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t border-slate-200 px-5 py-3">
        {footerStart}
        <div className="ml-auto flex gap-1">
          <CardActions
            name={name}
            onView={props.onView}
            onRemove={props.onRemove}
            removeLabel={props.removeLabel}
          />
        </div>
      </div>
    </Card>
  );
}

/** One fact on a RecordCard: an icon, a label for screen readers, the value. */
export function RecordFact(props: { icon: LucideIcon; label: string; children: ReactNode }) {
  const { icon: Icon, label, children } = props;
  return (
    <li className="flex min-w-0 items-center gap-2">
      <Icon className="size-4 shrink-0 text-slate-500" aria-hidden="true" />
      <span className="sr-only">{label}: </span>
      {children}
    </li>
  );
}
