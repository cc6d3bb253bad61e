import { consentFormKeys } from '../../../contract/enrolment.ts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { demo, startTestApp, type TestApp } from '../../../test/api/test-app.ts';
import { enrolChild, inviteParent } from '../../../test/api/fixtures.ts';
import { and, eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema/index.ts';

// A real SMTP server, started here: message and incident e-mails go through the jobs to it.
type Received = { to: string[]; raw: string };
const received: Received[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received.push({
        to: session.envelope.rcptTo.map((r) => r.address),
        raw: Buffer.concat(chunks).toString('utf8'),
      });
      callback();
    });
  },
});
const decoded = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
const mailsTo = (email: string) => received.filter((m) => m.to.includes(email));

let t: TestApp;
const cookie: Record<string, string> = {};
let family1ChildId: number;
let family2ChildId: number;
let staffId: number;
const secondGuardian = 'ravi.patel@example.org';

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as { port: number }).port;
  t = await startTestApp(
    {
      smtpUrl: `smtp://127.0.0.1:${port}`,
      mailFrom: 'Sunny Days <office@sunnydays.example>',
      publicUrl: 'https://portal.sunnydays.example',
      messageEmailDelayMinutes: 5,
    },
    { realMailer: true },
  );
  for (const who of ['director', 'teacher', 'parent', 'parent2'] as const)
    cookie[who] = await t.login(demo[who]);
  family1ChildId = (await get('parent', '/api/children'))[0].id;
  family2ChildId = (await get('parent2', '/api/children'))[0].id;
  staffId = (await get('director', '/api/staff')).find(
    (s: { email: string }) => s.email === demo.teacher,
  ).id;
  // Family 1's child gets a second guardian with a login of their own.
  const invitation = await inviteParent(t, cookie.director!, {
    email: secondGuardian,
    childId: family1ChildId,
  });
  const registered = await t.request({
    method: 'POST',
    url: '/api/parent-accounts/register',
    payload: {
      firstName: 'Ravi',
      lastName: 'Patel',
      email: secondGuardian,
      phoneNumber: '(555) 210-3344',
      address: '9 Oak Lane',
      emergencyContactName: 'Meera Patel',
      emergencyContactPhone: '(555) 210-5566',
      password: demo.password,
      confirmPassword: demo.password,
      invitationCode: invitation.invitationCode,
    },
  });
  expect(registered.statusCode).toBe(201);
  cookie.guardian2 = await t.login(secondGuardian, { portal: 'parent' });
  await t.drainJobs();
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});
// Each test starts with the e-mails of earlier ones sent and forgotten.
beforeEach(async () => {
  t.clock.advance(10 * 60_000);
  await t.drainJobs();
  received.length = 0;
});

async function get(who: string, url: string) {
  const res = await t.request({ method: 'GET', url, cookie: cookie[who] });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json();
}
const send = (who: string, url: string, payload?: object, method: 'POST' | 'PATCH' = 'POST') =>
  t.request({ method, url, cookie: cookie[who], payload });
const unread = async (who: string) => (await get(who, '/api/messages/unread-count')).count;
const threadIdsOf = async (who: string, query = '') =>
  (await get(who, `/api/messages/threads${query}`)).map((th: { id: number }) => th.id);

async function writeToFamily1(subject: string, extra: object = {}) {
  const res = await send('director', '/api/messages/threads', {
    recipients: 'family',
    childId: family1ChildId,
    subject,
    content: 'Please bring a sun hat tomorrow.',
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().threadIds[0] as number;
}

describe('a conversation with one family', () => {
  it('reaches every guardian and the whole staff side, each with their own read state', async () => {
    const before = {
      parent: await unread('parent'),
      guardian2: await unread('guardian2'),
      parent2: await unread('parent2'),
    };
    const threadId = await writeToFamily1('Sun hats');
    expect(await unread('parent')).toBe(before.parent + 1);
    expect(await unread('guardian2')).toBe(before.guardian2 + 1);
    expect(await unread('parent2')).toBe(before.parent2);

    const detail = await get('parent', `/api/messages/threads/${threadId}`);
    expect(detail).toMatchObject({
      subject: 'Sun hats',
      priority: 'normal',
      childId: family1ChildId,
      unreadCount: 1,
    });
    expect(detail.parents.map((p: { name: string }) => p.name)).toEqual([
      'Priya Patel',
      'Ravi Patel',
    ]);
    expect(detail.messages[0]).toMatchObject({ senderName: 'Dana Whitfield', isRead: false });
    // Parents never see who else has read what.
    expect(detail.messages[0].receipts).toEqual([]);

    // Opening marks it read for that guardian only.
    expect((await send('parent', `/api/messages/threads/${threadId}/read`)).json().count).toBe(
      before.parent,
    );
    expect(await unread('guardian2')).toBe(before.guardian2 + 1);

    // The reply reaches every staff account (the shared inbox) and the other guardian.
    const staffBefore = { director: await unread('director'), teacher: await unread('teacher') };
    const reply = await send('parent', `/api/messages/threads/${threadId}/messages`, {
      content: 'Will do, thanks!',
    });
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json()).toMatchObject({ mine: true, senderType: 'parent' });
    expect(await unread('director')).toBe(staffBefore.director + 1);
    expect(await unread('teacher')).toBe(staffBefore.teacher + 1);
    expect(await unread('guardian2')).toBe(before.guardian2 + 2);
    await send('teacher', `/api/messages/threads/${threadId}/read`);
    expect(await unread('teacher')).toBe(staffBefore.teacher);
    expect(await unread('director')).toBe(staffBefore.director + 1);

    const staffView = await get('director', `/api/messages/threads/${threadId}`);
    expect(staffView.messages[0].receipts).toEqual([
      expect.objectContaining({ name: 'Priya Patel', readAt: expect.any(String) }),
      expect.objectContaining({ name: 'Ravi Patel', readAt: null }),
    ]);
  });

  it('is invisible to another family: 404 on its id, absent from lists, whatever the query says', async () => {
    const threadId = await writeToFamily1('Field trip form');
    const parent2 = await t.login(demo.parent2);
    for (const [method, url, payload] of [
      ['GET', `/api/messages/threads/${threadId}`],
      ['POST', `/api/messages/threads/${threadId}/read`],
      ['POST', `/api/messages/threads/${threadId}/messages`, { content: 'Hello?' }],
    ] as const) {
      const res = await t.request({ method, url, cookie: parent2, payload });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().message).toBe('Conversation not found');
    }
    const family1UserId = (await get('parent', '/api/auth/me')).userId ?? 0;
    expect(await threadIdsOf('parent2')).not.toContain(threadId);
    expect(await threadIdsOf('parent2', `?userId=${family1UserId}&userType=parent`)).not.toContain(
      threadId,
    );
    const flat = await get('parent2', `/api/messages?userId=${family1UserId}&userType=parent`);
    expect(flat.every((m: { threadId: number }) => m.threadId !== threadId)).toBe(true);
    const { messages } = await get('parent', `/api/messages/threads/${threadId}`);
    const patched = await send('parent2', `/api/messages/${messages[0].id}/read`, {}, 'PATCH');
    expect(patched.statusCode).toBe(404);
  });

  it('lets a parent write to the centre about their own child only, privately', async () => {
    const res = await send('parent', '/api/messages/threads', {
      recipients: 'centre',
      childId: family1ChildId,
      subject: 'Dentist on Monday',
      content: 'Aarav will arrive at 10 am on Monday.',
      priority: 'high',
    });
    expect(res.statusCode, res.body).toBe(201);
    const [threadId] = res.json().threadIds;
    // Between that parent and the centre: the other guardian is not in it.
    expect(await threadIdsOf('director')).toContain(threadId);
    expect(await threadIdsOf('guardian2')).not.toContain(threadId);

    const otherChild = await send('parent', '/api/messages/threads', {
      recipients: 'centre',
      childId: family2ChildId,
      subject: 'Hi',
      content: 'Hello',
    });
    expect(otherChild.statusCode).toBe(404);
    const broadcast = await send('parent', '/api/messages/threads', {
      recipients: 'all',
      subject: 'Hi all',
      content: 'Hello everyone',
    });
    expect(broadcast.statusCode).toBe(403);
  });

  it('refuses bad input in plain words and changes nothing', async () => {
    const before = await threadIdsOf('director', '?limit=200');
    const res = await send('director', '/api/messages/threads', {
      recipients: 'family',
      childId: '',
      subject: '  ',
      content: '',
      priority: 'someday',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toMatchObject({
      childId: 'Please select a child',
      subject: 'Please enter a subject',
      content: 'Please write a message',
      priority: 'Priority must be urgent, high, normal or low',
    });
    const noRecipients = await send('director', '/api/messages/threads', {
      recipients: 'nobody',
      subject: 'x',
      content: 'y',
    });
    expect(noRecipients.statusCode).toBe(400);
    expect(await threadIdsOf('director', '?limit=200')).toEqual(before);
  });
});

describe('broadcasts', () => {
  it('make one private thread per family: replies stay within each family', async () => {
    const res = await send('director', '/api/messages/threads', {
      recipients: 'all',
      subject: 'Winter closure dates',
      content: 'We are closed from December 24 to January 1.',
    });
    expect(res.statusCode, res.body).toBe(201);
    const threadIds: number[] = res.json().threadIds;
    expect(threadIds.length).toBeGreaterThan(2);

    const mine = (await threadIdsOf('parent', '?search=winter closure')).filter((id: number) =>
      threadIds.includes(id),
    );
    const theirs = (await threadIdsOf('parent2', '?search=winter closure')).filter((id: number) =>
      threadIds.includes(id),
    );
    expect(mine).toHaveLength(1);
    expect(theirs).toHaveLength(1);
    expect(mine[0]).not.toBe(theirs[0]);
    // Both of family 1's guardians share family 1's thread.
    expect(await threadIdsOf('guardian2', '?search=winter closure')).toEqual(mine);

    await send('parent2', `/api/messages/threads/${theirs[0]}/messages`, {
      content: 'Private question about our invoice',
    });
    const seen = await get('parent', `/api/messages/threads/${mine[0]}`);
    expect(JSON.stringify(seen)).not.toContain('Private question');
    expect(await threadIdsOf('parent', '?search=private question')).toEqual([]);
    expect(await threadIdsOf('director', '?search=private question')).toEqual([theirs[0]]);
  });

  it('to a room reaches the families of that room only', async () => {
    const rooms = await get('director', '/api/rooms');
    const child = (await get('parent', '/api/children'))[0];
    const room = rooms.find((r: { name: string }) => r.name === child.room);
    const res = await send('director', '/api/messages/threads', {
      recipients: 'room',
      roomId: room.id,
      subject: 'Room photo day',
      content: 'Photos on Thursday.',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await threadIdsOf('parent', '?search=room photo day')).toHaveLength(1);
    const parent2Child = (await get('parent2', '/api/children'))[0];
    expect(await threadIdsOf('parent2', '?search=room photo day')).toHaveLength(
      parent2Child.room === child.room ? 1 : 0,
    );
  });
});

describe('what a review found', () => {
  async function register(email: string, firstName: string, code: string) {
    const res = await t.request({
      method: 'POST',
      url: '/api/parent-accounts/register',
      payload: {
        firstName,
        lastName: 'Rowe',
        email,
        phoneNumber: '(555) 210-7788',
        address: '3 Pine Road',
        emergencyContactName: 'Sam Rowe',
        emergencyContactPhone: '(555) 210-9900',
        password: demo.password,
        confirmPassword: demo.password,
        invitationCode: code,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return t.login(email, { portal: 'parent' });
  }

  it('never chains families: a broadcast thread holds only guardians who share a child', async () => {
    // Priya and Zara share Cleo; Priya and Ravi share family 1's child; Ravi and Zara nothing.
    const cleo = await enrolChild(t, cookie.director!, { firstName: 'Cleo', lastName: 'Rowe' });
    const toPriya = await inviteParent(t, cookie.director!, { email: demo.parent, childId: cleo });
    cookie.parent = await t.login(demo.parent);
    const accepted = await send('parent', '/api/parent-invitations/accept', {
      invitationCode: toPriya.invitationCode,
    });
    expect(accepted.statusCode, accepted.body).toBeLessThan(300);
    const toZara = await inviteParent(t, cookie.director!, {
      email: 'zara.rowe@example.org',
      childId: cleo,
    });
    cookie.zara = await register('zara.rowe@example.org', 'Zara', toZara.invitationCode);

    const res = await send('director', '/api/messages/threads', {
      recipients: 'all',
      subject: 'Blend broadcast',
      content: 'Parents evening on Tuesday.',
    });
    expect(res.statusCode, res.body).toBe(201);
    const [zaraThread] = await get('zara', '/api/messages/threads?search=blend broadcast');
    expect(zaraThread.parents.map((p: { name: string }) => p.name)).toEqual([
      'Priya Patel',
      'Zara Rowe',
    ]);
    expect(await threadIdsOf('guardian2', '?search=blend broadcast')).not.toContain(zaraThread.id);
  });

  it('keeps a thread’s latest message the newest one when replies arrive together', async () => {
    const threadId = await writeToFamily1('Many replies');
    const replies = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        send(i % 2 ? 'parent' : 'director', `/api/messages/threads/${threadId}/messages`, {
          content: `reply ${i}`,
        }),
      ),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(Array(12).fill(201));
    const detail = await get('director', `/api/messages/threads/${threadId}`);
    expect(detail.messageCount).toBe(13);
    expect(detail.lastMessage.preview).toBe(detail.messages.at(-1).content);
  });

  it('lets a parent start a few conversations at a time, not a flood', async () => {
    const parent2 = await t.login(demo.parent2);
    const start = () =>
      t.request({
        method: 'POST',
        url: '/api/messages/threads',
        cookie: parent2,
        payload: {
          recipients: 'centre',
          childId: family2ChildId,
          subject: 'Question',
          content: 'Hello',
        },
      });
    const answers = [];
    for (let i = 0; i < 11; i++) answers.push((await start()).statusCode);
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(answers[10]).toBe(429);
    t.clock.advance(16 * 60_000);
    expect((await start()).statusCode).toBe(201);
  });

  it('writes an acknowledgement down once', async () => {
    const threadId = await writeToFamily1('Ack once', { priority: 'urgent' });
    const [message] = (await get('parent', `/api/messages/threads/${threadId}`)).messages;
    for (let i = 0; i < 3; i++)
      expect((await send('parent', `/api/messages/${message.id}/acknowledge`)).statusCode).toBe(
        200,
      );
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'message.acknowledge'), eq(auditLog.entityId, String(message.id))),
      );
    expect(rows).toHaveLength(1);
  });
});

describe('search', () => {
  it('matches subject or any message, case-insensitively, taking % and _ literally', async () => {
    const threadId = await writeToFamily1('Lunch menu', { content: 'Pasta 100% wholegrain' });
    expect(await threadIdsOf('director', '?search=LUNCH MENU')).toContain(threadId);
    expect(await threadIdsOf('director', '?search=100%25 WHOLEGRAIN')).toContain(threadId);
    expect(await threadIdsOf('director', '?search=%25')).toContain(threadId);
    expect(await threadIdsOf('director', '?search=_unch')).not.toContain(threadId);
  });
});

describe('urgent messages', () => {
  it('ask each parent to acknowledge; staff see who has and who has not', async () => {
    const threadId = await writeToFamily1('Water main break', { priority: 'urgent' });
    const list = await get('parent', '/api/messages/threads?search=water main');
    expect(list[0]).toMatchObject({ id: threadId, awaitingAcknowledgement: true });
    const { messages } = await get('parent', `/api/messages/threads/${threadId}`);
    expect(messages[0].acknowledgementRequired).toBe(true);

    const ack = await send('parent', `/api/messages/${messages[0].id}/acknowledge`);
    expect(ack.statusCode, ack.body).toBe(200);
    expect(ack.json().acknowledgedAt).toEqual(expect.any(String));
    // Twice changes nothing.
    const again = await send('parent', `/api/messages/${messages[0].id}/acknowledge`);
    expect(again.json().acknowledgedAt).toBe(ack.json().acknowledgedAt);
    expect((await get('parent', '/api/messages/threads?search=water main'))[0]).toMatchObject({
      awaitingAcknowledgement: false,
      unreadCount: 0,
    });

    const staffView = await get('director', `/api/messages/threads/${threadId}`);
    expect(staffView.messages[0].receipts).toEqual([
      expect.objectContaining({ name: 'Priya Patel', acknowledgedAt: expect.any(String) }),
      expect.objectContaining({ name: 'Ravi Patel', acknowledgedAt: null }),
    ]);
    expect((await send('parent2', `/api/messages/${messages[0].id}/acknowledge`)).statusCode).toBe(
      404,
    );
    expect((await send('director', `/api/messages/${messages[0].id}/acknowledge`)).statusCode).toBe(
      403,
    );
    const normal = await writeToFamily1('Normal note');
    const normalMessage = (await get('parent', `/api/messages/threads/${normal}`)).messages[0];
    expect((await send('parent', `/api/messages/${normalMessage.id}/acknowledge`)).statusCode).toBe(
      400,
    );
  });
});

describe('the spec’s message endpoints', () => {
  it('list what the person received and mark one read', async () => {
    const threadId = await writeToFamily1('Spec list');
    const [first] = await get('guardian2', '/api/messages?userId=1&userType=staff');
    expect(first).toMatchObject({
      threadId,
      subject: 'Spec list',
      senderType: 'staff',
      receiverType: 'parent',
      isRead: false,
      readAt: null,
    });
    const count = (await get('guardian2', '/api/messages/unread/count?userId=1&userType=staff'))
      .count;
    expect(count).toBe(await unread('guardian2'));
    const patched = await send('guardian2', `/api/messages/${first.id}/read`, {}, 'PATCH');
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({ id: first.id, isRead: true });
    expect(await unread('guardian2')).toBe(count - 1);
    const recent = await get('guardian2', '/api/messages/recent');
    expect(recent[0]).toMatchObject({ id: first.id, threadId, isRead: true });
  });
});

describe('e-mail about messages', () => {
  it('goes to a recipient still unread after the delay, never to its author, with a link only', async () => {
    const threadId = await writeToFamily1('Library books');
    await t.drainJobs();
    expect(received).toHaveLength(0); // not yet: 5 minutes to read it in the portal
    await send('guardian2', `/api/messages/threads/${threadId}/read`);
    t.clock.advance(5 * 60_000);
    await t.drainJobs();
    expect(mailsTo(secondGuardian)).toHaveLength(0); // read in time
    expect(mailsTo(demo.director)).toHaveLength(0); // the author
    const mail = mailsTo(demo.parent);
    expect(mail).toHaveLength(1);
    const body = decoded(mail[0]!.raw);
    expect(body).toContain('Subject: New message from Sunny Days');
    expect(body).toContain('You have a new message from Dana Whitfield.');
    expect(body).toContain(
      `https://portal.sunnydays.example/parent-dashboard?view=messages&thread=${threadId}`,
    );
    expect(body).not.toContain('sun hat');
    expect(body).not.toContain('Library books');
  });

  it('honours a person’s e-mail setting at the time of sending', async () => {
    const put = await t.request({
      method: 'PUT',
      url: '/api/settings',
      cookie: cookie.guardian2,
      payload: { emailNotifications: false },
    });
    expect(put.statusCode, put.body).toBe(200);
    await writeToFamily1('Settings check');
    t.clock.advance(5 * 60_000);
    await t.drainJobs();
    expect(mailsTo(secondGuardian)).toHaveLength(0);
    expect(mailsTo(demo.parent)).toHaveLength(1);
    await t.request({
      method: 'PUT',
      url: '/api/settings',
      cookie: cookie.guardian2,
      payload: { emailNotifications: true },
    });
  });
});

describe('incidents notify the guardians', () => {
  it('writes the message, e-mails who asked for incident alerts, and turns the badge Resolved', async () => {
    await t.request({
      method: 'PUT',
      url: '/api/settings',
      cookie: cookie.guardian2,
      payload: { incidentAlerts: false },
    });
    const before = await unread('parent');
    const res = await send('director', '/api/incidents', {
      childId: family1ChildId,
      staffId,
      date: '2026-11-18',
      time: '10:05',
      description: 'Bumped his knee on the slide',
      actionTaken: 'Ice pack, comforted',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().parentNotified).toBe(true);
    expect(await unread('parent')).toBe(before + 1);
    const [thread] = await get('parent', '/api/messages/threads?limit=1');
    expect(thread.subject).toMatch(/^Incident report for /);
    const detail = await get('parent', `/api/messages/threads/${thread.id}`);
    expect(detail.messages[0].content).toContain('Bumped his knee on the slide');
    expect(detail.messages[0].messageType).toBe('incident');

    await t.drainJobs();
    const toParent = mailsTo(demo.parent);
    expect(toParent).toHaveLength(1);
    const body = decoded(toParent[0]!.raw);
    expect(body).toContain('Subject: An incident report needs your attention');
    expect(body).not.toContain('knee');
    expect(mailsTo(secondGuardian)).toHaveLength(0); // incident alerts off
    // Staff who asked for incident reports hear of it too; the author does not.
    expect(mailsTo(demo.teacher)).toHaveLength(1);
    expect(mailsTo(demo.director)).toHaveLength(0);
    // No second e-mail for the incident's message a few minutes later.
    received.length = 0;
    t.clock.advance(10 * 60_000);
    await t.drainJobs();
    expect(mailsTo(demo.parent)).toHaveLength(0);
  });

  it('stays Pending for a child without a registered parent', async () => {
    const enrolled = await send('director', '/api/children', {
      firstName: 'Lena',
      lastName: 'Brook',
      dateOfBirth: '2023-05-01',
      room: 'Toddler Room',
      allergies: 'None',
    });
    expect(enrolled.statusCode, enrolled.body).toBe(201);
    await send('director', `/api/children/${enrolled.json().id}/consents`, {
      forms: consentFormKeys,
    });
    const res = await send('director', '/api/incidents', {
      childId: enrolled.json().id,
      staffId,
      date: '2026-11-18',
      time: '11:00',
      description: 'Fell while running',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().parentNotified).toBe(false);
  });
});

describe('daily report e-mails', () => {
  it('go to guardians who asked for them, saying only that a report is ready', async () => {
    await t.request({
      method: 'PUT',
      url: '/api/settings',
      cookie: cookie.guardian2,
      payload: { dailyReportEmail: false },
    });
    cookie.teacher = await t.login(demo.teacher);
    const res = await send('teacher', '/api/daily-reports', {
      childId: family1ChildId,
      staffId,
      date: '2026-11-18',
      mood: 'happy',
      meals: 'Ate all his lunch',
      nap: '12:30–14:00',
      activities: 'Painting',
      notes: 'A lovely day',
    });
    expect(res.statusCode, res.body).toBe(201);
    await t.drainJobs();
    const mail = mailsTo(demo.parent);
    expect(mail).toHaveLength(1);
    const body = decoded(mail[0]!.raw);
    expect(body).toContain('Subject: A new daily report is ready');
    expect(body).toContain(
      `https://portal.sunnydays.example/parent-dashboard?child=${family1ChildId}`,
    );
    expect(body).not.toContain('Painting');
    expect(mailsTo(secondGuardian)).toHaveLength(0);
  });
});
