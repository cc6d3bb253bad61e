import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import type { LogRoomEntryRequest, RoomLogGroupResponse } from '../../contract/room-log.ts';
import { ApiError, call, networkError } from './api.ts';
import { isNetworkFailure, syncIntervalMs } from './attendance-queue.ts';
import { queryKeys } from './query-keys.ts';

/**
 * The room's day offline (decision 068, the check-in queue's mechanism of decision 028): an
 * entry the device could not send is kept in localStorage, per signed-in user, with its own
 * id and the time it happened, and sent in order when the connection returns. The server
 * answers an id it has seen with its first answer, so sending one twice records it once. A
 * refusal is kept with the server's words until the person dismisses it.
 */
export type QueuedRoomEntry = {
  request: LogRoomEntryRequest & { happenedAt: string };
  /** What the person logged, in their words at the time ('Nap started · 3 children'). */
  label: string;
  state: 'waiting' | 'conflict';
  message?: string;
};

const storageKey = (userId: number) => `daycare:room-log-queue:${userId}`;
const listeners = new Set<() => void>();
const snapshots = new Map<string, { raw: string | null; entries: QueuedRoomEntry[] }>();
const empty: QueuedRoomEntry[] = [];

function isEntry(value: unknown): value is QueuedRoomEntry {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  const r = v.request as Record<string, unknown> | undefined;
  return (
    !!r &&
    typeof r.clientActionId === 'string' &&
    typeof r.happenedAt === 'string' &&
    Array.isArray(r.childIds) &&
    typeof v.label === 'string' &&
    (v.state === 'waiting' || v.state === 'conflict')
  );
}

/** The user's queue as stored (oldest first); [] when there is none or it cannot be read. */
export function queuedRoomEntries(userId: number): QueuedRoomEntry[] {
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
    // Unreadable: treated as empty, and left as it is.
  }
  snapshots.set(key, { raw, entries });
  return entries;
}

function update(userId: number, change: (entries: QueuedRoomEntry[]) => QueuedRoomEntry[]) {
  const next = change(queuedRoomEntries(userId));
  const key = storageKey(userId);
  if (next.length === 0) localStorage.removeItem(key);
  else localStorage.setItem(key, JSON.stringify(next));
  for (const listener of listeners) listener();
}

function enqueue(userId: number, entry: Omit<QueuedRoomEntry, 'state'>) {
  update(userId, (entries) => [
    ...entries.filter((e) => e.request.clientActionId !== entry.request.clientActionId),
    { ...entry, state: 'waiting' },
  ]);
}

/** Takes an entry off the device: a conflict read, or a waiting entry undone before it went. */
export function dismissQueuedEntry(userId: number, clientActionId: string): void {
  update(userId, (entries) => entries.filter((e) => e.request.clientActionId !== clientActionId));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const fromOtherTab = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith('daycare:room-log-queue:')) listener();
  };
  window.addEventListener('storage', fromOtherTab);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', fromOtherTab);
  };
}

export function useRoomLogQueue(userId: number): QueuedRoomEntry[] {
  return useSyncExternalStore(subscribe, () => queuedRoomEntries(userId));
}

const post = (body: LogRoomEntryRequest) =>
  navigator.onLine ? call('POST /api/room-log/entries', { body }) : Promise.reject(networkError());

/**
 * Logs an entry now (the centre's clock times it), or keeps it on the device when there is no
 * connection or earlier entries still wait (the server hears them in order). A refusal is
 * thrown as it was.
 */
export async function logOrQueue(
  userId: number,
  request: Omit<LogRoomEntryRequest, 'clientActionId' | 'happenedAt'>,
  label: string,
  now: Date = new Date(),
): Promise<
  { queued: true; clientActionId: string } | { queued: false; answer: RoomLogGroupResponse }
> {
  const full = { ...request, clientActionId: crypto.randomUUID(), happenedAt: now.toISOString() };
  const waiting = queuedRoomEntries(userId).some((e) => e.state === 'waiting');
  if (!waiting) {
    try {
      const { happenedAt: _sentLater, ...sentNow } = full;
      return { queued: false, answer: await post(sentNow) };
    } catch (error) {
      if (!isNetworkFailure(error)) throw error;
    }
  }
  enqueue(userId, { request: full, label });
  return { queued: true, clientActionId: full.clientActionId };
}

const running = new Map<number, Promise<number>>();

/** Sends the waiting entries oldest first (one run at a time); resolves with how many went. */
export function syncRoomLogQueue(userId: number): Promise<number> {
  const already = running.get(userId);
  if (already) return already;
  const run = (async () => {
    let recorded = 0;
    for (;;) {
      const next = queuedRoomEntries(userId).find((e) => e.state === 'waiting');
      if (!next) break;
      try {
        await post(next.request);
      } catch (error) {
        if (error instanceof ApiError && [400, 404, 409].includes(error.status)) {
          const message = error.message;
          update(userId, (entries) =>
            entries.map((e) =>
              e.request.clientActionId === next.request.clientActionId
                ? { ...e, state: 'conflict', message }
                : e,
            ),
          );
          continue;
        }
        break;
      }
      recorded++;
      dismissQueuedEntry(userId, next.request.clientActionId);
    }
    return recorded;
  })();
  running.set(userId, run);
  const done = () => running.delete(userId);
  run.then(done, done);
  return run;
}

/** Keeps the queue moving: on start, when back online, and every 30 s while entries wait. */
export function useRoomLogSync(userId: number): void {
  const queryClient = useQueryClient();
  const waiting = useRoomLogQueue(userId).filter((e) => e.state === 'waiting').length;
  useEffect(() => {
    const sync = () => {
      void syncRoomLogQueue(userId).then((recorded) => {
        if (recorded > 0) void queryClient.invalidateQueries({ queryKey: queryKeys.roomDay });
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
