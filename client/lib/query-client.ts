import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api.ts';

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
