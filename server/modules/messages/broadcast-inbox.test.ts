import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { demo, startTestApp, type TestApp } from '../../../test/api/test-app.ts';

// Issue 35, point 7: a room broadcast flooded the staff's shared inbox with one card per
// family. A broadcast is one entry with its reach in families, opening to each family's
// thread; a family's reply stands in the inbox on its own; filters for unread,
// needs-acknowledgement and from-families (decision 049).

type Who = 'director' | 'teacher' | 'parent' | 'parent2';
type Entry = {
  id: number;
  kind: 'thread' | 'broadcast';
  subject: string;
  broadcastId: number | null;
  unreadCount: number;
  acknowledgementPending: boolean;
  awaitingAcknowledgement: boolean;
  broadcast: {
    id: number;
    recipients: string | null;
    roomName: string | null;
    families: number;
    readByFamilies: number;
    acknowledgedByFamilies: number;
    repliedFamilies: number;
    acknowledgementRequired: boolean;
  } | null;
};

let t: TestApp;
const cookie: Partial<Record<Who, string>> = {};

const call = (who: Who, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.request({ method, url, cookie: cookie[who], ...(payload ? { payload } : {}) });
async function get(who: Who, url: string) {
  const res = await call(who, 'GET', url);
  expect(res.statusCode, `${who} GET ${url}: ${res.body}`).toBe(200);
  return res.json();
}
const inbox = async (who: Who, query = ''): Promise<Entry[]> =>
  get(who, `/api/messages/threads?limit=200${query}`);
const key = (e: Entry) => `${e.kind}:${e.id}`;

async function broadcast(subject: string, extra: object = {}) {
  const res = await call('director', 'POST', '/api/messages/threads', {
    recipients: 'all',
    subject,
    content: `${subject}: please read this.`,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { threadIds: number[]; broadcastId: number };
}
const threadOf = async (who: Who, subject: string) =>
  ((await inbox(who, `&search=${encodeURIComponent(subject)}`)) as Entry[])[0]!;
async function reply(who: Who, threadId: number, content: string) {
  const res = await call(who, 'POST', `/api/messages/threads/${threadId}/messages`, { content });
  expect(res.statusCode, res.body).toBe(201);
}

beforeAll(async () => {
  t = await startTestApp();
  for (const who of ['director', 'teacher', 'parent', 'parent2'] as const)
    cookie[who] = await t.login(demo[who]);
});
afterAll(() => t.close());
beforeEach(() => t.clock.advance(60_000));

describe('a broadcast in the staff inbox', () => {
  it('is one entry, not one card per family, with its reach in families', async () => {
    const sent = await broadcast('Winter coats');
    expect(sent.threadIds.length).toBeGreaterThan(2);
    for (const who of ['director', 'teacher'] as const) {
      const entries = await inbox(who);
      const ofIt = entries.filter(
        (e) => e.broadcastId === sent.broadcastId || sent.threadIds.includes(e.id),
      );
      expect(ofIt.map(key), who).toEqual([`broadcast:${sent.broadcastId}`]);
      // The newest entry: it is what happened last.
      expect(key(entries[0]!), who).toBe(`broadcast:${sent.broadcastId}`);
      expect(ofIt[0]).toMatchObject({
        subject: 'Winter coats',
        unreadCount: 0,
        broadcast: {
          id: sent.broadcastId,
          recipients: 'all',
          roomName: null,
          families: sent.threadIds.length,
          readByFamilies: 0,
          acknowledgedByFamilies: 0,
          repliedFamilies: 0,
          acknowledgementRequired: false,
        },
      });
    }
    // A search finds it once too.
    expect((await inbox('teacher', '&search=winter coats')).map(key)).toEqual([
      `broadcast:${sent.broadcastId}`,
    ]);
  });

  it('counts the families who read and acknowledged it, whichever guardian did', async () => {
    const sent = await broadcast('Fire drill on Monday', { priority: 'urgent' });
    const counts = async () =>
      (await inbox('director', '&search=fire drill')).find((e) => e.kind === 'broadcast')!
        .broadcast!;
    expect(await counts()).toMatchObject({ readByFamilies: 0, acknowledgementRequired: true });

    const mine = await threadOf('parent', 'Fire drill on Monday');
    expect((await call('parent', 'POST', `/api/messages/threads/${mine.id}/read`)).statusCode).toBe(
      200,
    );
    expect(await counts()).toMatchObject({ readByFamilies: 1, acknowledgedByFamilies: 0 });

    const theirs = await threadOf('parent2', 'Fire drill on Monday');
    const detail = await get('parent2', `/api/messages/threads/${theirs.id}`);
    const ack = await call('parent2', 'POST', `/api/messages/${detail.messages[0].id}/acknowledge`);
    expect(ack.statusCode, ack.body).toBe(200);
    expect(await counts()).toMatchObject({
      families: sent.threadIds.length,
      readByFamilies: 2,
      acknowledgedByFamilies: 1,
    });
  });

  it('opens to each family’s thread, with who read and acknowledged it', async () => {
    const sent = await broadcast('Photo day', { priority: 'urgent' });
    const mine = await threadOf('parent', 'Photo day');
    const message = (await get('parent', `/api/messages/threads/${mine.id}`)).messages[0];
    await call('parent', 'POST', `/api/messages/${message.id}/acknowledge`);

    const opened = await get('teacher', `/api/messages/broadcasts/${sent.broadcastId}`);
    expect(opened).toMatchObject({
      id: sent.broadcastId,
      kind: 'broadcast',
      subject: 'Photo day',
      content: 'Photo day: please read this.',
      priority: 'urgent',
      lastMessage: { senderType: 'staff', senderName: 'Dana Whitfield' },
      broadcast: { families: sent.threadIds.length, readByFamilies: 1 },
    });
    const families = opened.families as {
      threadId: number;
      parents: { name: string }[];
      readAt: string | null;
      acknowledgedAt: string | null;
    }[];
    expect(families.map((f) => f.threadId).sort()).toEqual([...sent.threadIds].sort());
    const priyas = families.find((f) => f.threadId === mine.id)!;
    expect(priyas.readAt).not.toBeNull();
    expect(priyas.acknowledgedAt).not.toBeNull();
    expect(priyas.parents.length).toBeGreaterThan(0);
    expect(families.filter((f) => f.readAt !== null)).toHaveLength(1);
    // Each family's thread opens as before for staff.
    for (const f of families)
      expect((await call('teacher', 'GET', `/api/messages/threads/${f.threadId}`)).statusCode).toBe(
        200,
      );
  });

  it('is the centre’s to follow up: a parent, an unknown id and a bad id are refused', async () => {
    const sent = await broadcast('Staff only view');
    const asParent = await call('parent', 'GET', `/api/messages/broadcasts/${sent.broadcastId}`);
    expect(asParent.statusCode).toBe(403);
    const unknown = await call('director', 'GET', '/api/messages/broadcasts/999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      code: 'errors.broadcastNotFound',
      message: 'Broadcast not found',
    });
    expect((await call('director', 'GET', '/api/messages/broadcasts/abc')).statusCode).toBe(400);
    // A thread's id is not a broadcast's: one family's thread is never read as a broadcast.
    const family = await call('director', 'POST', '/api/messages/threads', {
      recipients: 'family',
      childId: ((await get('parent', '/api/children')) as { id: number }[])[0]!.id,
      subject: 'Just one family',
      content: 'Hello',
    });
    expect(family.json().broadcastId).toBeNull();
  });
});

describe('a family’s reply to a broadcast', () => {
  it('stands in the inbox as that family’s thread, unread, and is found by a search', async () => {
    const sent = await broadcast('Trip to the farm');
    t.clock.advance(60_000);
    const theirs = await threadOf('parent2', 'Trip to the farm');
    await reply('parent2', theirs.id, 'Can grandma come along as a helper?');

    const entries = await inbox('teacher');
    // The question is on top, above the broadcast it answers.
    expect(entries.slice(0, 2).map(key)).toEqual([
      `thread:${theirs.id}`,
      `broadcast:${sent.broadcastId}`,
    ]);
    expect(entries[0]).toMatchObject({ broadcastId: sent.broadcastId, unreadCount: 1 });
    expect(entries[1]!.broadcast).toMatchObject({ repliedFamilies: 1 });
    // Every other family's thread is still only in the broadcast.
    expect(
      entries.filter((e) => e.kind === 'thread' && sent.threadIds.includes(e.id)),
    ).toHaveLength(1);
    expect((await inbox('teacher', '&search=grandma come along')).map(key)).toEqual([
      `thread:${theirs.id}`,
    ]);
  });

  it('the centre writing again to one family makes that thread a conversation of its own', async () => {
    const sent = await broadcast('Lost mittens');
    t.clock.advance(60_000);
    const theirs = await threadOf('parent2', 'Lost mittens');
    await reply('director', theirs.id, 'Marcus, the blue mittens are yours, I think.');
    const entries = (await inbox('teacher', '&search=lost mittens')).map(key);
    expect(entries).toEqual([`thread:${theirs.id}`, `broadcast:${sent.broadcastId}`]);
  });

  it('leaves the parents’ side as it was: each family its own private thread', async () => {
    const sent = await broadcast('Parents side check');
    const mine = await inbox('parent', '&search=parents side check');
    expect(mine).toHaveLength(1);
    expect(sent.threadIds).toContain(mine[0]!.id);
    expect(mine[0]).toMatchObject({ kind: 'thread', broadcast: null, broadcastId: null });
    const theirs = await inbox('parent2', '&search=parents side check');
    expect(theirs).toHaveLength(1);
    expect(theirs[0]!.id).not.toBe(mine[0]!.id);
  });
});

describe('the inbox filters', () => {
  it('unread, needs-acknowledgement and from-families each keep what they say', async () => {
    const normal = await broadcast('Filter normal news');
    const urgent = await broadcast('Filter urgent closure', { priority: 'urgent' });
    t.clock.advance(60_000);
    const question = await call('parent', 'POST', '/api/messages/threads', {
      recipients: 'centre',
      childId: ((await get('parent', '/api/children')) as { id: number }[])[0]!.id,
      subject: 'Filter question from Priya',
      content: 'Is there nap time on Saturdays?',
    });
    expect(question.statusCode, question.body).toBe(201);
    const questionId = question.json().threadIds[0] as number;
    const answered = await threadOf('parent2', 'Filter normal news');
    await reply('parent2', answered.id, 'Filter reply: thanks!');

    const unread = await inbox('teacher', '&filter=unread');
    expect(unread.every((e) => e.kind === 'thread' && e.unreadCount > 0)).toBe(true);
    expect(unread.map(key)).toEqual(
      expect.arrayContaining([`thread:${questionId}`, `thread:${answered.id}`]),
    );
    // Read by the teacher: gone from the teacher's unread, still in the director's.
    await call('teacher', 'POST', `/api/messages/threads/${questionId}/read`);
    expect((await inbox('teacher', '&filter=unread')).map(key)).not.toContain(
      `thread:${questionId}`,
    );
    expect((await inbox('director', '&filter=unread')).map(key)).toContain(`thread:${questionId}`);

    const needs = (await inbox('director', '&filter=needsAcknowledgement')).map(key);
    expect(needs).toContain(`broadcast:${urgent.broadcastId}`);
    expect(needs).not.toContain(`broadcast:${normal.broadcastId}`);
    expect(needs).not.toContain(`thread:${questionId}`);

    const fromFamilies = await inbox('director', '&filter=fromFamilies');
    expect(fromFamilies.every((e) => e.kind === 'thread')).toBe(true);
    expect(fromFamilies.map(key)).toEqual(
      expect.arrayContaining([`thread:${questionId}`, `thread:${answered.id}`]),
    );
    expect(fromFamilies.map(key)).not.toContain(`broadcast:${normal.broadcastId}`);

    // A filter and a search together.
    expect((await inbox('director', '&filter=fromFamilies&search=filter reply')).map(key)).toEqual([
      `thread:${answered.id}`,
    ]);
  });

  it('an urgent broadcast leaves needs-acknowledgement once every family acknowledged', async () => {
    // Only the two demo families with accounts: a room holding just one of them.
    const rooms = (await get('director', '/api/rooms')) as { id: number; name: string }[];
    const child = ((await get('parent2', '/api/children')) as { room: string }[])[0]!;
    const room = rooms.find((r) => r.name === child.room)!;
    const res = await call('director', 'POST', '/api/messages/threads', {
      recipients: 'room',
      roomId: room.id,
      subject: 'Room urgent notice',
      content: 'Please confirm.',
      priority: 'urgent',
    });
    expect(res.statusCode, res.body).toBe(201);
    const { broadcastId, threadIds } = res.json() as { broadcastId: number; threadIds: number[] };
    const entry = (await inbox('director', '&search=room urgent notice'))[0]!;
    expect(entry.broadcast).toMatchObject({ recipients: 'room', roomName: room.name });
    expect((await inbox('director', '&filter=needsAcknowledgement')).map(key)).toContain(
      `broadcast:${broadcastId}`,
    );
    const opened = await get('director', `/api/messages/broadcasts/${broadcastId}`);
    // Every family of the room acknowledges, through any one guardian (seeded accounts too).
    for (const f of opened.families as { threadId: number; parents: { userId: number }[] }[]) {
      const messageId = (await get('director', `/api/messages/threads/${f.threadId}`)).messages[0]
        .id as number;
      await t.app.db.execute(sql`update message_receipts set acknowledged_at = now(),
        read_at = now() where message_id = ${messageId} and user_id = ${f.parents[0]!.userId}`);
    }
    expect(threadIds.length).toBe(opened.families.length);
    expect((await inbox('director', '&filter=needsAcknowledgement')).map(key)).not.toContain(
      `broadcast:${broadcastId}`,
    );
  });

  it('refuses a filter it does not know with the catalogue’s words, changing nothing', async () => {
    const res = await call('director', 'GET', '/api/messages/threads?filter=everything');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'errors.messageFilter' });
  });
});

describe('paging through the inbox', () => {
  it('walks conversations and broadcasts a page at a time, each entry once', async () => {
    await broadcast('Paging one');
    await broadcast('Paging two');
    const all = (await inbox('director')).map(key);
    const walked: string[] = [];
    let cursor: string | undefined;
    for (let i = 0; i < 200; i++) {
      const res = await call(
        'director',
        'GET',
        `/api/messages/threads?limit=3${cursor ? `&before=${cursor}` : ''}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      walked.push(...(res.json() as Entry[]).map(key));
      cursor = res.headers['next-cursor'] as string | undefined;
      if (!cursor) break;
    }
    expect(walked).toEqual(all);
    const bad = await call('director', 'GET', '/api/messages/threads?before=bm90LWpzb24');
    expect(bad.statusCode).toBe(400);
  });
});
