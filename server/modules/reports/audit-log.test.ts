import { beforeAll, describe, expect, it } from 'vitest';
import { auditFiltersResponse, auditLogResponse } from '../../../contract/audit-log.ts';
import { and, eq } from 'drizzle-orm';
import { auditLog, children, parentAccounts } from '../../db/schema/index.ts';
import { writeAudit } from '../../lib/audit.ts';
import { payerIdOf } from '../../../test/api/billing-fixtures.ts';
import { testApp } from '../../../test/api/test-app.ts';

// The test clock: Wednesday 2026-11-18, 10:00 in New York. The log is emptied, then three
// changes are made through the API, on three days, by the director and the teacher.
const t = testApp();
const { cookie } = t;
const ids = { room: 0, director: 0, teacher: 0 };
let roomName = '';
let teacherName = '';

beforeAll(async () => {
  await t.database.db.delete(auditLog);
  const rooms = (
    await t.request({ method: 'GET', url: '/api/rooms', cookie: cookie.director })
  ).json();
  ids.room = rooms[0].id;
  roomName = rooms[0].name;
  const me = async (who: 'director' | 'teacher') =>
    (await t.request({ method: 'GET', url: '/api/auth/me', cookie: cookie[who] })).json().userId;
  ids.director = await me('director');
  ids.teacher = await me('teacher');
  teacherName = (
    await t.request({ method: 'GET', url: '/api/auth/me', cookie: cookie.teacher })
  ).json().displayName;
  const ratio = (n: number) =>
    t.request({
      method: 'PUT',
      url: `/api/rooms/${ids.room}`,
      cookie: cookie.director,
      payload: { childrenPerStaff: n },
    });
  // Monday 16th, 23:30 in New York (the 17th in UTC): a change of the 16th at the centre.
  t.clock.set(new Date('2026-11-17T04:30:00Z'));
  expect((await ratio(4)).statusCode).toBe(200);
  t.clock.set(new Date('2026-11-17T15:00:00Z'));
  expect((await ratio(5)).statusCode).toBe(200);
  t.clock.set(new Date('2026-11-18T15:00:00Z'));
  const event = await t.request({
    method: 'POST',
    url: '/api/events',
    cookie: cookie.director,
    payload: {
      title: 'Winter fair',
      date: '2026-12-02',
      time: '10:00 AM',
      description: '',
      type: 'general',
      participants: '',
    },
  });
  expect(event.statusCode, event.body).toBe(201);
});

const read = async (query: string, who: keyof typeof cookie = 'director') => {
  const res = await t.request({
    method: 'GET',
    url: `/api/reports/audit?${query}`,
    cookie: cookie[who],
  });
  expect(res.statusCode, res.body).toBe(200);
  return {
    entries: auditLogResponse.parse(res.json()),
    next: res.headers['next-cursor'] as string | undefined,
  };
};

describe('GET /api/reports/audit', () => {
  it('lists who changed what and when, newest first', async () => {
    const { entries } = await read('');
    expect(entries.map((e) => [e.action, e.recordType, e.at])).toEqual([
      ['event.create', 'event', '2026-11-18T15:00:00.000Z'],
      ['room.ratio.update', 'room', '2026-11-17T15:00:00.000Z'],
      ['room.ratio.update', 'room', '2026-11-17T04:30:00.000Z'],
    ]);
    expect(entries[1]).toMatchObject({
      actorUserId: ids.director,
      actorName: 'Dana Whitfield',
      recordId: String(ids.room),
    });
  });

  it('filters by person, record and the centre’s dates; pages with a cursor', async () => {
    expect((await read(`person=${ids.teacher}`)).entries).toEqual([]);
    expect((await read(`person=${ids.director}&recordType=room`)).entries).toHaveLength(2);
    expect((await read(`recordType=room&recordId=${ids.room}`)).entries).toHaveLength(2);
    expect((await read(`recordType=room&recordId=999999`)).entries).toEqual([]);
    // The change at 04:30 UTC on the 17th was the 16th in New York.
    const sixteenth = await read('start=2026-11-16&end=2026-11-16');
    expect(sixteenth.entries.map((e) => e.at)).toEqual(['2026-11-17T04:30:00.000Z']);
    expect((await read('start=2026-11-17')).entries).toHaveLength(2);

    const first = await read('limit=2');
    expect(first.entries).toHaveLength(2);
    expect(first.next).toBeTruthy();
    const second = await read(`limit=2&before=${first.next}`);
    expect(second.entries.map((e) => e.at)).toEqual(['2026-11-17T04:30:00.000Z']);
    expect(second.next).toBeUndefined();
  });

  it('offers the people and record types in the log', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/reports/audit/filters',
      cookie: cookie.director,
    });
    expect(auditFiltersResponse.parse(res.json())).toEqual({
      people: [{ userId: ids.director, name: 'Dana Whitfield' }],
      recordTypes: ['event', 'room'],
    });
  });

  it('is for directors only', async () => {
    for (const who of ['teacher', 'parent'] as const)
      for (const url of [
        '/api/reports/audit',
        '/api/reports/audit/filters',
        '/api/reports/audit/export',
      ]) {
        const res = await t.request({ method: 'GET', url, cookie: cookie[who] });
        expect(res.statusCode, `${who} ${url}`).toBe(403);
      }
  });

  it('refuses wrong filters in words', async () => {
    const refused = async (query: string, message: string) => {
      const res = await t.request({
        method: 'GET',
        url: `/api/reports/audit?${query}`,
        cookie: cookie.director,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    };
    await refused(
      'start=2026-11-18&end=2026-11-01',
      'The start date must be on or before the end date',
    );
    await refused("recordType=room'--", 'Please choose a record type from the list');
    await refused(
      'recordId=' + 'x'.repeat(41),
      'A record id has at most 40 letters, digits, hyphens or underscores',
    );
    await refused('before=bm9wZQ', 'This list position (cursor) is not valid');
  });

  it('exports the filtered log as CSV, oldest first', async () => {
    const res = await t.request({
      method: 'GET',
      url: '/api/reports/audit/export?start=2026-11-17',
      cookie: cookie.director,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="audit-log-2026-11-17-to-now.csv"',
    );
    const lines = res.body.split('\r\n');
    // Issue 35: the centre's clock with its offset, and what people read, not codes or JSON.
    expect(lines[0]).toBe('When (America/New_York),Who,Action,Record,Details,IP address');
    expect(lines).toHaveLength(1 + 2 + 1);
    expect(lines[1]).toBe(
      `2026-11-17T10:00:00-05:00,Dana Whitfield,Changed a room’s child-to-staff ratio,Room: ${roomName},From: 4; To: 5,127.0.0.1`,
    );
    expect(lines[2]).toMatch(
      /^2026-11-18T10:00:00-05:00,Dana Whitfield,Added an event,Event: Winter fair,/,
    );
    expect(lines[2]).toContain('Date: 12/02/2026');
    expect(lines[2]).toContain('Type: General; Title: Winter fair');
  });
});

describe('the audit log in words (issue 35)', () => {
  it('says actions, records and details as sentences with names and dollars, in the reader’s language', async () => {
    const db = t.database.db;
    const payerId = await payerIdOf(t, 'parent@example.com');
    const [parent] = await db
      .select({ first: parentAccounts.firstName, last: parentAccounts.lastName })
      .from(parentAccounts)
      .where(eq(parentAccounts.email, 'parent@example.com'));
    const payer = `${parent!.first} ${parent!.last}`;
    const [child] = await db
      .select({ id: children.id })
      .from(children)
      .where(and(eq(children.firstName, 'Anika'), eq(children.lastName, 'Patel')));
    const at = new Date('2026-11-18T16:00:00Z');
    await db.transaction(async (tx) => {
      await writeAudit(tx, {
        action: 'billing.lateFee.approve',
        entityType: 'billing_late_fee',
        entityId: 7,
        details: { payerId, amountCents: 2500, invoiceNumber: 'INV-2026-0042' },
        at,
        actorUserId: ids.director,
        ipAddress: null,
      });
      await writeAudit(tx, {
        action: 'billing.statement.create',
        entityType: 'billing_payer',
        entityId: payerId,
        details: { total: 260000, payerId, taxYear: 2025 },
        at: new Date(at.getTime() + 1000),
        actorUserId: null,
        ipAddress: null,
      });
      await writeAudit(tx, {
        action: 'auth.login',
        entityType: 'user',
        entityId: ids.teacher,
        details: { portal: 'staff', rememberMe: false },
        at: new Date(at.getTime() + 2000),
        actorUserId: ids.teacher,
        ipAddress: null,
      });
      await writeAudit(tx, {
        action: 'attendance.checkIn',
        entityType: 'attendance',
        entityId: 99,
        details: { childId: child!.id, date: '2026-11-18', status: 'late' },
        at: new Date(at.getTime() + 3000),
        actorUserId: ids.teacher,
        ipAddress: null,
      });
    });

    const { entries } = await read('limit=4');
    const texts = entries.map((e) => [e.actionText, e.recordText, e.detailsText]);
    expect(texts).toEqual([
      [
        'Checked a child in',
        'Attendance no. 99',
        'Child: Anika Patel; Date: 11/18/2026; Status: Late',
      ],
      ['Signed in', `Account: ${teacherName}`, 'Portal: Staff; Stay signed in: No'],
      [
        'Made a year-end statement',
        `Payer: ${payer}`,
        `Payer: ${payer}; Total: $2,600.00; Tax year: 2025`,
      ],
      [
        'Approved a late fee',
        'Late fee no. 7',
        `Payer: ${payer}; Amount: $25.00; Invoice: INV-2026-0042`,
      ],
    ]);
    for (const e of entries) {
      expect(`${e.actionText} ${e.recordText} ${e.detailsText}`).not.toMatch(/[{}_]|Id\b|\.[a-z]/);
    }

    // In the screen's language: Spanish words, dollars as Americans write them in Spanish.
    const spanish = await read('limit=4&language=es');
    expect(spanish.entries[2]).toMatchObject({
      actionText: 'Generó un estado de cuenta anual',
      recordText: `Pagador: ${payer}`,
    });
    expect(spanish.entries[2]!.detailsText).toContain('Total: $2,600.00');
    expect(spanish.entries[0]!.detailsText).toContain('Estado: Tarde');
  });
});
