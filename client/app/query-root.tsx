import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from '../lib/query-client.ts';

/**
 * The signed-in screens' (and registration's) query cache. A route of its own, loaded beside
 * their chunks, so the sign-in pages never download the query library (decision 054).
 */
export function QueryRoot() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
