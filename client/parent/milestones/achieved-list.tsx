import { Star } from 'lucide-react';
import type {
  ChildMilestone,
  ChildMilestonesResponse,
} from '../../../contract/child-milestones.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Card } from '../../components/ui/card.tsx';
import { StickerIcon, themeClasses } from '../../components/milestones/milestone-icons.tsx';
import { useT } from '../../i18n/use-t.ts';
import { formatCalendarDay } from '../../lib/format.ts';
import { usePhotoVeil } from '../../lib/privacy-mode.ts';
import { VeiledPhoto } from '../../components/ui/veiled-photo.tsx';

type Category = ChildMilestonesResponse['categories'][number];

interface Props {
  achieved: ChildMilestone[];
  categories: Category[];
  name: string;
}

/** The milestones the child has shown, newest first, each with its sticker and the day. */
export function AchievedList({ achieved, categories, name }: Props) {
  const t = useT();
  const byId = new Map(categories.map((c) => [c.id, c]));
  return (
    <section aria-labelledby="milestones-achieved-title" className="space-y-3">
      <h2 id="milestones-achieved-title" className="text-xl font-semibold text-slate-900">
        {t('parentMilestones.achieved.title')}
      </h2>
      {achieved.length === 0 ? (
        <Card className="p-6 text-sm text-slate-700">
          {t('parentMilestones.achieved.empty', { name })}
        </Card>
      ) : (
        <ul className="space-y-4">
          {achieved.map((milestone) => (
            <li key={milestone.id}>
              <AchievedCard
                milestone={milestone}
                category={byId.get(milestone.template.categoryId)}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function AchievedCard({ milestone, category }: { milestone: ChildMilestone; category?: Category }) {
  const t = useT();
  const headingId = `achieved-milestone-${milestone.id}`;
  const theme = themeClasses[category?.colorTheme ?? 'sky'];
  return (
    <Card role="article" aria-labelledby={headingId} className="flex gap-4 p-4 sm:p-5">
      <span
        className={`flex size-14 shrink-0 items-center justify-center rounded-full ${theme.chip}`}
      >
        <StickerIcon sticker={milestone.template.stickerDesign} labelled className="size-8" />
      </span>
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={headingId} className="font-semibold break-words text-slate-900">
            {milestone.template.title}
          </h3>
          {milestone.isStarred ? (
            <Badge variant="warning" className="gap-1">
              <Star aria-hidden="true" className="size-3" />
              {t('parentMilestones.achieved.highlight')}
            </Badge>
          ) : null}
        </div>
        <p className="text-sm text-slate-600">
          {category ? `${category.name} · ` : ''}
          {t('parentMilestones.achieved.shownOn', {
            date: formatCalendarDay(milestone.achievedDate),
          })}
        </p>
        {milestone.template.celebrationMessage ? (
          <p className="text-base font-medium text-slate-900">
            {milestone.template.celebrationMessage}
          </p>
        ) : null}
        {milestone.notes ? (
          <blockquote className="border-l-4 border-slate-300 pl-3 text-sm text-slate-700">
            {milestone.staffName
              ? t('parentMilestones.achieved.noteFrom', {
                  staff: milestone.staffName,
                  notes: milestone.notes,
                })
              : milestone.notes}
          </blockquote>
        ) : null}
        <EvidencePhotos milestone={milestone} />
      </div>
    </Card>
  );
}

/** The photos the family may see (the server leaves out those they may not). */
function EvidencePhotos({ milestone }: { milestone: ChildMilestone }) {
  const t = useT();
  if (milestone.photos.length === 0) return null;
  return (
    <ul aria-label={t('parentMilestones.achieved.photos')} className="flex flex-wrap gap-2">
      {milestone.photos.map((photo) => (
        <li key={photo.id}>
          <EvidencePhoto photo={photo} />
        </li>
      ))}
    </ul>
  );
}

/** One evidence photo, opening large in a new tab; blurred under privacy mode until shown. */
function EvidencePhoto({ photo }: { photo: ChildMilestone['photos'][number] }) {
  const t = useT();
  const veil = usePhotoVeil();
  if (veil.veiled) {
    return (
      <VeiledPhoto
        src={photo.thumbnailPath}
        label={t('parentGallery.showPhoto', { title: photo.title })}
        hint={t('parentGallery.tapToShow')}
        width={96}
        height={96}
        className="size-24 rounded-lg"
        onReveal={veil.reveal}
      />
    );
  }
  return (
    <a
      href={photo.filePath}
      target="_blank"
      rel="noreferrer"
      className="block overflow-hidden rounded-lg focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:outline-none"
    >
      <img
        src={photo.thumbnailPath}
        alt={photo.title}
        loading="lazy"
        decoding="async"
        width={96}
        height={96}
        className="size-24 object-cover"
      />
    </a>
  );
}
