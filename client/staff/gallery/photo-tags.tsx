import { Badge } from '../../components/ui/badge.tsx';
import { useT } from '../../i18n/use-t.ts';
import { shownTags } from '../../lib/gallery-tags.ts';

/** The first two tags, then '+N' for the rest (its name lists them for screen readers). */
export function PhotoTags({ tags }: { tags: readonly string[] }) {
  const t = useT();
  if (tags.length === 0)
    return <span className="text-slate-600">{t('galleryManagement.noTags')}</span>;
  const { shown, more } = shownTags(tags);
  return (
    <ul aria-label={t('galleryManagement.field.tags')} className="flex flex-wrap gap-1">
      {shown.map((tag) => (
        <li key={tag}>
          <Badge variant="neutral">{tag}</Badge>
        </li>
      ))}
      {more.length > 0 ? (
        <li>
          <Badge variant="default" title={more.join(', ')}>
            <span aria-hidden="true">+{more.length}</span>
            <span className="sr-only">
              {t('galleryManagement.moreTags', { count: more.length, tags: more.join(', ') })}
            </span>
          </Badge>
        </li>
      ) : null}
    </ul>
  );
}
