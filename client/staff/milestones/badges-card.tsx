import type {
  ChildMilestonesResponse,
  MilestoneBadge,
} from '../../../contract/child-milestones.ts';
import { BadgeIcon } from '../../components/milestones/milestone-icons.tsx';
import { useT } from '../../i18n/use-t.ts';
import { formatCalendarDay } from '../../lib/format.ts';
import { SectionCard } from './section-card.tsx';

/** The badges the child earned, each with what it asked for (the milestones, by title). */
export function BadgesCard({ data }: { data: ChildMilestonesResponse }) {
  const t = useT();
  const titles = new Map(data.achieved.map((m) => [m.templateId, m.template.title]));
  return (
    <SectionCard
      id="milestone-badges"
      title={t('milestones.badges.title')}
      description={t('milestones.badges.description')}
    >
      {data.badges.length === 0 ? (
        <p className="text-sm text-slate-700">
          {t('milestones.badges.none', { name: data.child.firstName })}
        </p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {data.badges.map((badge) => (
            <li key={badge.id} className="min-w-0">
              <BadgeItem badge={badge} titles={titles} />
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

function BadgeItem({ badge, titles }: { badge: MilestoneBadge; titles: Map<number, string> }) {
  const t = useT();
  const asked = badge.requirements.templateIds;
  return (
    <article
      aria-labelledby={`badge-${badge.id}-name`}
      className="flex h-full items-start gap-3 rounded-lg border border-slate-200 p-3"
    >
      <span className="grid size-11 shrink-0 place-items-center rounded-full bg-amber-100 text-amber-950">
        <BadgeIcon iconPath={badge.iconPath} />
      </span>
      <div className="min-w-0 flex-1 space-y-1">
        <h3 id={`badge-${badge.id}-name`} className="font-semibold break-words">
          {badge.badgeName}
        </h3>
        <p className="text-sm break-words text-slate-700">{badge.description}</p>
        <p className="text-sm text-slate-600">
          {t('milestones.badges.earnedOn', { date: formatCalendarDay(badge.earnedDate, 'long') })}
        </p>
        {asked.length > 0 ? (
          <details className="text-sm">
            <summary className="cursor-pointer rounded-sm font-medium text-blue-700 focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:outline-none">
              {t('milestones.badges.requirements', { count: asked.length })}
            </summary>
            <ul className="mt-1 list-disc space-y-0.5 pl-5 text-slate-700">
              {asked.map((id) => (
                <li key={id} className="break-words">
                  {titles.get(id) ?? t('milestones.badges.retiredMilestone')}
                </li>
              ))}
            </ul>
          </details>
        ) : null}
      </div>
    </article>
  );
}
