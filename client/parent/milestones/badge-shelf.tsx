import type { MilestoneBadge } from '../../../contract/child-milestones.ts';
import { BadgeIcon } from '../../components/milestones/milestone-icons.tsx';
import { Card } from '../../components/ui/card.tsx';
import { useT } from '../../i18n/use-t.ts';
import { formatCalendarDay } from '../../lib/format.ts';

/** The badges the child earned, each with what it asked for (its description) and the day. */
export function BadgeShelf({ badges }: { badges: MilestoneBadge[] }) {
  const t = useT();
  const visible = badges.filter((b) => b.isVisible);
  return (
    <section aria-labelledby="milestone-badges-title" className="space-y-3">
      <h2 id="milestone-badges-title" className="text-xl font-semibold text-slate-900">
        {t('parentMilestones.badges.title')}
      </h2>
      {visible.length === 0 ? (
        <Card className="p-6 text-sm text-slate-700">{t('parentMilestones.badges.empty')}</Card>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {visible.map((badge) => (
            <li key={badge.id}>
              <Card className="flex h-full gap-3 p-4">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-900">
                  <BadgeIcon iconPath={badge.iconPath} />
                </span>
                <div className="min-w-0 space-y-1">
                  <h3 className="font-semibold break-words text-slate-900">{badge.badgeName}</h3>
                  <p className="text-sm text-slate-700">{badge.description}</p>
                  <p className="text-xs text-slate-600">
                    {t('parentMilestones.badges.earnedOn', {
                      date: formatCalendarDay(badge.earnedDate),
                    })}
                  </p>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
