import type { CentreInfoResponse } from '../../contract/centre.ts';
import { call } from './api.ts';

/**
 * The centre's public answer (name, time zone, demo flag), asked once per page by the root
 * route's loader (router.tsx), for anyone, signed in or not: every page's demo notice shows
 * with the page instead of pushing it down when it arrives (decision 043). The query cache
 * starts from it (centreQuery), so a portal does not ask again.
 */
let asking: Promise<CentreInfoResponse> | undefined;
let answered: { centre: CentreInfoResponse; at: number } | undefined;

export function loadCentre(): Promise<CentreInfoResponse> {
  asking ??= call('GET /api/centre').then(
    (centre) => {
      answered = { centre, at: Date.now() };
      return centre;
    },
    (error: unknown) => {
      asking = undefined;
      throw error;
    },
  );
  return asking;
}

/** The answer, once it has arrived, and when. */
export const centreAnswered = () => answered;
