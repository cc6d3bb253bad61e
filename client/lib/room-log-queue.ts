import { useQueryClient } from '@tanstack/react-query';
import type { LogRoomEntryRequest, RoomLogGroupResponse } from '../../contract/room-log.ts';
import { call, networkError } from './api.ts';
import { deviceQueue, isNetworkFailure } from './device-queue.ts';
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

const post = (body: LogRoomEntryRequest) =>
  navigator.onLine ? call('POST /api/room-log/entries', { body }) : Promise.reject(networkError());

const queue = deviceQueue<QueuedRoomEntry>({
  name: 'room-log-queue',
  isEntry,
  idOf: (entry) => entry.request.clientActionId,
  send: (entry) => post(entry.request),
  refusals: [400, 404, 409],
});

/** The user's queue as stored (oldest first); [] when there is none or it cannot be read. */
export const queuedRoomEntries = queue.read;

/** Takes an entry off the device: a conflict read, or a waiting entry undone before it went. */
export const dismissQueuedEntry = queue.dismiss;

export const useRoomLogQueue = (userId: number): QueuedRoomEntry[] => queue.useEntries(userId);

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
  if (!queue.hasWaiting(userId)) {
    try {
      const { happenedAt: _sentLater, ...sentNow } = full;
      return { queued: false, answer: await post(sentNow) };
    } catch (error) {
      if (!isNetworkFailure(error)) throw error;
    }
  }
  queue.add(userId, { request: full, label, state: 'waiting' });
  return { queued: true, clientActionId: full.clientActionId };
}

/** Sends the waiting entries oldest first (lib/device-queue.ts); resolves with how many went. */
export const syncRoomLogQueue = queue.sync;

/** Keeps the queue moving (lib/device-queue.ts); what went refreshes the room's day. */
export function useRoomLogSync(userId: number): void {
  const queryClient = useQueryClient();
  queue.useSync(userId, () => void queryClient.invalidateQueries({ queryKey: queryKeys.roomDay }));
}
