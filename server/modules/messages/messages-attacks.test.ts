import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Mail } from '../../lib/mail/mailer.ts';
import { demo, startTestApp, type TestApp } from '../../../test/api/test-app.ts';
import { enrolChild, inviteParent } from '../../../test/api/fixtures.ts';

// The messages API as an attacker sees it: every id, query parameter, cursor and body a
// parent can send, tried against another family's conversations; what a parent may learn
// about other people's reading; what e-mail says; broken input; and (on PostgreSQL) many
// requests at once. Every answer is a 4xx that reveals nothing, never a 500.

let t: TestApp;
const cookie: Record<string, string> = {};
const mails: Mail[] = [];
let family1Child: number; // Aarav: Priya (parent) and Ravi (guardian2)
let family1Sibling: number; // Anika: Priya only
let family2Child: number; // Jayden: Marcus (parent2)
let userId: Record<string, number> = {};
const guardian2Email = 'ravi.attack@example.org';

type Who = 'director' | 'teacher' | 'parent' | 'parent2' | 'guardian2';

const call = (
  who: Who | null,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
) =>
  t.request({
    method,
    url,
    cookie: who ? cookie[who] : undefined,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
async function get(who: Who, url: string) {
  const res = await call(who, 'GET', url);
  expect(res.statusCode, `${who} GET ${url}: ${res.body}`).toBe(200);
  return res.json();
}
const unread = async (who: Who) => (await get(who, '/api/messages/unread-count')).count as number;
const threadIds = async (who: Who, query = '') =>
  ((await get(who, `/api/messages/threads?limit=200${query}`)) as { id: number }[]).map(
    (th) => th.id,
  );
const received = async (who: Who) =>
  (await get(who, '/api/messages?limit=200')) as { id: number; threadId: number }[];

async function newThread(who: Who, body: object): Promise<number[]> {
  const res = await call(who, 'POST', '/api/messages/threads', {
    content: 'Hello from the attack tests',
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().threadIds;
}
const toFamily1 = async (subject: string, extra: object = {}) =>
  (
    await newThread('director', { recipients: 'family', childId: family1Child, subject, ...extra })
  )[0]!;
async function reply(who: Who, threadId: number, content: string, priority?: string) {
  const res = await call(who, 'POST', `/api/messages/threads/${threadId}/messages`, {
    content,
    ...(priority ? { priority } : {}),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number };
}
const expect400 = (res: LightMyRequestResponse, what: string) => {
  expect(res.statusCode, `${what}: ${res.body}`).toBe(400);
  expect(res.json().code, what).toMatch(/^errors\./);
};

beforeAll(async () => {
  t = await startTestApp({ messageEmailDelayMinutes: 5 });
  vi.spyOn(t.app.mailer, 'send').mockImplementation(async (mail) => {
    mails.push(mail);
  });
  for (const who of ['director', 'teacher', 'parent', 'parent2'] as const)
    cookie[who] = await t.login(demo[who]);
  [family1Child, family1Sibling] = ((await get('parent', '/api/children')) as { id: number }[])
    .map((c) => c.id)
    .sort((a, b) => a - b) as [number, number];
  family2Child = (await get('parent2', '/api/children'))[0].id;
  // Aarav gets a second guardian with a login of their own.
  await registerParent(guardian2Email, 'Ravi', family1Child);
  cookie.guardian2 = await t.login(guardian2Email, { portal: 'parent' });
  userId = {};
  for (const who of ['director', 'teacher', 'parent', 'parent2', 'guardian2'] as const)
    userId[who] = (await get(who, '/api/auth/me')).userId;
  await t.drainJobs();
});
afterAll(() => t.close());
beforeEach(async () => {
  t.clock.advance(10 * 60_000);
  await t.drainJobs();
  mails.length = 0;
  // Sessions left idle for two hours end: each test starts with everyone recently active.
  for (const who of Object.keys(cookie) as Who[]) await call(who, 'GET', '/api/auth/me');
});

async function registerParent(email: string, firstName: string, childId: number) {
  const invitation = await inviteParent(t, cookie.director!, { email, childId });
  const registered = await t.request({
    method: 'POST',
    url: '/api/parent-accounts/register',
    payload: {
      firstName,
      lastName: 'Attack',
      email,
      phoneNumber: '(555) 210-3344',
      address: '9 Oak Lane',
      emergencyContactName: 'Someone Else',
      emergencyContactPhone: '(555) 210-5566',
      password: demo.password,
      confirmPassword: demo.password,
      invitationCode: invitation.invitationCode,
    },
  });
  expect(registered.statusCode, registered.body).toBe(201);
}

describe('another family’s conversations, by id', () => {
  it('every thread id answers 404 to a parent not in it, exactly like one that does not exist', async () => {
    await toFamily1('Enumeration target', { priority: 'urgent' });
    const all = await threadIds('director');
    const mine = new Set(await threadIds('parent2'));
    const max = Math.max(...all);
    const missing = await call('parent2', 'GET', `/api/messages/threads/${max + 1000}`);
    expect(missing.statusCode).toBe(404);
    const countBefore = await unread('parent2');
    for (let id = 1; id <= max + 1; id++) {
      if (mine.has(id)) continue;
      for (const [method, url, payload] of [
        ['GET', `/api/messages/threads/${id}`],
        ['POST', `/api/messages/threads/${id}/read`],
        ['POST', `/api/messages/threads/${id}/messages`, { content: 'Let me in' }],
      ] as const) {
        const res = await call('parent2', method, url, payload);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.body, `${method} ${url}`).toBe(missing.body);
      }
    }
    expect(await unread('parent2')).toBe(countBefore);
    // Nothing was written into anyone's thread.
    const staffView = await get('director', `/api/messages/threads?limit=200&search=Let me in`);
    expect(staffView).toEqual([]);
  });

  it('every message id of another family answers 404 to mark-read and acknowledge', async () => {
    const threadId = await toFamily1('Urgent for family 1', { priority: 'urgent' });
    const { messages } = await get('director', `/api/messages/threads/${threadId}`);
    const target = messages[0].id as number;
    const ownIds = new Set((await received('parent2')).map((m) => m.id));
    for (let id = 1; id <= target + 1; id++) {
      if (ownIds.has(id)) continue;
      const read = await call('parent2', 'PATCH', `/api/messages/${id}/read`);
      expect(read.statusCode, `PATCH ${id}`).toBe(404);
      const ack = await call('parent2', 'POST', `/api/messages/${id}/acknowledge`);
      expect(ack.statusCode, `acknowledge ${id}`).toBe(404);
    }
    // Family 1 still has it unread and unacknowledged; no receipt moved.
    const staffView = await get('director', `/api/messages/threads/${threadId}`);
    for (const receipt of staffView.messages[0].receipts) {
      expect(receipt).toMatchObject({ readAt: null, acknowledgedAt: null });
    }
  });

  it('the spec’s userId/userType and other query parameters never widen a parent’s view', async () => {
    const threadId = await toFamily1('Only for family 1');
    const ownCount = await unread('parent2');
    for (const query of [
      `userId=${userId.parent}&userType=parent`,
      `userId=${userId.director}&userType=staff`,
      'userId=0&userType=admin',
      'userId=*&userType=%25',
    ]) {
      expect((await get('parent2', `/api/messages/unread/count?${query}`)).count).toBe(ownCount);
      const list = (await get('parent2', `/api/messages?${query}`)) as { threadId: number }[];
      expect(list.some((m) => m.threadId === threadId)).toBe(false);
      const threads = await get('parent2', `/api/messages/threads?${query}`);
      expect(threads.some((th: { id: number }) => th.id === threadId)).toBe(false);
    }
    // Other spellings of "a thread id" in the query are ignored or refused, never obeyed.
    for (const query of [`only=${threadId}`, `id=${threadId}`, `threadId=${threadId}`]) {
      const res = await call('parent2', 'GET', `/api/messages/threads?${query}`);
      if (res.statusCode === 200)
        expect(res.json().some((th: { id: number }) => th.id === threadId)).toBe(false);
      else expect(res.statusCode).toBe(400);
    }
    const tooLong = await call(
      'parent2',
      'GET',
      `/api/messages/unread/count?userId=${'1'.repeat(21)}`,
    );
    expect400(tooLong, 'userId of 21 characters');
  });

  it('a co-guardian’s private question to the centre stays theirs (404, absent from lists and search)', async () => {
    const [threadId] = await newThread('guardian2', {
      recipients: 'centre',
      childId: family1Child,
      subject: 'Ravi private question',
      content: 'Ravi private content about custody',
      priority: 'urgent',
    });
    const staffReply = await reply(
      'director',
      threadId!,
      'Director answers Ravi privately',
      'urgent',
    );
    for (const [method, url] of [
      ['GET', `/api/messages/threads/${threadId}`],
      ['POST', `/api/messages/threads/${threadId}/read`],
      ['PATCH', `/api/messages/${staffReply.id}/read`],
      ['POST', `/api/messages/${staffReply.id}/acknowledge`],
    ] as const) {
      expect((await call('parent', method, url)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await threadIds('parent')).not.toContain(threadId);
    expect(await threadIds('parent', '&search=custody')).toEqual([]);
    expect(await threadIds('parent', '&search=Ravi private')).toEqual([]);
    expect((await received('parent')).some((m) => m.threadId === threadId)).toBe(false);
    const recent = (await get('parent', '/api/messages/recent')) as { threadId: number }[];
    expect(recent.some((m) => m.threadId === threadId)).toBe(false);
    // The guardian who wrote it is the only parent in it.
    const staffView = await get('director', `/api/messages/threads/${threadId}`);
    expect(staffView.parents.map((p: { userId: number }) => p.userId)).toEqual([userId.guardian2]);
  });
});

describe('what a parent may learn about other people', () => {
  it('never who else has read or acknowledged a message, in any answer', async () => {
    const threadId = await toFamily1('Who read this?', { priority: 'urgent' });
    const { messages } = await get('guardian2', `/api/messages/threads/${threadId}`);
    const messageId = messages[0].id;
    // A moment of its own, so that the acknowledgement's time is no other time in the answers.
    t.clock.advance(61_000);
    expect(
      (await call('guardian2', 'POST', `/api/messages/${messageId}/acknowledge`)).statusCode,
    ).toBe(200);
    t.clock.advance(61_000);
    // Staff see both guardians' receipts…
    const staffView = await get('director', `/api/messages/threads/${threadId}`);
    expect(staffView.messages[0].receipts).toHaveLength(2);
    const ravi = staffView.messages[0].receipts.find(
      (r: { userId: number }) => r.userId === userId.guardian2,
    );
    expect(ravi.acknowledgedAt).toEqual(expect.any(String));
    // …Priya sees only her own state, in every answer that mentions the message.
    const answers = [
      await get('parent', `/api/messages/threads/${threadId}`),
      await get('parent', `/api/messages/threads?search=Who read this`),
      await get('parent', '/api/messages?limit=200'),
      await get('parent', '/api/messages/recent'),
    ];
    const detail = answers[0];
    expect(detail.messages[0]).toMatchObject({
      receipts: [],
      isRead: false,
      acknowledgedAt: null,
    });
    expect(detail.awaitingAcknowledgement).toBe(true);
    for (const answer of answers) {
      expect(JSON.stringify(answer)).not.toContain(ravi.acknowledgedAt);
    }
    // A reply from Ravi does not mark it read for Priya either.
    await reply('guardian2', threadId, 'Acknowledged by Ravi');
    const after = await get('parent', `/api/messages/threads/${threadId}`);
    expect(after.messages.map((m: { isRead: boolean }) => m.isRead)).toEqual([false, false]);
    expect(after.messages.every((m: { receipts: unknown[] }) => m.receipts.length === 0)).toBe(
      true,
    );
  });

  it('staff see parents’ receipts only, never a colleague’s reading', async () => {
    const threadId = await toFamily1('Staff receipts');
    await reply('parent', threadId, 'A question for the centre');
    await call('teacher', 'POST', `/api/messages/threads/${threadId}/read`);
    const view = await get('director', `/api/messages/threads/${threadId}`);
    const ids = view.messages.flatMap((m: { receipts: { userId: number }[] }) =>
      m.receipts.map((r) => r.userId),
    );
    expect(ids).not.toContain(userId.teacher);
    expect(ids).not.toContain(userId.director);
  });
});

describe('broadcasts keep each family’s replies to itself', () => {
  it('a reply to a room broadcast reaches the centre only, nobody in another family', async () => {
    const rooms = (await get('director', '/api/rooms')) as { id: number; name: string }[];
    const children = (await get('director', '/api/children')) as { id: number; room: string }[];
    const room = children.find((c) => c.id === family1Child)!.room;
    const roomId = rooms.find((r) => r.name === room)!.id;
    const ids = await newThread('director', {
      recipients: 'room',
      roomId,
      subject: 'Room broadcast privacy',
      content: 'Bring wellies on Friday.',
    });
    expect(ids.length).toBeGreaterThan(1);
    const mine = (await threadIds('parent', '&search=Room broadcast privacy')).filter((id) =>
      ids.includes(id),
    );
    expect(mine).toHaveLength(1);
    // Every other thread of the broadcast is another family's: 404 for Priya.
    for (const id of ids.filter((i) => i !== mine[0])) {
      expect((await call('parent', 'GET', `/api/messages/threads/${id}`)).statusCode).toBe(404);
    }
    const other = ids.find((i) => i !== mine[0])!;
    const before = { parent: await unread('parent'), guardian2: await unread('guardian2') };
    const staffBefore = await unread('teacher');
    const otherParents = (await get('director', `/api/messages/threads/${other}`)).parents;
    expect(otherParents.map((p: { userId: number }) => p.userId)).not.toContain(userId.parent);
    // Staff answer in another family's thread: family 1 hears nothing of it.
    await reply('director', other, 'Secret answer for one family only');
    expect(await unread('parent')).toBe(before.parent);
    expect(await unread('guardian2')).toBe(before.guardian2);
    expect(await threadIds('parent', '&search=Secret answer')).toEqual([]);
    // Family 1 answers in its own: the teacher gets it, no other family does.
    await reply('parent', mine[0]!, 'Our wellies are lost');
    expect(await unread('teacher')).toBe(staffBefore + 1);
    expect(await threadIds('parent2', '&search=wellies are lost')).toEqual([]);
    const mine2 = await get('parent', `/api/messages/threads/${mine[0]}`);
    expect(JSON.stringify(mine2)).not.toContain('Secret answer');
  });
});

describe('a parent starting a conversation', () => {
  it('may write only to the centre: family, room and all are refused and make nothing', async () => {
    const before = await threadIds('director');
    const rooms = (await get('director', '/api/rooms')) as { id: number }[];
    for (const body of [
      { recipients: 'family', childId: family2Child },
      { recipients: 'family', childId: family1Child },
      { recipients: 'room', roomId: rooms[0]!.id },
      { recipients: 'all' },
    ]) {
      const res = await call('parent', 'POST', '/api/messages/threads', {
        ...body,
        subject: 'Parent broadcast attempt',
        content: 'Hello everyone',
      });
      expect(res.statusCode, JSON.stringify(body)).toBe(403);
    }
    expect(await threadIds('director')).toEqual(before);
  });

  it('only about their own child: another family’s, unknown or malformed ids are refused alike', async () => {
    const before = await threadIds('director');
    for (const childId of [family2Child, 2_147_483_647, 999_999]) {
      const res = await call('parent', 'POST', '/api/messages/threads', {
        recipients: 'centre',
        childId,
        subject: 'About someone else',
        content: 'Hi',
      });
      expect(res.statusCode, `childId ${childId}`).toBe(404);
      expect(res.json().code).toBe('errors.childNotFound');
    }
    for (const childId of [
      0,
      -1,
      1.5,
      '01',
      ' 1',
      '1e1',
      2_147_483_648,
      null,
      [family1Child],
      {},
    ]) {
      const res = await call('parent', 'POST', '/api/messages/threads', {
        recipients: 'centre',
        childId,
        subject: 'Malformed',
        content: 'Hi',
      });
      expect400(res, `childId ${JSON.stringify(childId)}`);
    }
    expect(await threadIds('director')).toEqual(before);
  });

  it('cannot choose who else is in the thread: smuggled fields are ignored', async () => {
    const [threadId] = await newThread('parent', {
      recipients: 'centre',
      childId: family1Child,
      subject: 'Smuggled fields',
      parentUserIds: [userId.parent2, userId.guardian2],
      parents: [{ userId: userId.parent2 }],
      senderType: 'staff',
      senderId: userId.director,
      roomId: 1,
      threadId: 1,
    });
    const view = await get('director', `/api/messages/threads/${threadId}`);
    expect(view.parents.map((p: { userId: number }) => p.userId)).toEqual([userId.parent]);
    expect(view.messages[0]).toMatchObject({ senderId: userId.parent, senderType: 'parent' });
    expect((await call('parent2', 'GET', `/api/messages/threads/${threadId}`)).statusCode).toBe(
      404,
    );
    expect((await call('guardian2', 'GET', `/api/messages/threads/${threadId}`)).statusCode).toBe(
      404,
    );
    // The same in a reply: it is the parent's, in that thread.
    const res = await call('parent', 'POST', `/api/messages/threads/${threadId}/messages`, {
      content: 'Smuggled reply',
      threadId: 1,
      senderType: 'staff',
      senderId: userId.director,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ senderId: userId.parent, senderType: 'parent', mine: true });
  });

  it('a parent’s urgent message asks nobody to acknowledge it', async () => {
    const [threadId] = await newThread('parent', {
      recipients: 'centre',
      childId: family1Sibling,
      subject: 'Parent says urgent',
      priority: 'urgent',
    });
    const view = await get('director', `/api/messages/threads/${threadId}`);
    expect(view.messages[0].acknowledgementRequired).toBe(false);
    const messageId = view.messages[0].id;
    // Not theirs to acknowledge (staff), not a receipt of the author's own.
    expect(
      (await call('director', 'POST', `/api/messages/${messageId}/acknowledge`)).statusCode,
    ).toBe(403);
    expect(
      (await call('parent', 'POST', `/api/messages/${messageId}/acknowledge`)).statusCode,
    ).toBe(404);
    // In a family thread the other guardian receives Priya's urgent reply, but it is not the
    // centre's, so there is nothing to acknowledge.
    const family = await toFamily1('Family thread for urgent parent reply');
    const urgent = await reply('parent', family, 'Priya writes urgently', 'urgent');
    const ack = await call('guardian2', 'POST', `/api/messages/${urgent.id}/acknowledge`);
    expect(ack.statusCode).toBe(400);
    expect(ack.json().code).toBe('errors.messageNoAcknowledgement');
  });
});

describe('acknowledgements', () => {
  it('only an urgent message from the centre, only one’s own receipt, and only once', async () => {
    for (const priority of ['low', 'normal', 'high'] as const) {
      const threadId = await toFamily1(`Not urgent ${priority}`, { priority });
      const { messages } = await get('parent', `/api/messages/threads/${threadId}`);
      const res = await call('parent', 'POST', `/api/messages/${messages[0].id}/acknowledge`);
      expect(res.statusCode, priority).toBe(400);
    }
    const threadId = await toFamily1('Urgent once', { priority: 'urgent' });
    const { messages } = await get('parent', `/api/messages/threads/${threadId}`);
    const id = messages[0].id;
    const first = await call('parent', 'POST', `/api/messages/${id}/acknowledge`);
    expect(first.statusCode).toBe(200);
    t.clock.advance(60_000);
    const second = await call('parent', 'POST', `/api/messages/${id}/acknowledge`);
    expect(second.json().acknowledgedAt).toBe(first.json().acknowledgedAt);
    // Priya's acknowledgement is hers: Ravi still owes his.
    const ravi = await get('guardian2', `/api/messages/threads/${threadId}`);
    expect(ravi.messages[0].acknowledgedAt).toBeNull();
    expect(ravi.awaitingAcknowledgement).toBe(true);
    for (const bad of ['0', '-1', 'abc', '2147483648', '1.0', '%20']) {
      expect400(await call('parent', 'POST', `/api/messages/${bad}/acknowledge`), `id ${bad}`);
    }
    expect((await call('parent', 'POST', '/api/messages/2147483647/acknowledge')).statusCode).toBe(
      404,
    );
  });
});

describe('staff', () => {
  it('cannot write as a parent to the centre, nor to unknown children or rooms', async () => {
    const before = await threadIds('director');
    for (const who of ['director', 'teacher'] as const) {
      const res = await call(who, 'POST', '/api/messages/threads', {
        recipients: 'centre',
        childId: family1Child,
        subject: 'Staff as a parent',
        content: 'x',
      });
      expect(res.statusCode, who).toBe(403);
    }
    const unknownChild = await call('director', 'POST', '/api/messages/threads', {
      recipients: 'family',
      childId: 2_147_483_647,
      subject: 'Unknown child',
      content: 'x',
    });
    expect(unknownChild.statusCode).toBe(404);
    const unknownRoom = await call('director', 'POST', '/api/messages/threads', {
      recipients: 'room',
      roomId: 2_147_483_647,
      subject: 'Unknown room',
      content: 'x',
    });
    expect(unknownRoom.statusCode).toBe(404);
    const noParents = await enrolChild(t, cookie.director!, {
      firstName: 'Nobody',
      lastName: 'Yet',
    });
    const empty = await call('director', 'POST', '/api/messages/threads', {
      recipients: 'family',
      childId: noParents,
      subject: 'No parent account',
      content: 'x',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().code).toBe('errors.messageNoFamilies');
    expect(await threadIds('director')).toEqual(before);
  });

  it('write into a thread as staff, whatever the body claims', async () => {
    const threadId = await toFamily1('Staff sender claims');
    const res = await call('teacher', 'POST', `/api/messages/threads/${threadId}/messages`, {
      content: 'From the teacher',
      senderType: 'parent',
      senderId: userId.parent,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ senderId: userId.teacher, senderType: 'staff' });
  });
});

describe('a removed child', () => {
  let removedChild: number;
  const email = 'olga.removed@example.org';
  let olga: string;

  beforeAll(async () => {
    removedChild = await enrolChild(t, cookie.director!, {
      firstName: 'Removed',
      lastName: 'Child',
    });
    await registerParent(email, 'Olga', removedChild);
    olga = await t.login(email, { portal: 'parent' });
    const removed = await call('director', 'DELETE', `/api/children/${removedChild}`);
    expect(removed.statusCode).toBe(204);
  });

  it('is no longer written to: not as a family, not in a broadcast', async () => {
    const res = await call('director', 'POST', '/api/messages/threads', {
      recipients: 'family',
      childId: removedChild,
      subject: 'To a removed child',
      content: 'x',
    });
    expect(res.statusCode).toBe(404);
    const before = (
      await t.request({ method: 'GET', url: '/api/messages/unread-count', cookie: olga })
    ).json().count;
    const ids = await newThread('director', {
      recipients: 'all',
      subject: 'After removal',
      content: 'x',
    });
    const after = (
      await t.request({ method: 'GET', url: '/api/messages/unread-count', cookie: olga })
    ).json().count;
    expect(after).toBe(before);
    for (const id of ids) {
      const view = await get('director', `/api/messages/threads/${id}`);
      expect(view.parents.map((p: { name: string }) => p.name)).not.toContain('Olga Attack');
    }
  });
});

describe('search', () => {
  it('takes %, _ and \\ literally and finds nothing of other families, whatever the pattern', async () => {
    const threadId = await toFamily1('Pattern target', { content: 'Back\\slash 50% off_sale' });
    await reply('director', threadId, 'another line');
    const found = async (who: Who, search: string) =>
      threadIds(who, `&search=${encodeURIComponent(search)}`);
    expect(await found('parent', '\\slash')).toContain(threadId);
    expect(await found('parent', '50% off_')).toContain(threadId);
    expect(await found('parent', '\\')).toContain(threadId);
    expect(await found('parent', 'Back_slash')).not.toContain(threadId);
    expect(await found('parent', '50%off')).not.toContain(threadId);
    // Patterns that would match everything if taken as SQL or as LIKE syntax match nothing
    // of another family's, and only literal text of one's own.
    for (const pattern of ['%', '_', '%%', "' or '1'='1", "%' or 1=1 --", '\\%', '[a-z]', '.*']) {
      const mine = new Set(await threadIds('parent2'));
      for (const id of await found('parent2', pattern)) expect(mine.has(id), pattern).toBe(true);
    }
    expect(await found('parent2', 'Pattern target')).toEqual([]);
    expect(await found('parent2', 'another line')).toEqual([]);
  });

  it('refuses what it cannot search with a 400, never a 500', async () => {
    for (const query of [
      `search=${'a'.repeat(201)}`,
      'search=%00',
      'search=a&search=b',
      'search[]=a',
      'search=%ED%A0%80', // a lone surrogate's bytes
    ]) {
      const res = await call('parent', 'GET', `/api/messages/threads?${query}`);
      expect(res.statusCode, `${query}: ${res.body}`).toBeLessThan(500);
      if (res.statusCode !== 200) expect400(res, query);
    }
    // Bytes that are not UTF-8 are not an error of ours either.
    for (const query of ['search=%FF', 'search=%C3%28', 'search=%', 'search=%zz']) {
      const res = await call('parent', 'GET', `/api/messages/threads?${query}`);
      expect(res.statusCode, `${query}: ${res.body}`).toBeLessThan(500);
    }
    expect(
      (await call('parent', 'GET', `/api/messages/threads?search=${'a'.repeat(200)}`)).statusCode,
    ).toBe(200);
  });
});

describe('paging', () => {
  it('refuses a limit outside 1–200 on both lists', async () => {
    for (const url of ['/api/messages/threads', '/api/messages']) {
      for (const limit of [
        '0',
        '-1',
        '201',
        '1.5',
        'abc',
        '1e9',
        '99999999999999999999',
        '',
        'Infinity',
      ]) {
        expect400(await call('parent', 'GET', `${url}?limit=${limit}`), `${url} limit=${limit}`);
      }
      expect((await call('parent', 'GET', `${url}?limit=200`)).statusCode).toBe(200);
    }
  });

  it('refuses a forged or broken cursor with a 400, never a 500', async () => {
    const b64 = (text: string) => Buffer.from(text).toString('base64url');
    const forged = [
      '',
      '!!!',
      'a'.repeat(401),
      b64('not json'),
      b64('{}'),
      b64('null'),
      b64('[]'),
      b64('[1]'),
      b64('[1,2,3]'),
      b64('[[1],2]'),
      b64('[{"a":1},2]'),
      b64('[true,1]'),
      b64('["2026-11-18T00:00:00Z","x"]'),
      b64('["not a time",1]'),
      b64('[1,1]'),
      b64('["2026-11-18T00:00:00Z",99999999999]'),
      b64('["2026-11-18T00:00:00Z",1.5]'),
      b64('["2026-11-18T00:00:00Z",-99999999999]'),
      b64(`["${'9'.repeat(41)}",1]`),
      b64('["294277-01-01T00:00:00Z",1]'),
    ];
    for (const cursor of forged) {
      const res = await call(
        'parent',
        'GET',
        `/api/messages/threads?before=${encodeURIComponent(cursor)}`,
      );
      expect(res.statusCode, `threads before=${cursor}: ${res.body}`).toBeLessThan(500);
      if (res.statusCode !== 200) expect400(res, `threads before=${cursor}`);
    }
    for (const cursor of [
      '',
      '!!!',
      b64('[]'),
      b64('["x"]'),
      b64('[99999999999]'),
      b64('[-99999999999]'),
      b64('[1.5]'),
      b64('["2026-11-18T00:00:00Z",1]'),
    ]) {
      const res = await call('parent', 'GET', `/api/messages?before=${encodeURIComponent(cursor)}`);
      expect(res.statusCode, `messages before=${cursor}: ${res.body}`).toBeLessThan(500);
      if (res.statusCode !== 200) expect400(res, `messages before=${cursor}`);
    }
  });

  it('a cursor from the far future pages through one’s own threads only', async () => {
    const far = Buffer.from('["2199-12-31T00:00:00Z",2147483647]').toString('base64url');
    const mine = new Set(await threadIds('parent2'));
    const page = await get('parent2', `/api/messages/threads?limit=200&before=${far}`);
    expect(page.length).toBe(mine.size);
    for (const th of page) expect(mine.has(th.id)).toBe(true);
    const flat = Buffer.from('[2147483647]').toString('base64url');
    const own = new Set((await received('parent2')).map((m) => m.id));
    for (const m of await get('parent2', `/api/messages?limit=200&before=${flat}`))
      expect(own.has(m.id)).toBe(true);
  });

  it('walks every page of the thread list exactly once', async () => {
    const all = await threadIds('director');
    const seen: number[] = [];
    let cursor: string | undefined;
    for (let pages = 0; pages < 100; pages++) {
      const res = await call(
        'director',
        'GET',
        `/api/messages/threads?limit=3${cursor ? `&before=${cursor}` : ''}`,
      );
      expect(res.statusCode).toBe(200);
      seen.push(...res.json().map((th: { id: number }) => th.id));
      cursor = res.headers['next-cursor'] as string | undefined;
      if (!cursor) break;
    }
    expect(seen).toEqual(all);
  });
});

describe('bodies', () => {
  it('refuses empty, too long, NUL, lone surrogates and non-UTF-8, keeping the rest intact', async () => {
    const threadId = await toFamily1('Body checks');
    const url = `/api/messages/threads/${threadId}/messages`;
    for (const content of [
      '',
      '   ',
      '\n\t',
      'x'.repeat(10_001),
      'a\u0000b',
      'a\ud800b',
      42,
      null,
      ['x'],
      { a: 1 },
    ]) {
      expect400(
        await call('parent', 'POST', url, { content }),
        `content ${JSON.stringify(content)}`,
      );
    }
    expect400(
      await call('parent', 'POST', url, { content: 'ok', priority: 'critical' }),
      'priority',
    );
    const bytes = await t.request({
      method: 'POST',
      url,
      cookie: cookie.parent,
      headers: { 'content-type': 'application/json' },
      payload: Buffer.from([
        0x7b, 0x22, 0x63, 0x6f, 0x6e, 0x74, 0x65, 0x6e, 0x74, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22,
        0x7d,
      ]),
    });
    expect400(bytes, 'non-UTF-8 body');
    const long = 'é'.repeat(10_000);
    const ok = await call('parent', 'POST', url, { content: long });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().content).toBe(long);
    const emoji = '👶'.repeat(5_000); // 10,000 UTF-16 units
    expect((await call('parent', 'POST', url, { content: emoji })).statusCode).toBe(201);
    const subjectTooLong = await call('parent', 'POST', '/api/messages/threads', {
      recipients: 'centre',
      childId: family1Child,
      subject: 's'.repeat(201),
      content: 'x',
    });
    expect400(subjectTooLong, 'subject of 201');
    // Markup is kept as text (the client renders text, e-mail never carries it).
    const markup = '<img src=x onerror=alert(1)>';
    const saved = await call('parent', 'POST', url, { content: markup });
    expect(saved.json().content).toBe(markup);
  });

  it('refuses ids in paths that are not canonical or not 32-bit', async () => {
    for (const id of ['0', '-1', '01', '1e1', '2147483648', '99999999999999999999', 'abc', '%00']) {
      for (const [method, url] of [
        ['GET', `/api/messages/threads/${id}`],
        ['POST', `/api/messages/threads/${id}/read`],
        ['PATCH', `/api/messages/${id}/read`],
      ] as const) {
        const res = await call('parent', method, url);
        expect(res.statusCode, `${method} ${url}`).toBe(400);
      }
    }
  });
});

describe('e-mail', () => {
  it('about a parent’s message tells staff only that there is one: no subject, text or child', async () => {
    await newThread('parent', {
      recipients: 'centre',
      childId: family1Sibling,
      subject: 'Zebra allergy subject',
      content: 'Anika has a secret medical condition',
    });
    t.clock.advance(6 * 60_000);
    await t.drainJobs();
    const toStaff = mails.filter((m) => m.to === demo.director || m.to === demo.teacher);
    expect(toStaff.length).toBeGreaterThan(0);
    for (const mail of toStaff) {
      const all = `${mail.subject}\n${mail.text}\n${mail.html}`;
      expect(all).not.toMatch(/Zebra|allergy|secret|medical|Anika/i);
    }
    // No other parent hears of it.
    expect(mails.every((m) => m.to === demo.director || m.to === demo.teacher)).toBe(true);
  });

  it('about an incident names neither the child nor what happened', async () => {
    const staffList = (await get('director', '/api/staff')) as { id: number; email: string }[];
    const staffId = staffList.find((s) => s.email === demo.teacher)!.id;
    const res = await call('director', 'POST', '/api/incidents', {
      childId: family1Child,
      staffId,
      date: '2026-11-18',
      time: '10:05',
      description: 'Scraped elbow on the climbing frame',
      actionTaken: 'Plaster applied',
    });
    expect(res.statusCode, res.body).toBe(201);
    await t.drainJobs();
    t.clock.advance(6 * 60_000);
    await t.drainJobs();
    expect(mails.length).toBeGreaterThan(0);
    for (const mail of mails) {
      const all = `${mail.subject}\n${mail.text}\n${mail.html}`;
      expect(all, mail.to).not.toMatch(/Aarav|elbow|climbing|Plaster/i);
    }
    // The other family is not told.
    expect(mails.some((m) => m.to === demo.parent2)).toBe(false);
  });
});

describe('many requests at once (parallel on PostgreSQL)', () => {
  it('replies from both guardians and two staff members all land, each once', async () => {
    const threadId = await toFamily1('Race: replies');
    const who: Who[] = ['parent', 'guardian2', 'director', 'teacher'];
    const results = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        call(who[i % 4]!, 'POST', `/api/messages/threads/${threadId}/messages`, {
          content: `race reply ${i}`,
        }),
      ),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(24).fill(201));
    const view = await get('director', `/api/messages/threads/${threadId}`);
    expect(view.messageCount).toBe(25);
    expect(new Set(view.messages.map((m: { content: string }) => m.content)).size).toBe(25);
    // The summary's latest message is one of them. (Which one follows the order in which the
    // writers updated the thread, not the messages' order: not pinned down here.)
    expect(view.messages.map((m: { content: string }) => m.content)).toContain(
      view.lastMessage.preview,
    );
    // Each writer has read the thread up to their own last message at least.
    const parentView = await get('parent', `/api/messages/threads/${threadId}`);
    expect(parentView.messageCount).toBe(25);
  });

  it('acknowledgements, reads and mark-reads at once all answer 200 and agree', async () => {
    const threadId = await toFamily1('Race: acknowledgements', { priority: 'urgent' });
    const { messages } = await get('parent', `/api/messages/threads/${threadId}`);
    const id = messages[0].id;
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => {
        const who: Who = i % 2 ? 'parent' : 'guardian2';
        if (i % 3 === 0) return call(who, 'POST', `/api/messages/${id}/acknowledge`);
        if (i % 3 === 1) return call(who, 'POST', `/api/messages/threads/${threadId}/read`);
        return call(who, 'PATCH', `/api/messages/${id}/read`);
      }),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(30).fill(200));
    const acknowledged = results
      .filter((r, i) => i % 3 === 0 && i % 2 === 1)
      .map((r) => r.json().acknowledgedAt);
    expect(new Set(acknowledged).size).toBe(1);
    const staffView = await get('director', `/api/messages/threads/${threadId}`);
    for (const receipt of staffView.messages[0].receipts) {
      expect(receipt.acknowledgedAt).toEqual(expect.any(String));
      expect(receipt.readAt).toEqual(expect.any(String));
    }
  });

  it('broadcasts and new threads at once all succeed, one thread per family each', async () => {
    const results = await Promise.all([
      ...Array.from({ length: 4 }, (_, i) =>
        call('director', 'POST', '/api/messages/threads', {
          recipients: 'all',
          subject: `Race broadcast ${i}`,
          content: 'x',
        }),
      ),
      ...Array.from({ length: 6 }, (_, i) =>
        call(i % 2 ? 'parent' : 'parent2', 'POST', '/api/messages/threads', {
          recipients: 'centre',
          childId: i % 2 ? family1Child : family2Child,
          subject: `Race question ${i}`,
          content: 'x',
        }),
      ),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    for (let i = 0; i < 4; i++) {
      expect(await threadIds('parent', `&search=Race broadcast ${i}`)).toHaveLength(1);
      expect(await threadIds('parent2', `&search=Race broadcast ${i}`)).toHaveLength(1);
    }
    expect(await threadIds('parent2', '&search=Race question')).toHaveLength(3);
    expect(await threadIds('parent', '&search=Race question')).toHaveLength(3);
  });
});

describe('a removed staff member', () => {
  it('is signed out and no longer receives the inbox (nor its e-mail)', async () => {
    const staffList = (await get('director', '/api/staff')) as { id: number; email: string }[];
    const teacher = staffList.find((s) => s.email === demo.teacher)!;
    expect((await call('director', 'DELETE', `/api/staff/${teacher.id}`)).statusCode).toBe(204);
    expect((await call('teacher', 'GET', '/api/messages/threads')).statusCode).toBe(401);
    await newThread('parent', {
      recipients: 'centre',
      childId: family1Child,
      subject: 'After the teacher left',
    });
    t.clock.advance(6 * 60_000);
    await t.drainJobs();
    expect(mails.some((m) => m.to === demo.teacher)).toBe(false);
    expect(mails.some((m) => m.to === demo.director)).toBe(true);
  });
});
