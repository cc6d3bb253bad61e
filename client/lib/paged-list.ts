import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { ApiRoute, Routes } from '../../contract/api.ts';
import type { AnswerOf, CallArgsOf } from '../../contract/routes/define.ts';
import { callPage, type Page } from './api.ts';

/**
 * A list that grows, read page by page (`limit` + `before`, the next cursor in the
 * Next-Cursor header). Its query key sits under `key`, so whatever refreshes that list
 * (query-keys' changeRefreshes) refreshes every loaded page of it. A paged route of the
 * table gives its pages through `routePages`.
 */
export type PagedListSpec<T> = {
  key: readonly unknown[];
  /** What the list is filtered by: its pages' query key. */
  args: object;
  /** One page, from the cursor on (undefined: the first). */
  page: (before: string | undefined, signal: AbortSignal) => Promise<Page<T>>;
};

/** The routes of the table that answer a page at a time (their `paged` says so). */
type PagedRoute = { [K in ApiRoute]: Routes[K] extends { paged: true } ? K : never }[ApiRoute];
type RowOf<K extends ApiRoute> = AnswerOf<Routes[K]> extends (infer T)[] ? T : never;

/**
 * A paged route as a list: its parameters and query (without the cursor, which each page
 * adds as `before`), checked against the route table like any call.
 */
export function routePages<K extends PagedRoute>(
  key: readonly unknown[],
  route: K,
  args: CallArgsOf<Routes[K]>,
): PagedListSpec<RowOf<K>> {
  const { query, ...rest } = args as { query?: object };
  // The table's types checked `args` above; callPage cannot follow K's arguments generically.
  const pageOf = callPage as (route: K, args: object) => Promise<Page<RowOf<K>>>;
  return {
    key,
    args,
    page: (before, signal) => pageOf(route, { ...rest, query: { ...query, before }, signal }),
  };
}

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
    queryKey: [...spec.key, 'pages', spec.args],
    queryFn: ({ signal, pageParam }) => spec.page(pageParam || undefined, signal),
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
