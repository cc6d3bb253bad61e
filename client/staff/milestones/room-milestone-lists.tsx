import { Link } from 'react-router';
import type { RoomMilestonesResponse } from '../../../contract/child-milestones.ts';
import { formatAgeMonths } from '../../components/milestones/milestone-labels.ts';
import { useT } from '../../i18n/use-t.ts';
import { SectionCard } from './section-card.tsx';

type View = { view: RoomMilestonesResponse };

/** Each child of the room: how many milestones they are working on, and which. */
export function RoomChildren({ view }: View) {
  const t = useT();
  const titles = new Map(view.milestones.map((m) => [m.template.id, m.template.title]));
  return (
    <SectionCard
      id="room-children"
      title={t('milestones.room.children')}
      description={t('milestones.room.childrenDescription', { room: view.room.name })}
    >
      {view.children.length === 0 ? (
        <p className="text-sm text-slate-700">{t('milestones.room.noChildren')}</p>
      ) : (
        <ul aria-label={t('milestones.room.children')} className="divide-y divide-slate-200">
          {view.children.map((child) => (
            <li key={child.id} className="space-y-1 py-3">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                <Link
                  to={`/children/${child.id}/milestones`}
                  className="font-semibold text-blue-700 underline-offset-2 hover:underline"
                >
                  {child.name}
                </Link>
                <span className="text-sm text-slate-600">{formatAgeMonths(child.ageMonths)}</span>
              </div>
              <p className="text-sm text-slate-700">
                {t('milestones.room.workingOnCount', { count: child.notYet.length })}
              </p>
              {child.notYet.length > 0 ? (
                <details className="text-sm">
                  <summary className="cursor-pointer rounded-sm font-medium text-blue-700 focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:outline-none">
                    {t('milestones.room.showWhich', { name: child.name })}
                  </summary>
                  <ul className="mt-1 list-disc space-y-0.5 pl-5 text-slate-700">
                    {child.notYet.map((m) => (
                      <li key={m.templateId} className="break-words">
                        {titles.get(m.templateId)}
                      </li>
                    ))}
                  </ul>
                </details>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

/** Each milestone someone in the room is working on, with how many and who: for planning. */
export function RoomByMilestone({ view }: View) {
  const t = useT();
  const names = new Map(view.children.map((c) => [c.id, c.name]));
  return (
    <SectionCard
      id="room-by-milestone"
      title={t('milestones.room.byMilestone')}
      description={t('milestones.room.byMilestoneDescription')}
    >
      {view.milestones.length === 0 ? (
        <p className="text-sm text-slate-700">{t('milestones.room.nothingToPlan')}</p>
      ) : (
        <ul aria-label={t('milestones.room.byMilestone')} className="divide-y divide-slate-200">
          {view.milestones.map((m) => (
            <li key={m.template.id} className="space-y-1 py-3">
              <h3 className="font-semibold break-words">{m.template.title}</h3>
              <p className="text-sm text-slate-600">{m.categoryName}</p>
              <p className="text-sm text-slate-700">
                {t('milestones.room.childrenWorkingOn', { count: m.childIds.length })}
              </p>
              <p className="text-sm break-words text-slate-600">
                {m.childIds.map((id) => names.get(id)).join(', ')}
              </p>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
