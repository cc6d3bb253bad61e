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

/**
 * How a stat card's texts wrap in a narrow column: between words, with hyphens where the
 * language has them, and inside a word only when one word is wider than the card (a long
 * German compound at 390 px), never past the card's edge.
 */
export const statCardText = 'min-w-0 wrap-break-word hyphens-auto';

/**
 * A page's summary figures: a named list of four (or so) cards, two per row on phones. On a
 * phone (below 640 px) each card stacks its icon above its label and figure, so the label has
 * the card's whole width; from 640 px on they sit side by side as on the desktop.
 */
export function StatCardList({ label, cards }: { label: string; cards: readonly StatCardItem[] }) {
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {cards.map(({ label: cardLabel, value, icon: Icon, tint, hint }) => (
        <li key={cardLabel} className="min-w-0">
          <Card className="flex h-full flex-col items-start gap-3 p-4 sm:flex-row sm:items-center sm:gap-4 sm:p-5">
            <span className={`grid size-11 shrink-0 place-items-center rounded-lg ${tint}`}>
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <div className={`w-full sm:w-auto sm:flex-1 ${statCardText}`}>
              <p className="text-sm font-medium text-slate-600">{cardLabel}</p>
              <p className="text-2xl font-bold text-slate-900 tabular-nums">{value}</p>
              {hint ? <p className="text-xs text-slate-600">{hint}</p> : null}
            </div>
          </Card>
        </li>
      ))}
    </ul>
  );
}
