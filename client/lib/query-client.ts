import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, type firstAnswerMeta } from './api.ts';
import { firstAnswer } from './first-answers.ts';

/** Who is signed in: read by the route guards, written by login and logout. */
export const meQueryKey = ['me'] as const;

export const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      // A 401 on any other query means the session ended (expired, signed out in another
      // tab): ask the server again who we are, and the route guards send the user to sign in.
      if (
        error instanceof ApiError &&
        error.status === 401 &&
        query.queryKey[0] !== meQueryKey[0]
      ) {
        void queryClient.invalidateQueries({ queryKey: meQueryKey });
      }
    },
  }),
  // Spec section 7: data never goes stale by itself, no refetch on focus, no retries.
  defaultOptions: {
    queries: { staleTime: Infinity, refetchOnWindowFocus: false, retry: false },
    mutations: { retry: false },
  },
});

type FirstAnswerMeta = ReturnType<typeof firstAnswerMeta>['firstAnswer'];

// A query made while the page's first answers are still current starts with its answer
// (apiGet's meta): set as the query is created, during the render that asks for it, so the
// screen's first paint already shows the data instead of a loading state that then jumps.
queryClient.getQueryCache().subscribe((event) => {
  if (event.type !== 'added') return;
  const wanted = event.query.meta?.firstAnswer as FirstAnswerMeta | undefined;
  const answer = wanted && firstAnswer(wanted.path);
  if (answer) event.query.setData(wanted.toData(answer.body));
});
