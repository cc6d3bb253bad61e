import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from './api.ts';

/**
 * A list that grows, read page by page (`limit` + `before`, the next cursor in the
 * Next-Cursor header). Its query key sits under `key`, so whatever refreshes that list
 * (query-keys' changeRefreshes) refreshes every loaded page of it.
 */
// T is carried for the reader: usePagedList(spec) returns T rows.
// eslint-disable-next-line @typescript-eslint/no-unused-vars
export type PagedListSpec<T> = {
  key: readonly unknown[];
  path: string;
  params: Record<string, string>;
};

/** A paged list's state as a screen shows it: every row loaded so far, and how to get more. */
export type PagedList<T> = {
  data: T[] | undefined;
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
  /** Rows of the previous filter shown while the new one loads (`keepPrevious`). */
  updating: boolean;
};

/** How a screen wants its list kept current. */
export type PagedListOptions = {
  /** Re-read every loaded page this often (a list others add to: messages). */
  pollMs?: number;
  /** While a new filter's first page loads, keep showing the previous rows (a search box). */
  keepPrevious?: boolean;
  /** How long a read stays fresh (a screen opened again within it shows the cache as is). */
  staleMs?: number;
  /** Retries of a failed read (the client's default is none). */
  retries?: number;
};

export function usePagedList<T>(
  spec: PagedListSpec<T>,
  options: PagedListOptions = {},
): PagedList<T> {
  const query = useInfiniteQuery({
    queryKey: [...spec.key, 'pages', spec.params],
    queryFn: ({ signal, pageParam }) =>
      api.getPage<T>(
        `${spec.path}?${new URLSearchParams({
          ...spec.params,
          ...(pageParam ? { before: pageParam } : {}),
        })}`,
        { signal },
      ),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    refetchInterval: options.pollMs,
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
    ...(options.staleMs === undefined ? {} : { staleTime: options.staleMs }),
    ...(options.retries === undefined ? {} : { retry: options.retries }),
  });
  return {
    data: query.data?.pages.flatMap((page) => page.items),
    isPending: query.isPending,
    isError: query.isError,
    error: query.error,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
    updating: query.isPlaceholderData,
  };
}
