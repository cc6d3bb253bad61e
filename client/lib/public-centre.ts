import { useSyncExternalStore } from 'react';
import type { CentreInfoResponse } from '../../contract/centre.ts';
import { setTitleCentre } from '../i18n/i18n.ts';
import { call } from './api.ts';

/**
 * The centre's public answer (name, logo, time zone, demo flag), asked once per page by the
 * root route's loader (router.tsx), for anyone, signed in or not: every page's demo notice
 * and the centre's name and logo show with the page instead of pushing it down when they
 * arrive (decision 043). The query cache starts from it (centreQuery), so a portal does not
 * ask again; a director's change to the name or logo is told here (`rememberCentre`), and
 * every Logo shows it at once, the sign-in pages' too (they have no query cache).
 */
let asking: Promise<CentreInfoResponse> | undefined;
let answered: { centre: CentreInfoResponse; at: number } | undefined;
const listeners = new Set<() => void>();

/** The centre as now known: every Logo and the page's title follow it. */
export function rememberCentre(centre: CentreInfoResponse): CentreInfoResponse {
  answered = { centre, at: Date.now() };
  setTitleCentre(centre.name);
  for (const listener of listeners) listener();
  return centre;
}

export function loadCentre(): Promise<CentreInfoResponse> {
  asking ??= call('GET /api/centre').then(rememberCentre, (error: unknown) => {
    asking = undefined;
    throw error;
  });
  return asking;
}

/** The answer, once it has arrived, and when. */
export const centreAnswered = () => answered;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The centre's public answer, rendering again when it changes; undefined before it came. */
export function usePublicCentre(): CentreInfoResponse | undefined {
  return useSyncExternalStore(subscribe, () => answered?.centre);
}
