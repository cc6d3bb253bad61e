import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { ApiRoute, Routes } from '../../contract/api.ts';
import type { AnswerOf, CallArgsOf } from '../../contract/routes/define.ts';
import { api, callPage, type Page } from './api.ts';

/**
 * A list that grows, read page by page (`limit` + `before`, the next cursor in the
 * Next-Cursor header). Its query key sits under `key`, so whatever refreshes that list
 * (query-keys' changeRefreshes) refreshes every loaded page of it.
 */
// The first form's T is carried for the reader: usePagedList(spec) returns T rows.
export type PagedListSpec<T> =
  | {
      key: readonly unknown[];
      path: string;
      params: Record<string, string>;
    }
  | RoutePagedListSpec<T>;

/** A paged list read from a route of the table (routePages). */
type RoutePagedListSpec<T> = {
  key: readonly unknown[];
  /** The route's query without the cursor: part of the list's query key. */
  params: object;
  /** One page: the first when `before` is '', else the one after that cursor. */
  page: (before: string, signal: AbortSignal) => Promise<Page<T>>;
};

/** The routes the table declares paged. */
type PagedRoute = {
  [K in ApiRoute]: Routes[K] extends { paged: true } ? K : never;
}[ApiRoute];
type PageQuery<K extends PagedRoute> = Omit<NonNullable<CallArgsOf<Routes[K]>['query']>, 'before'>;
type RowOf<K extends PagedRoute> = AnswerOf<Routes[K]> extends (infer T)[] ? T : never;

/**
 * A paged route's list, under `key`: `query` is sent with every page (the filter and
 * `limit`), and `before` with each page after the first.
 */
export function routePages<K extends PagedRoute>(
  key: readonly unknown[],
  route: K,
  query: PageQuery<K>,
): PagedListSpec<RowOf<K>> {
  return {
    key,
    params: query,
    // The query is the route's (checked above); its cursor is added as the route takes it.
    page: (before, signal) =>
      callPage(
        route,
        ...([{ query: { ...query, ...(before ? { before } : {}) }, signal }] as never),
      ),
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
    queryKey: [...spec.key, 'pages', spec.params],
    queryFn: ({ signal, pageParam }) =>
      'page' in spec
        ? spec.page(pageParam, signal)
        : api.getPage<T>(
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
