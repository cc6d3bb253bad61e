import type { LucideIcon } from 'lucide-react';
import { Card } from './card.tsx';

export interface StatCardItem {
  label: string;
  value: number;
  icon: LucideIcon;
  /** Background and text colour of the icon's tile. */
  tint: string;
  hint?: string;
}

/** A page's summary figures: a named list of four (or so) cards, two per row on phones. */
export function StatCardList({ label, cards }: { label: string; cards: readonly StatCardItem[] }) {
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {cards.map(({ label: cardLabel, value, icon: Icon, tint, hint }) => (
        <li key={cardLabel}>
          <Card className="flex h-full items-center gap-4 p-5">
            <span className={`grid size-11 shrink-0 place-items-center rounded-lg ${tint}`}>
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <div>
              <p className="text-sm font-medium text-slate-600">{cardLabel}</p>
              <p className="text-2xl font-bold text-slate-900">{value}</p>
              {hint ? <p className="text-xs text-slate-600">{hint}</p> : null}
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
