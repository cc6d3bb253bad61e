import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, routeQuery } from '../../lib/api.ts';
import { useCan } from '../../lib/session.ts';

/** Where the first-start set-up stands (directors only: nobody else is led through it). */
export const centreSetupQuery = () =>
  queryOptions({ queryKey: ['centre', 'setup'], ...routeQuery('GET /api/centre/setup') });

/** Whether this director has the first-start set-up still to go through. */
export function useSetupPending(): boolean {
  const director = useCan('centreSettings.manage');
  const setup = useQuery({ ...centreSetupQuery(), enabled: director, staleTime: Infinity });
  return director && setup.data?.completedAt === null;
}

export function useCompleteSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call('POST /api/centre/setup/completion'),
    onSuccess: (done) => queryClient.setQueryData(centreSetupQuery().queryKey, done),
  });
}
