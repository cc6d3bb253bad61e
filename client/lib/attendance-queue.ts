import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import type { AttendanceAction, RecordAttendanceRequest } from '../../contract/attendance.ts';
import type { CollectedBy } from '../../contract/handover.ts';
import { ApiError, call, networkError } from './api.ts';
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

/** How often waiting entries are tried again while the device says it is online. */
export const syncIntervalMs = 30_000;

const storageKey = (userId: number) => `daycare:attendance-queue:${userId}`;

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

/** No answer at all (offline, server unreachable): lib/api.ts gives those status 0. */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
}

// ---- The stored list, with a tiny subscription for React (and other tabs' changes). ----

const listeners = new Set<() => void>();
/** Snapshots by key, so useSyncExternalStore sees the same array until something changes. */
const snapshots = new Map<string, { raw: string | null; entries: QueuedAttendance[] }>();
const empty: QueuedAttendance[] = [];

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

/** The user's queue as stored (oldest first); [] when there is none or it cannot be read. */
export function queuedActions(userId: number): QueuedAttendance[] {
  const key = storageKey(userId);
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(key);
  } catch {
    return empty;
  }
  const cached = snapshots.get(key);
  if (cached && cached.raw === raw) return cached.entries;
  let entries = empty;
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    if (Array.isArray(parsed)) entries = parsed.filter(isEntry);
  } catch {
    // Unreadable: treated as empty, and left as it is rather than overwritten by nothing.
  }
  snapshots.set(key, { raw, entries });
  return entries;
}

function save(userId: number, entries: QueuedAttendance[]): void {
  const key = storageKey(userId);
  if (entries.length === 0) localStorage.removeItem(key);
  else localStorage.setItem(key, JSON.stringify(entries));
  for (const listener of listeners) listener();
}

function update(userId: number, change: (entries: QueuedAttendance[]) => QueuedAttendance[]) {
  save(userId, change(queuedActions(userId)));
}

const withoutPassword = (collectedBy: CollectedBy | undefined) =>
  collectedBy?.approval ? { collectedBy: { ...collectedBy, approval: undefined } } : {};

/** Keeps an action on the device, waiting to be sent. */
export function enqueueAttendance(userId: number, action: NewAttendanceAction): void {
  update(userId, (entries) => [
    ...entries.filter((e) => e.clientActionId !== action.clientActionId),
    // A director's password never waits on the device: sent later without it, a check-out
    // to someone not on the list is refused and shown as a conflict (decision 065).
    { ...action, ...withoutPassword(action.collectedBy), state: 'waiting' },
  ]);
}

/** The person has read a conflict: it goes. */
export function dismissQueued(userId: number, clientActionId: string): void {
  update(userId, (entries) => entries.filter((e) => e.clientActionId !== clientActionId));
}

/** Not yet sent (a conflict has been answered, and waits only to be read). */
export const isWaiting = (entry: QueuedAttendance) => entry.state === 'waiting';

export const hasWaiting = (userId: number) => queuedActions(userId).some(isWaiting);

function subscribe(listener: () => void) {
  listeners.add(listener);
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith('daycare:attendance-queue:')) listener();
  };
  window.addEventListener('storage', fromOtherTab);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', fromOtherTab);
  };
}

/** The user's queue, kept current. */
export function useAttendanceQueue(userId: number): QueuedAttendance[] {
  return useSyncExternalStore(subscribe, () => queuedActions(userId));
}

// ---- Sending. ----

const post = (body: RecordAttendanceRequest) =>
  navigator.onLine ? call('POST /api/attendance', { body }) : Promise.reject(networkError());

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

const running = new Map<number, Promise<number>>();

/**
 * Sends the waiting entries oldest first: an answer removes the entry; a refusal (409, 400)
 * keeps it as a conflict with the server's words; no connection (or any other failure: the
 * server down, the session ended) stops, to try again later. Resolves with how many were
 * recorded. One run at a time per user.
 */
export function syncAttendanceQueue(userId: number): Promise<number> {
  const already = running.get(userId);
  if (already) return already;
  const run = (async () => {
    let recorded = 0;
    for (;;) {
      const next = queuedActions(userId).find((e) => e.state === 'waiting');
      if (!next) break;
      try {
        await post(requestOf(next));
      } catch (error) {
        if (error instanceof ApiError && (error.status === 409 || error.status === 400)) {
          const message = error.message;
          update(userId, (entries) =>
            entries.map((e) =>
              e.clientActionId === next.clientActionId ? { ...e, state: 'conflict', message } : e,
            ),
          );
          continue;
        }
        break;
      }
      recorded++;
      dismissQueued(userId, next.clientActionId);
    }
    return recorded;
  })();
  running.set(userId, run);
  const done = () => running.delete(userId);
  run.then(done, done);
  return run;
}

/**
 * Keeps the user's queue moving: on start, when an entry is added, whenever the browser comes
 * back online, and every 30 s while something waits. Whatever got recorded refreshes the attendance lists, the stats
 * and the ratios.
 */
export function useAttendanceSync(userId: number): void {
  const queryClient = useQueryClient();
  const waiting = useAttendanceQueue(userId).filter((e) => e.state === 'waiting').length;
  useEffect(() => {
    const sync = () => {
      void syncAttendanceQueue(userId).then((recorded) => {
        if (recorded === 0) return;
        for (const queryKey of changeRefreshes.attendance)
          void queryClient.invalidateQueries({ queryKey });
      });
    };
    sync();
    window.addEventListener('online', sync);
    const timer = waiting > 0 ? setInterval(sync, syncIntervalMs) : undefined;
    return () => {
      window.removeEventListener('online', sync);
      clearInterval(timer);
    };
  }, [userId, waiting, queryClient]);
}
