import type { PagedList } from '../../lib/paged-list.ts';
import { Button } from './button.tsx';
import { useT } from '../../i18n/use-t.ts';

/** The end of a paged list: a button for the next page while there is one. */
/** `what`: the list's things, already in the reader's language ('invitations'). */
export function LoadMore({ list, what }: { list: PagedList<unknown>; what: string }) {
  const t = useT();
  if (!list.hasMore) return null;
  return (
    <div className="flex justify-center pt-3">
      <Button variant="outline" disabled={list.loadingMore} onClick={list.loadMore}>
        {list.loadingMore ? t('common.loading') : t('common.loadMoreOf', { what })}
      </Button>
    </div>
  );
}
