import { X } from 'lucide-react';
import { useState } from 'react';
import type { GalleryPhoto } from '../../../contract/gallery.ts';
import { BackToDashboard } from '../../components/shell/back-to-dashboard.tsx';
import { Button } from '../../components/ui/button.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { SearchField } from '../../components/ui/search-field.tsx';
import { useT } from '../../i18n/use-t.ts';
import { usePagedList } from '../../lib/paged-list.ts';
import { galleryListOptions, galleryPages } from '../../lib/query-options.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { PhotoDialog } from './photo-dialog.tsx';
import { PhotoGrid } from './photo-grid.tsx';

/** The server's limit on a search (contract searchParam). */
const searchMaxLength = 200;

/**
 * The parent's photo gallery (/parent-dashboard?view=gallery): the photos the server lets
 * this family see, searched by title and description, filtered by one tag; a photo opens
 * large with Download.
 */
export function ParentGalleryView() {
  const t = useT();
  const [search, setSearch] = useState('');
  const [tag, setTag] = useState<string | undefined>();
  const [open, setOpen] = useState<GalleryPhoto | null>(null);
  // The server matches title and description (any letter case) once typing pauses.
  const query = useDebouncedValue(search, 300);
  const list = usePagedList(galleryPages({ search: query, tag }), galleryListOptions);
  // Spec: clicking a tag filters by it, clicking it again clears the filter.
  const toggleTag = (clicked: string) =>
    setTag((current) => (current?.toLowerCase() === clicked.toLowerCase() ? undefined : clicked));
  return (
    <div className="space-y-6">
      <BackToDashboard />
      <PageHeader title={t('parentGallery.title')} description={t('parentGallery.description')} />
      <div role="search" className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchField
          id="parent-gallery-search"
          label={t('parentGallery.search')}
          placeholder={t('parentGallery.searchPlaceholder')}
          value={search}
          onChange={(value) => setSearch(value.slice(0, searchMaxLength))}
          className="flex-1 space-y-1.5 sm:max-w-md"
        />
        {tag ? (
          <div className="flex flex-wrap items-center gap-2 text-sm text-slate-800">
            <span>{t('parentGallery.filteredBy', { tag })}</span>
            <Button variant="outline" size="lg" onClick={() => setTag(undefined)}>
              <X aria-hidden="true" />
              {t('parentGallery.clearTag')}
            </Button>
          </div>
        ) : null}
      </div>
      <PhotoGrid
        list={list}
        filtered={query.trim() !== '' || tag !== undefined}
        activeTag={tag}
        onTag={toggleTag}
        onOpen={setOpen}
      />
      <PhotoDialog
        photo={open}
        onOpenChange={(isOpen) => {
          if (!isOpen) setOpen(null);
        }}
      />
    </div>
  );
}
