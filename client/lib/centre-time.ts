import { useQuery } from '@tanstack/react-query';
import { formatCentreTime } from './format.ts';
import { centreQuery } from './query-options.ts';

/**
 * Shows an 'HH:MM' the centre recorded on its date `isoDate` in the reader's time zone and
 * language; as recorded until the centre's time zone is known.
 */
export function useCentreTime(): (isoDate: string, hhmm: string) => string {
  const timeZone = useQuery(centreQuery()).data?.timeZone;
  return (isoDate, hhmm) => (timeZone ? formatCentreTime(isoDate, hhmm, timeZone) : hhmm);
}
