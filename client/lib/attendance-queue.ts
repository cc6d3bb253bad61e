import { useQueryClient } from '@tanstack/react-query';
import type { AttendanceAction, RecordAttendanceRequest } from '../../contract/attendance.ts';
import type { CollectedBy } from '../../contract/handover.ts';
import { call, networkError } from './api.ts';
import { deviceQueue, isNetworkFailure } from './device-queue.ts';
import { changeRefreshes } from './query-keys.ts';

/**
 * The offline check-in queue (issue 16): a check-in or check-out the device could not send is
 * kept in localStorage, per signed-in user, with the time it happened, and sent in order once
 * the connection returns. The server records `happenedAt` and answers a `clientActionId` it
 * has seen with its first answer, so sending one twice is harmless. A refusal (409, 400) is
 * kept as a conflict with the server's words until the person dismisses it: never lost.
 */
export type QueuedAttendance = {
  clientActionId: string;
  childId: number;
  childName: string;
  kind: AttendanceAction;
  /** Who dropped off or picked up (the stored performer value). */
  by: string;
  /** At a check-out: who collected the child, from its pick-up list (decision 065). */
  collectedBy?: CollectedBy;
  /** ISO instant, taken on this device when the person confirmed. */
  happenedAt: string;
  state: 'waiting' | 'conflict';
  /** The server's words for a conflict, in the reader's language. */
  message?: string;
};

export type NewAttendanceAction = Omit<QueuedAttendance, 'state' | 'message'>;

/** A fresh action: its own id (for the idempotent retry) and the time it happened. */
export function newAttendanceAction(
  fields: Omit<NewAttendanceAction, 'clientActionId' | 'happenedAt'>,
  now: Date = new Date(),
): NewAttendanceAction {
  return { ...fields, clientActionId: crypto.randomUUID(), happenedAt: now.toISOString() };
}

/**
 * The request an action is sent as. Sent at once, the centre's clock times it (a device's
 * clock may be wrong); sent later from the queue, it says when it happened. Its id makes
 * either safe to send again.
 */
export function requestOf(
  action: NewAttendanceAction,
  sent: 'now' | 'later' = 'later',
): RecordAttendanceRequest {
  const base = {
    childId: action.childId,
    clientActionId: action.clientActionId,
    ...(sent === 'later' ? { happenedAt: action.happenedAt } : {}),
  };
  return action.kind === 'checkin'
    ? { ...base, checkInBy: action.by }
    : {
        ...base,
        checkOutBy: action.by,
        ...(action.collectedBy ? { collectedBy: action.collectedBy } : {}),
      };
}

// ---- The stored list (lib/device-queue.ts). ----

function isEntry(value: unknown): value is QueuedAttendance {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.clientActionId === 'string' &&
    typeof v.childId === 'number' &&
    typeof v.happenedAt === 'string' &&
    (v.kind === 'checkin' || v.kind === 'checkout') &&
    (v.state === 'waiting' || v.state === 'conflict')
  );
}

const post = (body: RecordAttendanceRequest) =>
  navigator.onLine ? call('POST /api/attendance', { body }) : Promise.reject(networkError());

const queue = deviceQueue<QueuedAttendance>({
  name: 'attendance-queue',
  isEntry,
  idOf: (entry) => entry.clientActionId,
  send: (entry) => post(requestOf(entry)),
  refusals: [400, 409],
});

/** The user's queue as stored (oldest first); [] when there is none or it cannot be read. */
export const queuedActions = queue.read;

const withoutPassword = (collectedBy: CollectedBy | undefined) =>
  collectedBy?.approval ? { collectedBy: { ...collectedBy, approval: undefined } } : {};

/** Keeps an action on the device, waiting to be sent. */
export function enqueueAttendance(userId: number, action: NewAttendanceAction): void {
  // A director's password never waits on the device: sent later without it, a check-out
  // to someone not on the list is refused and shown as a conflict (decision 065).
  queue.add(userId, { ...action, ...withoutPassword(action.collectedBy), state: 'waiting' });
}

/** The person has read a conflict: it goes. */
export const dismissQueued = queue.dismiss;

/** Not yet sent (a conflict has been answered, and waits only to be read). */
export const isWaiting = (entry: QueuedAttendance) => entry.state === 'waiting';

export const hasWaiting = queue.hasWaiting;

/** The user's queue, kept current. */
export const useAttendanceQueue = (userId: number): QueuedAttendance[] => queue.useEntries(userId);

// ---- Sending. ----

/**
 * Records an action now, or keeps it on the device when there is no connection (or earlier
 * actions are still waiting, so the server hears them in the order they happened).
 * Answers whether it was queued; any other failure (a refusal) is thrown as it was.
 */
export async function recordOrQueue(
  userId: number,
  action: NewAttendanceAction,
): Promise<{ queued: boolean }> {
  if (hasWaiting(userId)) {
    enqueueAttendance(userId, action); // useAttendanceSync sends it after the others
    return { queued: true };
  }
  try {
    await post(requestOf(action, 'now'));
    return { queued: false };
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
    enqueueAttendance(userId, action);
    return { queued: true };
  }
}

/** Sends the waiting actions oldest first (lib/device-queue.ts); resolves with how many went. */
export const syncAttendanceQueue = queue.sync;

/**
 * Keeps the user's queue moving (lib/device-queue.ts); whatever got recorded refreshes the
 * attendance lists, the stats and the ratios.
 */
export function useAttendanceSync(userId: number): void {
  const queryClient = useQueryClient();
  queue.useSync(userId, () => {
    for (const queryKey of changeRefreshes.attendance)
      void queryClient.invalidateQueries({ queryKey });
  });
}
