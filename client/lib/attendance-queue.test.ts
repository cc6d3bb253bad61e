// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as queue from './attendance-queue.ts';

const userId = 7;
type Sent = { childId: number; clientActionId: string; happenedAt: string; checkInBy?: string };

/** The server as the device meets it: each POST answered by the next of `answers`. */
function server(...answers: (number | 'offline')[]) {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (_path: string, init: RequestInit) => {
    const answer = answers.shift() ?? 200;
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    const body = JSON.parse(String(init.body)) as Sent;
    sent.push(body);
    if (answer === 409)
      return new Response(JSON.stringify({ message: 'Ava Stone is already checked in today.' }), {
        status: 409,
      });
    return new Response(JSON.stringify({ id: 1, childId: body.childId }), { status: answer });
  });
  vi.stubGlobal('fetch', fetch);
  return { sent, fetch };
}

const action = (childId: number, minute: number) =>
  queue.newAttendanceAction(
    { childId, childName: `Child ${childId}`, kind: 'checkin', by: 'Staff Member' },
    new Date(`2026-11-18T13:${String(minute).padStart(2, '0')}:00Z`),
  );

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the offline attendance queue', () => {
  it('sends an action at once with its own id, timed by the centre’s clock, and keeps nothing', async () => {
    const { sent } = server(201);
    const a = action(1, 5);
    expect(await queue.recordOrQueue(userId, a)).toEqual({ queued: false });
    // No happenedAt: sent at once, the server's clock times it, not the device's.
    expect(sent).toEqual([
      { childId: 1, checkInBy: 'Staff Member', clientActionId: a.clientActionId },
    ]);
    expect(a.clientActionId).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    expect(queue.queuedActions(userId)).toEqual([]);
  });

  it('queues the action when the request fails for want of a network', async () => {
    server('offline');
    const a = action(1, 5);
    expect(await queue.recordOrQueue(userId, a)).toEqual({ queued: true });
    expect(queue.queuedActions(userId)).toEqual([{ ...a, state: 'waiting' }]);
  });

  it('sends who collected the child, and never keeps a director’s password on the device', async () => {
    const checkOut = (at: number) =>
      queue.newAttendanceAction(
        {
          childId: 3,
          childName: 'Child 3',
          kind: 'checkout',
          by: 'Kim Lee (other)',
          collectedBy: {
            kind: 'other',
            name: 'Kim Lee',
            idChecked: true,
            approval: { directorUserId: 1, password: 'secret-password' },
          },
        },
        new Date(`2026-11-18T20:${String(at).padStart(2, '0')}:00Z`),
      );
    const { sent } = server(200, 'offline');
    const online = checkOut(5);
    await queue.recordOrQueue(userId, online);
    expect(sent[0]).toMatchObject({
      checkOutBy: 'Kim Lee (other)',
      collectedBy: online.collectedBy,
    });
    await queue.recordOrQueue(userId, checkOut(6));
    expect(localStorage.getItem(`daycare:attendance-queue:${userId}`)).not.toContain('secret');
    expect(queue.queuedActions(userId)[0]!.collectedBy).toEqual({
      kind: 'other',
      name: 'Kim Lee',
      idChecked: true,
    });
  });

  it('queues without trying when the browser says it is offline', async () => {
    const { fetch } = server();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(await queue.recordOrQueue(userId, action(1, 5))).toEqual({ queued: true });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('throws a refusal instead of queueing it', async () => {
    server(409);
    await expect(queue.recordOrQueue(userId, action(1, 5))).rejects.toMatchObject({
      status: 409,
    });
    expect(queue.queuedActions(userId)).toEqual([]);
  });

  it('queues behind actions still waiting, so the server hears them in order', async () => {
    const { fetch } = server();
    queue.enqueueAttendance(userId, action(1, 5));
    expect(await queue.recordOrQueue(userId, action(2, 6))).toEqual({ queued: true });
    expect(fetch).not.toHaveBeenCalled();
    expect(queue.queuedActions(userId).map((e) => e.childId)).toEqual([1, 2]);
  });

  it('replays the waiting actions in order and removes each one recorded', async () => {
    const { sent } = server(201, 200, 201);
    const actions = [action(1, 5), action(2, 6), action(3, 7)];
    for (const a of actions) queue.enqueueAttendance(userId, a);
    expect(await queue.syncAttendanceQueue(userId)).toBe(3);
    expect(sent.map((s) => s.clientActionId)).toEqual(actions.map((a) => a.clientActionId));
    expect(sent.map((s) => s.happenedAt)).toEqual(actions.map((a) => a.happenedAt));
    expect(queue.queuedActions(userId)).toEqual([]);
  });

  it('keeps a conflict with the server’s words, and goes on with the next', async () => {
    server(409, 201);
    const [a, b] = [action(1, 5), action(2, 6)];
    queue.enqueueAttendance(userId, a);
    queue.enqueueAttendance(userId, b);
    expect(await queue.syncAttendanceQueue(userId)).toBe(1);
    expect(queue.queuedActions(userId)).toEqual([
      { ...a, state: 'conflict', message: 'Ava Stone is already checked in today.' },
    ]);
    // A conflict is not sent again; it stays until the person dismisses it.
    const { fetch } = server();
    expect(await queue.syncAttendanceQueue(userId)).toBe(0);
    expect(fetch).not.toHaveBeenCalled();
    queue.dismissQueued(userId, a.clientActionId);
    expect(queue.queuedActions(userId)).toEqual([]);
  });

  it('stops at a network failure and keeps every action waiting', async () => {
    const { fetch } = server('offline');
    queue.enqueueAttendance(userId, action(1, 5));
    queue.enqueueAttendance(userId, action(2, 6));
    expect(await queue.syncAttendanceQueue(userId)).toBe(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(queue.queuedActions(userId).map((e) => [e.childId, e.state])).toEqual([
      [1, 'waiting'],
      [2, 'waiting'],
    ]);
  });

  it('loses nothing across a reload, and keeps each user’s queue apart', async () => {
    server('offline');
    const a = action(1, 5);
    await queue.recordOrQueue(userId, a);
    vi.resetModules();
    const reloaded = await import('./attendance-queue.ts');
    expect(reloaded.queuedActions(userId)).toEqual([{ ...a, state: 'waiting' }]);
    expect(reloaded.queuedActions(userId + 1)).toEqual([]);
    const { sent } = server(200);
    expect(await reloaded.syncAttendanceQueue(userId)).toBe(1);
    expect(sent[0]?.clientActionId).toBe(a.clientActionId);
    expect(reloaded.queuedActions(userId)).toEqual([]);
  });
});
