import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ratioComplianceResponse,
  signInSheetResponse,
} from '../../../contract/licensing-reports.ts';
import {
  attendance,
  attendanceActions,
  children,
  rooms,
  staff,
  staffDutyPeriods,
} from '../../db/schema/index.ts';
import { testApp } from '../../../test/api/test-app.ts';
import { pdfTextLines } from '../../../test/api/pdf-text.ts';
import { testNow } from '../../../test/api/fixed-time.ts';

/*
 * Ratio compliance and sign-in/out sheets on a fixed dataset, every figure counted by hand.
 * The clock: Wednesday 2026-11-18, 10:00 New York (UTC−5). The demo centre's children are
 * removed long before and its attendance and duty history deleted, so only these count.
 * The Infant Room's ratio is set to 1 staff : 2 children.
 *
 * Mon 16 Nov, Infant Room (local times):
 *   Ava 08:00–16:00, Ben 08:05–15:00, Cid 08:10–12:00; Dee enrolled, not in; Fay a draft.
 *   Sam on duty 08:15–12:00 and 12:30–17:00, Tia 09:30–11:00 (switched through the API).
 *     08:00–08:05  1 child,  0 staff   out  5
 *     08:05–08:10  2         0         out  5
 *     08:10–08:15  3         0         out  5   (2 staff short)
 *     08:15–09:30  3         1         out 75   (1 short)
 *     09:30–11:00  3         2
 *     11:00–12:00  3         1         out 60
 *     12:00–12:30  2         0         out 30
 *     12:30–16:00  ≤2        1
 *   = 180 minutes, at most 3 children, 2 staff short at worst.
 * Tue 17 Nov: Ava 08:00–17:00; Ben in 09:00, never checked out (counts until 17:00, the
 *   room's last check-out, not until midnight); Sam 07:45–17:30. Never out: 0 minutes.
 * Wed 18 Nov (today, until 10:00): Ava in 08:00; Sam on duty from 09:00, still on. Out 60.
 */
const t = testApp();
const { cookie } = t;

const kids = { ava: 0, ben: 0, cid: 0, dee: 0, fay: 0 };
const people = { sam: 0, tia: 0 };
const ny = (date: string, time: string) => new Date(`${date}T${time}:00-05:00`);

beforeAll(async () => {
  const db = t.database.db;
  await db.delete(attendanceActions);
  await db.delete(attendance);
  await db.delete(staffDutyPeriods);
  await db.update(staff).set({ isOnDuty: false });
  await db
    .update(children)
    .set({ isActive: false, removedAt: new Date('2025-01-01T12:00:00Z') })
    .where(isNull(children.removedAt));
  const [infants] = await db
    .update(rooms)
    .set({ childrenPerStaff: 2 })
    .where(eq(rooms.filterKey, 'infants'))
    .returning({ id: rooms.id });
  const child = (firstName: string, draft = false) => ({
    firstName,
    lastName: 'Sheet',
    dateOfBirth: '2025-09-01',
    roomId: infants!.id,
    emergencyContact: 'Grandma (555) 010-0000',
    parentName: 'Pat Sheet',
    parentPhone: '(555) 010-0001',
    parentEmail: `${firstName.toLowerCase()}.sheet@example.org`,
    enrolmentCompletedAt: draft ? null : new Date('2026-10-01T14:00:00Z'),
  });
  const rows = await db
    .insert(children)
    .values(['Ava', 'Ben', 'Cid', 'Dee'].map((name) => child(name)).concat(child('Fay', true)))
    .returning({ id: children.id });
  [kids.ava, kids.ben, kids.cid, kids.dee, kids.fay] = rows.map((r) => r.id) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const visit = (childId: number, date: string, from: string, to: string | null) => ({
    childId,
    date,
    status: from > '09:00' ? 'late' : 'present',
    checkInAt: ny(date, from),
    checkOutAt: to ? ny(date, to) : null,
    checkInBy: 'Pat Sheet (parent)',
    checkOutBy: to ? '=Grandma (emergency contact)' : null,
  });
  const { ava, ben, cid } = kids;
  await db
    .insert(attendance)
    .values([
      visit(ava, '2026-11-16', '08:00', '16:00'),
      visit(ben, '2026-11-16', '08:05', '15:00'),
      visit(cid, '2026-11-16', '08:10', '12:00'),
      visit(ava, '2026-11-17', '08:00', '17:00'),
      visit(ben, '2026-11-17', '09:00', null),
      visit(ava, '2026-11-18', '08:00', null),
    ]);

  const member = (firstName: string) => ({
    firstName,
    lastName: 'Ratio',
    role: 'Assistant Teacher',
    room: 'Infant Room',
    phone: '(555) 010-0002',
    email: `${firstName.toLowerCase()}.ratio@example.org`,
  });
  const staffRows = await db
    .insert(staff)
    .values([member('Sam'), member('Tia')])
    .returning({ id: staff.id });
  [people.sam, people.tia] = staffRows.map((r) => r.id) as [number, number];

  // The duty switch, pressed at each time, as staff would press it.
  const duty = async (id: number, on: boolean, at: Date) => {
    t.clock.set(at);
    const res = await t.request({
      method: 'PUT',
      url: `/api/staff/${id}`,
      cookie: cookie.director,
      payload: { isOnDuty: on },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const { sam, tia } = people;
  await duty(sam, true, ny('2026-11-16', '08:15'));
  await duty(tia, true, ny('2026-11-16', '09:30'));
  await duty(tia, false, ny('2026-11-16', '11:00'));
  await duty(sam, false, ny('2026-11-16', '12:00'));
  await duty(sam, true, ny('2026-11-16', '12:30'));
  await duty(sam, false, ny('2026-11-16', '17:00'));
  await duty(sam, true, ny('2026-11-17', '07:45'));
  await duty(sam, false, ny('2026-11-17', '17:30'));
  await duty(sam, true, ny('2026-11-18', '09:00'));
  t.clock.set(testNow);
});

const get = async (url: string, who: keyof typeof cookie = 'director') =>
  t.request({ method: 'GET', url, cookie: cookie[who] });

const ratios = async (query: string) => {
  const res = await get(`/api/reports/ratios?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return ratioComplianceResponse.parse(res.json());
};

describe('ratio compliance', () => {
  it('counts the minutes each infant-room day was out of ratio, up to now today', async () => {
    const report = await ratios('period=week&room=infants');
    expect(report).toMatchObject({ start: '2026-11-16', end: '2026-11-22', room: 'infants' });
    expect(report.days).toEqual([
      {
        date: '2026-11-16',
        room: 'Infant Room',
        filterKey: 'infants',
        childrenPerStaff: 2,
        minutesOutOfRatio: 180,
        peakChildren: 3,
        staffShort: 2,
      },
      {
        date: '2026-11-17',
        room: 'Infant Room',
        filterKey: 'infants',
        childrenPerStaff: 2,
        minutesOutOfRatio: 0,
        peakChildren: 2,
        staffShort: 0,
      },
      {
        date: '2026-11-18',
        room: 'Infant Room',
        filterKey: 'infants',
        childrenPerStaff: 2,
        minutesOutOfRatio: 60,
        peakChildren: 1,
        staffShort: 1,
      },
    ]);
    expect(report.months).toEqual([
      {
        month: '2026-11',
        room: 'Infant Room',
        filterKey: 'infants',
        openDays: 3,
        daysOutOfRatio: 2,
        minutesOutOfRatio: 240,
      },
    ]);
  });

  it('lists every room for each open day, rooms with nobody in at zero', async () => {
    const report = await ratios('period=custom&start=2026-11-16&end=2026-11-16');
    const roomRows = await t.database.db.select({ id: rooms.id }).from(rooms);
    expect(report.days).toHaveLength(roomRows.length);
    expect(report.days.filter((d) => d.minutesOutOfRatio > 0).map((d) => d.filterKey)).toEqual([
      'infants',
    ]);
    expect(report.months.map((m) => m.filterKey)).toEqual(report.days.map((d) => d.filterKey));
  });

  it('has no days where nothing was recorded (weekends, days to come)', async () => {
    const report = await ratios('period=custom&start=2026-11-19&end=2026-11-30&room=infants');
    expect(report).toMatchObject({ days: [], months: [] });
  });

  it('moves a staff member to their new room mid-shift: one period closes, the next opens', async () => {
    const db = t.database.db;
    t.clock.set(ny('2026-11-18', '09:30'));
    const res = await t.request({
      method: 'PUT',
      url: `/api/staff/${people.tia}`,
      cookie: cookie.director,
      payload: { isOnDuty: true },
    });
    expect(res.statusCode).toBe(200);
    t.clock.set(ny('2026-11-18', '09:45'));
    const moved = await t.request({
      method: 'PUT',
      url: `/api/staff/${people.tia}`,
      cookie: cookie.director,
      payload: { room: 'Toddler Room' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    t.clock.set(testNow);
    const periods = await db
      .select({
        room: staffDutyPeriods.room,
        startedAt: staffDutyPeriods.startedAt,
        endedAt: staffDutyPeriods.endedAt,
      })
      .from(staffDutyPeriods)
      .where(
        and(
          eq(staffDutyPeriods.staffId, people.tia),
          eq(staffDutyPeriods.startedAt, ny('2026-11-18', '09:30')),
        ),
      );
    expect(periods).toEqual([
      {
        room: 'Infant Room',
        startedAt: ny('2026-11-18', '09:30'),
        endedAt: ny('2026-11-18', '09:45'),
      },
    ]);
    const open = await db
      .select({ room: staffDutyPeriods.room })
      .from(staffDutyPeriods)
      .where(and(eq(staffDutyPeriods.staffId, people.tia), isNull(staffDutyPeriods.endedAt)));
    expect(open).toEqual([{ room: 'Toddler Room' }]);
    // Wed in the Infant Room: 08:00–09:00 out; Tia's quarter hour changes nothing (1 child).
    const report = await ratios('period=today&room=infants');
    expect(report.days[0]).toMatchObject({ minutesOutOfRatio: 60, peakChildren: 1 });
    // Removing her closes her open period.
    t.clock.set(ny('2026-11-18', '09:50'));
    const removed = await t.request({
      method: 'DELETE',
      url: `/api/staff/${people.tia}`,
      cookie: cookie.director,
    });
    t.clock.set(testNow);
    expect(removed.statusCode).toBe(204);
    const stillOpen = await db
      .select({ id: staffDutyPeriods.id })
      .from(staffDutyPeriods)
      .where(and(eq(staffDutyPeriods.staffId, people.tia), isNull(staffDutyPeriods.endedAt)));
    expect(stillOpen).toEqual([]);
  });

  it('exports every room-day as CSV named after the period and room', async () => {
    const res = await get('/api/reports/ratios/export?period=week&room=infants');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="ratios-2026-11-16-to-2026-11-22-infants.csv"',
    );
    expect(res.body.split('\r\n')).toEqual([
      'Date,Room,Ratio,Minutes out of ratio,Most children at once,Staff short',
      '2026-11-16,Infant Room,1:2,180,3,2',
      '2026-11-17,Infant Room,1:2,0,2,0',
      '2026-11-18,Infant Room,1:2,60,1,1',
      '',
    ]);
  });

  it('refuses a wrong period or room in words, and parents', async () => {
    const backwards = await get(
      '/api/reports/ratios?period=custom&start=2026-11-20&end=2026-11-01',
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().message).toBe('The start date must be on or before the end date');
    const room = await get('/api/reports/ratios/export?room=attic');
    expect(room.statusCode).toBe(400);
    expect((await get('/api/reports/ratios', 'parent')).statusCode).toBe(403);
    expect((await get('/api/reports/ratios', 'teacher')).statusCode).toBe(200);
    const anonymous = await t.request({ method: 'GET', url: '/api/reports/ratios' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('sign-in/out sheet', () => {
  const sheet = async (query: string) => {
    const res = await get(`/api/reports/sign-in-sheet?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return signInSheetResponse.parse(res.json());
  };

  it("lists the room's enrolled children with times and who dropped off and picked up", async () => {
    const day = await sheet('date=2026-11-16&room=infants');
    expect(day.date).toBe('2026-11-16');
    expect(day.rooms).toHaveLength(1);
    expect(day.rooms[0]!.room).toBe('Infant Room');
    const by = '=Grandma (emergency contact)';
    expect(day.rooms[0]!.children).toEqual([
      expect.objectContaining({ childName: 'Ava Sheet', status: 'present', checkIn: '08:00' }),
      expect.objectContaining({ childName: 'Ben Sheet', checkIn: '08:05', checkOut: '15:00' }),
      {
        childId: kids.cid,
        childName: 'Cid Sheet',
        status: 'present',
        checkIn: '08:10',
        droppedOffBy: 'Pat Sheet (parent)',
        checkOut: '12:00',
        pickedUpBy: by,
        pickUpIdChecked: null,
        pickUpApprovedBy: null,
        // Records made before decision 070 were all made by staff.
        checkInMethod: 'staff',
        checkOutMethod: 'staff',
      },
      {
        childId: kids.dee,
        childName: 'Dee Sheet',
        status: null,
        checkIn: null,
        droppedOffBy: null,
        checkOut: null,
        pickedUpBy: null,
        pickUpIdChecked: null,
        pickUpApprovedBy: null,
        checkInMethod: null,
        checkOutMethod: null,
      },
    ]);
  });

  it("is today's sheet when no day is given, every room in order when no room is", async () => {
    const today = await sheet('');
    expect(today.date).toBe('2026-11-18');
    const roomRows = await t.database.db.select({ id: rooms.id }).from(rooms);
    expect(today.rooms).toHaveLength(roomRows.length);
    const infants = today.rooms.find((r) => r.filterKey === 'infants')!;
    expect(infants.children.find((c) => c.childId === kids.ava)).toMatchObject({
      checkIn: '08:00',
      checkOut: null,
    });
    expect(
      today.rooms.filter((r) => r.filterKey !== 'infants').every((r) => r.children.length === 0),
    ).toBe(true);
  });

  it('downloads as CSV with formula-like names neutralised', async () => {
    const res = await get(
      '/api/reports/sign-in-sheet/export?date=2026-11-16&room=infants&format=csv',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="sign-in-sheet-2026-11-16-infants.csv"',
    );
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe(
      'Date,Room,Child,Check-in,Dropped off by,Check-out,Picked up by,Status,ID checked,Approved by (not on the list),Check-in recorded,Check-out recorded',
    );
    expect(lines[3]).toBe(
      "2026-11-16,Infant Room,Cid Sheet,08:10,Pat Sheet (parent),12:00,'=Grandma (emergency contact),Checked out,,,By staff,By staff",
    );
    expect(lines[4]).toBe('2026-11-16,Infant Room,Dee Sheet,,,,,Not recorded,,,,');
  });

  it('downloads as a printable PDF', async () => {
    const res = await get('/api/reports/sign-in-sheet/export?date=2026-11-16&room=all&format=pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="sign-in-sheet-2026-11-16-all-rooms.pdf"',
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const roomRows = await t.database.db.select({ id: rooms.id }).from(rooms);
    // One page per room (each of these fits on one).
    const pages = res.rawPayload.toString('latin1').match(/\/Type \/Page\b/g) ?? [];
    expect(pages).toHaveLength(roomRows.length);
  });

  it('prints Checked out, one-line statuses and the reader’s date and time format', async () => {
    const res = await get(
      '/api/reports/sign-in-sheet/export?date=2026-11-16&room=infants&format=pdf',
    );
    expect(res.statusCode).toBe(200);
    const lines = pdfTextLines(res.rawPayload);
    // A US-English reader (MM/DD/YYYY): no ISO day, no 24-hour clock.
    expect(lines).toContain('Sign-in/out sheet, 11/16/2026');
    expect(lines.some((l) => l.includes('2026-11-16'))).toBe(false);
    expect(lines).toContain('8:10 AM');
    expect(lines).toContain('12:00 PM');
    expect(lines).toContain('3:00 PM');
    expect(lines.some((l) => /^\d{2}:\d{2}$/.test(l))).toBe(false);
    // Ava, Ben and Cid all went home that day: Checked out, never Present.
    expect(lines.filter((l) => l === 'Checked out')).toHaveLength(3);
    expect(lines).not.toContain('Present');
    // 'Not recorded' on one line, not broken into 'Not' and 'recorded'.
    expect(lines).toContain('Not recorded');
    expect(lines).not.toContain('recorded');
    // The CSV says the same status (its times stay data: 24-hour, ISO day).
    const csv = await get(
      '/api/reports/sign-in-sheet/export?date=2026-11-16&room=infants&format=csv',
    );
    expect(csv.body.split('\r\n')[3]).toMatch(/,12:00,.*,Checked out,,,By staff,By staff$/);
  });

  it('refuses a wrong day, room or format in words, and parents', async () => {
    const format = await get('/api/reports/sign-in-sheet/export?format=docx');
    expect(format.statusCode).toBe(400);
    expect(format.json().message).toBe('Please choose a file format: PDF or CSV');
    expect((await get('/api/reports/sign-in-sheet?date=2026-02-30')).statusCode).toBe(400);
    expect((await get('/api/reports/sign-in-sheet?room=attic')).statusCode).toBe(400);
    expect((await get('/api/reports/sign-in-sheet', 'parent')).statusCode).toBe(403);
    expect((await get('/api/reports/sign-in-sheet/export?format=pdf', 'parent2')).statusCode).toBe(
      403,
    );
  });
});
