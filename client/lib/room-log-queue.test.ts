// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as queue from './room-log-queue.ts';

const userId = 7;
type Sent = { clientActionId: string; happenedAt?: string; childIds: number[]; kind: string };

/** The server as the device meets it: each POST answered by the next of `answers`. */
function server(...answers: (number | 'offline')[]) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_path: string, init: RequestInit) => {
      const answer = answers.shift() ?? 201;
      if (answer === 'offline') throw new TypeError('Failed to fetch');
      const body = JSON.parse(String(init.body)) as Sent;
      sent.push(body);
      if (answer >= 400)
        return new Response(JSON.stringify({ message: 'Child not found' }), { status: answer });
      return new Response(
        JSON.stringify({
          groupId: 5,
          clientActionId: body.clientActionId,
          entries: [],
          warnings: [],
        }),
        { status: answer },
      );
    }),
  );
  return { sent };
}

const nap = { kind: 'napStart' as const, childIds: [1, 2, 3] };
const at = (minute: number) => new Date(`2026-11-18T13:${String(minute).padStart(2, '0')}:00Z`);

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the room’s offline queue', () => {
  it('sends an entry at once, timed by the centre’s clock, and keeps nothing', async () => {
    const { sent } = server(201);
    const result = await queue.logOrQueue(userId, nap, 'Nap started', at(5));
    expect(result.queued).toBe(false);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.happenedAt).toBeUndefined();
    expect(sent[0]!.clientActionId).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    expect(queue.queuedRoomEntries(userId)).toEqual([]);
  });

  it('keeps it on the device without a connection, then sends it with its time, in order', async () => {
    const { sent } = server('offline');
    const first = await queue.logOrQueue(userId, nap, 'Nap started', at(5));
    expect(first.queued).toBe(true);
    // An entry behind a waiting one waits too, so the server hears them in order.
    const second = await queue.logOrQueue(userId, { ...nap, kind: 'napEnd' }, 'Nap ended', at(40));
    expect(second.queued).toBe(true);
    expect(queue.queuedRoomEntries(userId).map((e) => e.label)).toEqual([
      'Nap started',
      'Nap ended',
    ]);
    expect(await queue.syncRoomLogQueue(userId)).toBe(2);
    expect(sent.map((s) => [s.kind, s.happenedAt])).toEqual([
      ['napStart', at(5).toISOString()],
      ['napEnd', at(40).toISOString()],
    ]);
    expect(queue.queuedRoomEntries(userId)).toEqual([]);
  });

  it('keeps a refusal with the server’s words until dismissed, and sends the rest', async () => {
    server('offline');
    await queue.logOrQueue(userId, nap, 'Nap started', at(5));
    await queue.logOrQueue(userId, { ...nap, kind: 'napEnd' }, 'Nap ended', at(40));
    server(404, 201);
    expect(await queue.syncRoomLogQueue(userId)).toBe(1);
    const [refused] = queue.queuedRoomEntries(userId);
    expect(refused).toMatchObject({
      label: 'Nap started',
      state: 'conflict',
      message: 'Child not found',
    });
    queue.dismissQueuedEntry(userId, refused!.request.clientActionId);
    expect(queue.queuedRoomEntries(userId)).toEqual([]);
  });
});
