import type { ReactNode } from 'react';
import type { PagedList } from '../../lib/paged-list.ts';
import { LoadMore } from '../ui/load-more.tsx';
import { LoadingIndicator } from '../ui/loading-indicator.tsx';

/** What a paged billing list says while it loads, when it failed and when it is empty. */
export type PagedTexts = { loading: string; failed: string; empty: string; more: string };

/** A paged list's states, then its rows and Load more. */
export function PagedRows<T>({
  list,
  texts,
  rows,
}: {
  list: PagedList<T>;
  texts: PagedTexts;
  rows: (items: T[]) => ReactNode;
}) {
  if (list.isPending) return <LoadingIndicator message={texts.loading} />;
  if (!list.data)
    return (
      <p role="alert" className="text-sm text-red-800">
        {texts.failed}
      </p>
    );
  if (list.data.length === 0)
    return (
      <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-700">
        {texts.empty}
      </p>
    );
  return (
    <div aria-busy={list.updating} className="space-y-2">
      {rows(list.data)}
      <LoadMore list={list} what={texts.more} />
    </div>
  );
}
