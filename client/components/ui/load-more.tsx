import type { PagedList } from '../../lib/paged-list.ts';
import { Button } from './button.tsx';

/** The end of a paged list: a button for the next page while there is one. */
export function LoadMore({ list, what }: { list: PagedList<unknown>; what: string }) {
  if (!list.hasMore) return null;
  return (
    <div className="flex justify-center pt-3">
      <Button variant="outline" disabled={list.loadingMore} onClick={list.loadMore}>
        {list.loadingMore ? 'Loading...' : `Load more ${what}`}
      </Button>
    </div>
  );
}
