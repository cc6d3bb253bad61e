import { useT } from '../../i18n/use-t.ts';
import { cn } from '../../lib/cn.ts';
import { shownTags } from '../../lib/gallery-tags.ts';

interface Props {
  tags: readonly string[];
  /** The tag the gallery is filtered by, if any. */
  activeTag: string | undefined;
  /** A tag was clicked: the gallery filters by it, or clears the filter when it was active. */
  onTag: (tag: string) => void;
}

/**
 * The first two tags as toggle buttons (pressed = the gallery is filtered by it), then '+N'.
 * Each button is 44 px tall for a thumb, with the pill drawn smaller inside it.
 */
export function PhotoTags({ tags, activeTag, onTag }: Props) {
  const t = useT();
  if (tags.length === 0) return null;
  const { shown, more } = shownTags(tags);
  return (
    <ul aria-label={t('parentGallery.tags')} className="flex flex-wrap items-center gap-x-1">
      {shown.map((tag) => {
        const active = tag.toLowerCase() === activeTag?.toLowerCase();
        return (
          <li key={tag}>
            <button
              type="button"
              aria-pressed={active}
              title={active ? t('parentGallery.clearTagHint') : t('parentGallery.filterTagHint')}
              onClick={() => onTag(tag)}
              className="group inline-flex min-h-11 items-center rounded-full focus-visible:outline-none"
            >
              <span
                className={cn(
                  'rounded-full px-2.5 py-1 text-xs font-semibold',
                  'group-focus-visible:ring-2 group-focus-visible:ring-blue-600 group-focus-visible:ring-offset-2',
                  active
                    ? 'bg-blue-700 text-white'
                    : 'bg-slate-200 text-slate-800 group-hover:bg-slate-300',
                )}
              >
                {tag}
              </span>
            </button>
          </li>
        );
      })}
      {more.length > 0 ? (
        <li className="rounded-full bg-blue-100 px-2 py-1 text-xs font-semibold text-blue-900">
          <span aria-hidden="true">+{more.length}</span>
          <span className="sr-only">
            {t('parentGallery.moreTags', { count: more.length, tags: more.join(', ') })}
          </span>
        </li>
      ) : null}
    </ul>
  );
}
