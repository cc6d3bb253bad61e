import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CameraSession } from '../../contract/cameras.ts';
import { ApiError, call } from './api.ts';
import { deadlineOf } from './camera-countdown.ts';

/**
 * Camera viewing sessions (contract/cameras.ts), for the player both portals show: start one,
 * keep its countdown in step with the server, stop it. The server owns the session's time;
 * every answer is paired with the deadline it gives on this device's clock.
 */

/** A session as the server last answered, and its deadline in device milliseconds. */
export interface TimedSession {
  session: CameraSession;
  deadline: number;
}

/** Pairs an answer with its deadline, counted from when the request was sent. */
async function timed(ask: () => Promise<CameraSession>): Promise<TimedSession> {
  const askedAt = Date.now();
  const session = await ask();
  return { session, deadline: deadlineOf(session.remainingSeconds, askedAt) };
}

export const cameraSessionKeys = {
  /** The viewing log's lists (staff, under this key): a start or a stop adds or closes a row. */
  log: ['camera-sessions'] as const,
  /** An open player's session; not under `log`, so refreshing the log does not ask it again. */
  detail: (id: number) => ['camera-session', id] as const,
};

/**
 * How often an open player asks the server how long is left: the device's clock drifts and
 * a session may end elsewhere (Stop in another tab, the camera removed).
 */
export const cameraSessionSyncMs = 30_000;

/**
 * POST: starts a session of 1800 s, or answers the person's live one for this camera. Refused
 * with 404 (no such camera), 409 (offline) or 403 (child not checked in, outside hours).
 */
export const startCameraSession = (cameraId: number): Promise<TimedSession> =>
  timed(() => call('POST /api/cameras/:id/sessions', { params: { id: cameraId } }));

/**
 * A started session, asked again every 30 s while the player is open. The start's answer is
 * the first data (no second request at once); nothing is kept once the player closes.
 */
export const cameraSessionQuery = (started: TimedSession) =>
  queryOptions({
    queryKey: cameraSessionKeys.detail(started.session.id),
    queryFn: ({ signal }) =>
      timed(() =>
        call('GET /api/camera-sessions/:id', { params: { id: started.session.id }, signal }),
      ),
    initialData: started,
    staleTime: cameraSessionSyncMs,
    refetchInterval: cameraSessionSyncMs,
    gcTime: 0,
  });

/**
 * Whether a failed request means the session is over: the server answered that it is not
 * there or not this person's any more (4xx). A network failure or a server error (0, 5xx)
 * says nothing about it: the countdown goes on and the next request may succeed.
 */
export const sessionIsGone = (error: unknown): boolean =>
  error instanceof ApiError && error.status >= 400 && error.status < 500;

const deleteSession = (id: number) => call('DELETE /api/camera-sessions/:id', { params: { id } });

/** The viewing log shows who is watching now: a start or an end changes it. */
export const refreshViewingLog = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: cameraSessionKeys.log });

/** Stop Viewing: ends the session now (its answer says 'ended'). */
export function useStopCameraSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSession,
    onSettled: () => refreshViewingLog(queryClient),
  });
}

/**
 * Ends a session whose player is going away (closed, or left for another page) without
 * waiting: nobody is there to tell, and the server would end it at expiry anyway.
 */
export function endCameraSession(id: number, queryClient: QueryClient): void {
  deleteSession(id).then(
    () => refreshViewingLog(queryClient),
    () => undefined,
  );
}
