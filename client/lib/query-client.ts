import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api.ts';
import { checkCurrentUser } from './current-user.ts';

export const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error) => {
      // A 401 means the session ended (expired, signed out in another tab): ask the server
      // again who we are, and the route guards send the user to sign in.
      if (error instanceof ApiError && error.status === 401) {
        void checkCurrentUser().catch(() => undefined);
      }
    },
  }),
  // Spec section 7: data never goes stale by itself, no refetch on focus, no retries.
  defaultOptions: {
    queries: { staleTime: Infinity, refetchOnWindowFocus: false, retry: false },
    mutations: { retry: false },
  },
});
