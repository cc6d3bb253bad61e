import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { t } from '../../i18n/i18n.ts';
import { ApiError } from '../../lib/api.ts';
import { secondsLeft } from '../../lib/camera-countdown.ts';
import {
  cameraSessionQuery,
  endCameraSession,
  refreshViewingLog,
  sessionIsGone,
  startCameraSession,
  type TimedSession,
  useStopCameraSession,
} from '../../lib/camera-sessions.ts';
import { toastError } from '../../lib/toast-error.ts';
import { toast } from '../ui/toast-store.ts';
import { useSecondClock } from './use-second-clock.ts';

/** The latest `fn`, callable from effects without making them run again when it changes. */
function useLatest(fn: () => void): () => void {
  const ref = useRef(fn);
  useEffect(() => {
    ref.current = fn;
  });
  return useCallback(() => ref.current(), []);
}

/** Spec section 8: an offline camera is 'Camera Unavailable'; any other refusal, its words. */
function toastRefused(error: unknown) {
  if (error instanceof ApiError && error.status === 409) {
    toast({
      title: t('cameraPlayer.unavailable'),
      description: t('cameraPlayer.offline'),
      variant: 'destructive',
    });
  } else {
    toastError(error, t('cameraPlayer.startFailed'));
  }
}

/**
 * Starts a viewing session when the player opens ('Camera Access Granted'); a refusal is
 * toasted and closes the player. Null until the server has answered.
 */
export function useStartedSession(cameraId: number, onClose: () => void): TimedSession | null {
  const close = useLatest(onClose);
  const queryClient = useQueryClient();
  const [started, setStarted] = useState<TimedSession | null>(null);
  useEffect(() => {
    let open = true;
    startCameraSession(cameraId).then(
      (answer) => {
        // Closed while the server was starting it: end it rather than leave it running.
        if (!open) return endCameraSession(answer.session.id, queryClient);
        void refreshViewingLog(queryClient);
        toast({ title: t('cameraPlayer.accessGranted') });
        setStarted(answer);
      },
      (error: unknown) => {
        if (!open) return;
        toastRefused(error);
        close();
      },
    );
    return () => {
      open = false;
    };
  }, [cameraId, close, queryClient]);
  return started;
}

/**
 * A session being watched: the seconds left by the server's clock (asked again every 30 s),
 * the time for the watermark, Stop Viewing, and the end at 0 or when the server says it is
 * over ('Viewing Time Expired'). Leaving the player while viewing ends the session too.
 */
export function useViewing(started: TimedSession, onClose: () => void) {
  const close = useLatest(onClose);
  const queryClient = useQueryClient();
  const sync = useQuery(cameraSessionQuery(started));
  const stop = useStopCameraSession();
  const now = useSecondClock();
  // Set once the end has been told (expiry or Stop): nothing more to toast or to end.
  const finished = useRef(false);
  const { session, deadline } = sync.data;
  const left = secondsLeft(deadline, now);
  const over = left === 0 || session.status !== 'viewing' || sessionIsGone(sync.error);

  useEffect(() => {
    if (!over || finished.current) return;
    finished.current = true;
    toast({
      title: t('cameraPlayer.expired'),
      description: t('cameraPlayer.expiredText'),
      variant: 'destructive',
    });
    close();
  }, [over, close]);

  const id = session.id;
  useEffect(() => {
    const state = finished;
    return () => {
      if (!state.current) endCameraSession(id, queryClient);
    };
  }, [id, queryClient]);

  const ended = () => {
    finished.current = true;
    toast({ title: t('cameraPlayer.sessionEnded') });
    close();
  };
  const stopViewing = () =>
    stop.mutate(id, {
      onSuccess: ended,
      // Already over on the server (expired a moment ago, stopped in another tab): ended too.
      onError: (error) =>
        sessionIsGone(error) ? ended() : toastError(error, t('cameraPlayer.stopFailed')),
    });

  return {
    session,
    now,
    secondsLeft: left,
    stopViewing,
    stopping: stop.isPending,
    /** The picture failed: ask the server at once whether the session is still on. */
    resync: () => void sync.refetch(),
  };
}
