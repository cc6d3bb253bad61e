import { Pencil, Star, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import type {
  ChildMilestone,
  ChildMilestonesResponse,
} from '../../../contract/child-milestones.ts';
import { StickerIcon, themeClasses } from '../../components/milestones/milestone-icons.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useT } from '../../i18n/use-t.ts';
import { cn } from '../../lib/cn.ts';
import { formatCalendarDay } from '../../lib/format.ts';
import { SectionCard } from './section-card.tsx';

interface Actions {
  onStar: (milestone: ChildMilestone) => void;
  onCorrect: (milestone: ChildMilestone) => void;
  onRemove: (milestone: ChildMilestone) => void;
  /** The milestone whose star is being changed (its button waits). */
  starring: number | null;
}

/** The milestones the child has shown, newest first, with who saw them and the photos. */
export function AchievedMilestonesCard(props: {
  data: ChildMilestonesResponse;
  /** Absent for those who may not record: the list is read-only then. */
  actions?: Actions;
}) {
  const { data, actions } = props;
  const t = useT();
  const categories = new Map(data.categories.map((c) => [c.id, c]));
  return (
    <SectionCard
      id="milestone-achieved"
      title={t('milestones.achieved.title')}
      description={t('milestones.achieved.count', { count: data.achieved.length })}
    >
      {data.achieved.length === 0 ? (
        <p className="text-sm text-slate-700">
          {t('milestones.achieved.none', { name: data.child.firstName })}
        </p>
      ) : (
        <ul className="space-y-3">
          {data.achieved.map((m) => {
            const category = categories.get(m.template.categoryId);
            return (
              <li key={m.id}>
                <AchievedItem milestone={m} categoryName={category?.name} actions={actions}>
                  <span
                    className={cn(
                      'grid size-11 shrink-0 place-items-center rounded-full',
                      themeClasses[category?.colorTheme ?? 'amber'].chip,
                    )}
                  >
                    <StickerIcon sticker={m.template.stickerDesign} labelled className="size-6" />
                  </span>
                </AchievedItem>
              </li>
            );
          })}
        </ul>
      )}
    </SectionCard>
  );
}

function AchievedItem(props: {
  milestone: ChildMilestone;
  categoryName: string | undefined;
  actions?: Actions;
  children: ReactNode;
}) {
  const { milestone: m, categoryName, actions, children } = props;
  const t = useT();
  const headingId = `achieved-${m.id}-title`;
  return (
    <article aria-labelledby={headingId} className="rounded-lg border border-slate-200 p-3 sm:p-4">
      <div className="flex items-start gap-3">
        {children}
        <div className="min-w-0 flex-1 space-y-1">
          <h3 id={headingId} className="font-semibold break-words">
            {m.template.title}
          </h3>
          <p className="text-sm text-slate-600">
            {categoryName ? <span>{categoryName} · </span> : null}
            {t('milestones.achieved.shownOn', { date: formatCalendarDay(m.achievedDate, 'long') })}
          </p>
          <p className="text-sm text-slate-600">
            {m.staffName
              ? t('milestones.achieved.recordedBy', { name: m.staffName })
              : t('milestones.achieved.recordedByFormer')}
          </p>
          <div className="flex flex-wrap gap-1.5">
            {m.isStarred ? (
              <Badge variant="warning">{t('milestones.achieved.starred')}</Badge>
            ) : null}
            {m.parentNotified ? (
              <Badge variant="success">{t('milestones.achieved.familyTold')}</Badge>
            ) : null}
          </div>
        </div>
      </div>
      {m.notes ? <p className="mt-2 text-sm break-words whitespace-pre-line">{m.notes}</p> : null}
      {m.photos.length > 0 ? (
        <ul aria-label={t('milestones.achieved.photos')} className="mt-3 flex flex-wrap gap-2">
          {m.photos.map((photo) => (
            <li key={photo.id}>
              <a href={photo.filePath} target="_blank" rel="noopener" className="block">
                <img
                  src={photo.thumbnailPath}
                  alt={photo.title}
                  loading="lazy"
                  decoding="async"
                  width={80}
                  height={80}
                  className="size-20 rounded-md bg-slate-100 object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {actions ? (
        <div className="mt-3 flex flex-wrap gap-2 border-t border-slate-200 pt-3">
          <Button
            variant="outline"
            size="sm"
            className="min-h-11 sm:min-h-8"
            aria-pressed={m.isStarred}
            aria-label={t('milestones.achieved.starNamed', { title: m.template.title })}
            disabled={actions.starring === m.id}
            onClick={() => actions.onStar(m)}
          >
            <Star
              aria-hidden="true"
              className={m.isStarred ? 'fill-amber-400 text-amber-700' : ''}
            />
            {t('milestones.achieved.star')}
          </Button>
          <Button
            variant="outline"
            size="sm"
            className="min-h-11 sm:min-h-8"
            aria-label={t('milestones.achieved.correctNamed', { title: m.template.title })}
            onClick={() => actions.onCorrect(m)}
          >
            <Pencil aria-hidden="true" />
            {t('milestones.achieved.correct')}
          </Button>
          <Button
            variant="outline"
            size="sm"
            className="min-h-11 text-red-700 hover:bg-red-50 hover:text-red-800 sm:min-h-8"
            aria-label={t('milestones.achieved.removeNamed', { title: m.template.title })}
            onClick={() => actions.onRemove(m)}
          >
            <Trash2 aria-hidden="true" />
            {t('milestones.achieved.remove')}
          </Button>
        </div>
      ) : null}
    </article>
  );
}
