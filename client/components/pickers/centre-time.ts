import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CentreInfoResponse } from '../../../contract/centre.ts';
import { api } from '../../lib/api.ts';
import { formatCentreTime } from '../../lib/format.ts';

/** GET /api/centre, under the key and fetcher the demo notice uses: one cache entry. */
export const centreQuery = () =>
  queryOptions({
    queryKey: ['centre'],
    queryFn: ({ signal }) => api.get<CentreInfoResponse>('/api/centre', { signal }),
    staleTime: 5 * 60_000,
  });

/**
 * Shows an 'HH:MM' the centre recorded on its date `isoDate` in the reader's time zone and
 * language; as recorded until the centre's time zone is known.
 */
export function useCentreTime(): (isoDate: string, hhmm: string) => string {
  const timeZone = useQuery(centreQuery()).data?.timeZone;
  return (isoDate, hhmm) => (timeZone ? formatCentreTime(isoDate, hhmm, timeZone) : hhmm);
}
