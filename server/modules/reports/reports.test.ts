import { and, count, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { reportSummaryResponse } from '../../../contract/reports.ts';
import {
  activities,
  attendance,
  attendanceActions,
  children,
  dailyReports,
  incidents,
  rooms,
  staff,
} from '../../db/schema/index.ts';
import { testApp } from '../../../test/api/test-app.ts';

/*
 * A fixed dataset, every figure below counted by hand. The test clock: Wednesday 2026-11-18,
 * 10:00 in New York (the centre's zone). This week: Mon 16 – Sun 22 November; this month:
 * November. The demo centre's children are removed long before, and its day records deleted,
 * so only these count:
 *
 *   Ava, Ben    Infant Room,  enrolled 1 October
 *   Cara        Toddler Room, enrolled 1 October
 *   Dan         Toddler Room, enrolled 16 November 22:00 New York (17th in UTC)
 *   Eve         Toddler Room, enrolled 1 October, removed 17 November (New York)
 *   Fay         Infant Room,  a draft (consents not recorded): in no figure
 *
 * Attendance (status):           enrolled       present
 *   Fri 30 Oct  Ava, Cara             A B C E        A C
 *   Mon  2 Nov  Ava, Ben late, Cara, Eve, Fay  A B C E   A B C E
 *   Mon 16 Nov  Ava, Ben absent, Cara, Dan late, Eve  A B C D E   A C D E
 *   Tue 17 Nov  Ava, Ben, Dan, Eve (removed that day)   A B C D   A B D
 *   Wed 18 Nov  Ava, Cara late       A B C D        A C
 */
const t = testApp();
const { cookie } = t;

const kids = { ava: 0, ben: 0, cara: 0, dan: 0, eve: 0, fay: 0 };
const people = { sam: 0, zoe: 0 };
const seeded = { staff: 0, infantStaff: 0 };

const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  const db = t.database.db;
  await db.delete(attendanceActions);
  await db.delete(attendance);
  await db.delete(incidents);
  await db.delete(activities);
  await db.delete(dailyReports);
  await db
    .update(children)
    .set({ isActive: false, removedAt: at('2025-01-01T12:00:00Z') })
    .where(isNull(children.removedAt));
  const roomId = async (filterKey: string) =>
    (await db.select({ id: rooms.id }).from(rooms).where(eq(rooms.filterKey, filterKey)))[0]!.id;
  const infants = await roomId('infants');
  const toddlers = await roomId('toddlers');
  const child = (firstName: string, roomId: number, enrolled: string | null, removed?: string) => ({
    firstName,
    lastName: 'Report',
    dateOfBirth: '2024-05-01',
    roomId,
    emergencyContact: 'Grandma (555) 010-0000',
    parentName: 'Pat Report',
    parentPhone: '(555) 010-0001',
    parentEmail: `${firstName.toLowerCase()}.report@example.org`,
    enrolmentCompletedAt: enrolled ? at(enrolled) : null,
    ...(removed ? { isActive: false, removedAt: at(removed) } : {}),
  });
  const rows = await db
    .insert(children)
    .values([
      child('Ava', infants, '2026-10-01T14:00:00Z'),
      child('Ben', infants, '2026-10-01T14:00:00Z'),
      child('Cara', toddlers, '2026-10-01T14:00:00Z'),
      child('Dan', toddlers, '2026-11-17T03:00:00Z'),
      child('Eve', toddlers, '2026-10-01T14:00:00Z', '2026-11-17T15:00:00Z'),
      child('Fay', infants, null),
    ])
    .returning({ id: children.id });
  [kids.ava, kids.ben, kids.cara, kids.dan, kids.eve, kids.fay] = rows.map((r) => r.id) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];

  const visit = (childId: number, date: string, status = 'present') => ({
    childId,
    date,
    status,
    checkInAt: at(`${date}T13:00:00Z`),
    checkOutAt: date === '2026-11-18' ? null : at(`${date}T21:30:00Z`),
    checkInBy: 'Pat Report (parent)',
    checkOutBy: date === '2026-11-18' ? null : '@Grandma (emergency contact)',
  });
  const { ava, ben, cara, dan, eve, fay } = kids;
  await db
    .insert(attendance)
    .values([
      visit(ava, '2026-10-30'),
      visit(cara, '2026-10-30'),
      visit(ava, '2026-11-02'),
      visit(ben, '2026-11-02', 'late'),
      visit(cara, '2026-11-02'),
      visit(eve, '2026-11-02'),
      visit(fay, '2026-11-02'),
      visit(ava, '2026-11-16'),
      visit(ben, '2026-11-16', 'absent'),
      visit(cara, '2026-11-16'),
      visit(dan, '2026-11-16', 'late'),
      visit(eve, '2026-11-16'),
      visit(ava, '2026-11-17'),
      visit(ben, '2026-11-17'),
      visit(dan, '2026-11-17'),
      visit(eve, '2026-11-17'),
      visit(ava, '2026-11-18'),
      visit(cara, '2026-11-18', 'late'),
    ]);

  const [s] = await db.select({ n: count() }).from(staff).where(isNull(staff.removedAt));
  seeded.staff = s!.n;
  const [si] = await db
    .select({ n: count() })
    .from(staff)
    .where(and(isNull(staff.removedAt), eq(staff.room, 'Infant Room')));
  seeded.infantStaff = si!.n;
  const member = (firstName: string, room: string) => ({
    firstName,
    lastName: 'Reporter',
    role: 'Lead Teacher',
    room,
    phone: '(555) 010-0002',
    email: `${firstName.toLowerCase()}.reporter@example.org`,
  });
  const staffRows = await db
    .insert(staff)
    .values([member('Sam', 'Infant Room'), member('Zoe', 'Toddler Room')])
    .returning({ id: staff.id });
  [people.sam, people.zoe] = staffRows.map((r) => r.id) as [number, number];
  const { sam, zoe } = people;

  const incident = (
    childId: number,
    date: string,
    time: string,
    description: string,
    staffId: number,
  ) => ({ childId, date, time, description, actionTaken: '+ ice pack applied', staffId });
  await db
    .insert(incidents)
    .values([
      incident(eve, '2026-10-30', '13:00', 'Bumped elbow', zoe),
      incident(ava, '2026-11-02', '09:00', 'Bumped head on table', sam),
      incident(cara, '2026-11-16', '10:30', '=HYPERLINK("http://evil.example")', zoe),
      incident(ben, '2026-11-17', '11:00', 'Scraped knee', sam),
      incident(dan, '2026-11-17', '14:00', 'Pinched finger', zoe),
      incident(ava, '2026-11-18', '08:15', 'Fell from slide', sam),
      incident(cara, '2026-11-18', '09:45', 'Bitten by a friend, "gently"', zoe),
      incident(fay, '2026-11-18', '09:50', 'Draft child incident', zoe),
    ]);

  // a1…a12: odd ones Infant Room (Sam), even ones Toddler Room (Zoe), in the order made.
  const days = ['2026-11-02', '2026-11-02', ...Array(4).fill('2026-11-16')];
  days.push(...Array(3).fill('2026-11-17'), ...Array(3).fill('2026-11-18'));
  await db.insert(activities).values([
    ...days.map((date: string, i) => ({
      childId: i % 2 === 0 ? ava : cara,
      date,
      activity: `Activity a${i + 1}`,
      notes: i === 11 ? '-2+3 counting game' : '',
      staffId: i % 2 === 0 ? sam : zoe,
      createdAt: at(`${date}T${10 + i}:00:00Z`),
    })),
    {
      childId: fay,
      date: '2026-11-18',
      activity: 'Draft child activity',
      staffId: zoe,
      createdAt: at('2026-11-18T15:30:00Z'),
    },
  ]);
  await db.insert(dailyReports).values({ childId: dan, date: '2026-11-18', staffId: zoe });
});

const summary = async (query: string, who: keyof typeof cookie = 'director') => {
  const res = await t.request({
    method: 'GET',
    url: `/api/reports/summary?${query}`,
    cookie: cookie[who],
  });
  expect(res.statusCode, res.body).toBe(200);
  return reportSummaryResponse.parse(res.json());
};
const descriptions = (s: { recentIncidents: { description: string }[] }) =>
  s.recentIncidents.map((i) => i.description);
const activityNames = (s: { recentActivities: { activity: string }[] }) =>
  s.recentActivities.map((a) => a.activity);
const day = (date: string, total: number, present: number, percent: number) => ({
  date,
  total,
  present,
  absent: total - present,
  percent,
});

describe('GET /api/reports/summary', () => {
  it('today, all rooms: the centre’s date, its enrolled children and today’s records', async () => {
    const s = await summary('period=today');
    expect(s).toMatchObject({ period: 'today', start: '2026-11-18', end: '2026-11-18' });
    expect(s.tiles).toEqual({ totalChildren: 4, attendanceRate: 50, incidents: 2, activities: 3 });
    expect(s.attendance.days).toEqual([day('2026-11-18', 4, 2, 50)]);
    expect(descriptions(s)).toEqual(['Bitten by a friend, "gently"', 'Fell from slide']);
    expect(activityNames(s)).toEqual(['Activity a12', 'Activity a11', 'Activity a10']);
    expect(s.incidentsPerWeek).toEqual([{ weekStart: '2026-11-16', count: 2 }]);
  });

  it('this week, all rooms: Monday to Sunday, attendance up to today, per day and room', async () => {
    const s = await summary('period=week&room=all');
    expect(s).toMatchObject({ start: '2026-11-16', end: '2026-11-22' });
    // 9 present of 13 child-days enrolled.
    expect(s.tiles).toEqual({ totalChildren: 4, attendanceRate: 69, incidents: 5, activities: 10 });
    expect(s.attendance.days).toEqual([
      day('2026-11-16', 5, 4, 80),
      day('2026-11-17', 4, 3, 75),
      day('2026-11-18', 4, 2, 50),
    ]);
    expect(s.attendance.rooms.map((r) => [r.filterKey, r.present, r.total, r.percent])).toEqual([
      ['infants', 4, 6, 67],
      ['toddlers', 5, 7, 71],
      ['preschool', 0, 0, 0],
      ['pre-k', 0, 0, 0],
    ]);
    expect(descriptions(s)).toEqual([
      'Bitten by a friend, "gently"',
      'Fell from slide',
      'Pinched finger',
      'Scraped knee',
      '=HYPERLINK("http://evil.example")',
    ]);
    expect(activityNames(s)).toEqual(
      [12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map((n) => `Activity a${n}`),
    );
  });

  it('this month: the last 5 incidents and last 10 activities of 6 and 12, newest first', async () => {
    const s = await summary('period=month');
    expect(s).toMatchObject({ start: '2026-11-01', end: '2026-11-30' });
    // 13 present of 17 child-days.
    expect(s.tiles).toEqual({ totalChildren: 4, attendanceRate: 76, incidents: 6, activities: 12 });
    expect(s.attendance.days.map((d) => d.date)).toEqual([
      '2026-11-02',
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
    ]);
    expect(s.attendance.days[0]).toEqual(day('2026-11-02', 4, 4, 100));
    expect(s.recentIncidents).toHaveLength(5);
    expect(descriptions(s)).not.toContain('Bumped head on table');
    expect(s.recentIncidents[0]).toMatchObject({
      date: '2026-11-18',
      time: '09:45',
      childName: 'Cara Report',
      room: 'Toddler Room',
      staffName: 'Zoe Reporter',
      actionTaken: '+ ice pack applied',
      parentNotified: false,
    });
    expect(s.recentActivities).toHaveLength(10);
    expect(activityNames(s)[0]).toBe('Activity a12');
    expect(activityNames(s)[9]).toBe('Activity a3');
    expect(s.incidentsPerWeek).toEqual([
      { weekStart: '2026-10-26', count: 0 },
      { weekStart: '2026-11-02', count: 1 },
      { weekStart: '2026-11-09', count: 0 },
      { weekStart: '2026-11-16', count: 5 },
      { weekStart: '2026-11-23', count: 0 },
      { weekStart: '2026-11-30', count: 0 },
    ]);
    // Zoe: 3 incidents + 6 activities + 1 daily report; Sam: 3 + 6. The draft's are not counted.
    expect(s.staffSummary).toHaveLength(5);
    expect(s.staffSummary.slice(0, 2)).toMatchObject([
      { name: 'Zoe Reporter', recordsInPeriod: 10, room: 'Toddler Room' },
      { name: 'Sam Reporter', recordsInPeriod: 9, room: 'Infant Room' },
    ]);
    expect(s.staffSummary.slice(2).every((m) => m.recordsInPeriod === 0)).toBe(true);
    expect(s.staffTotal).toBe(seeded.staff + 2);
  });

  it('a room filter counts only that room’s children, records and staff', async () => {
    const infants = await summary('period=month&room=infants');
    expect(infants.room).toBe('infants');
    // Infant Room: 6 present of 8 child-days (Ben absent on the 16th).
    expect(infants.tiles).toEqual({
      totalChildren: 2,
      attendanceRate: 75,
      incidents: 3,
      activities: 6,
    });
    expect(infants.attendance.rooms).toEqual([
      { room: 'Infant Room', filterKey: 'infants', present: 6, total: 8, percent: 75 },
    ]);
    expect(descriptions(infants)).toEqual([
      'Fell from slide',
      'Scraped knee',
      'Bumped head on table',
    ]);
    expect(infants.staffSummary[0]).toMatchObject({ name: 'Sam Reporter', recordsInPeriod: 9 });
    expect(infants.staffSummary.every((m) => m.room === 'Infant Room')).toBe(true);
    expect(infants.staffTotal).toBe(seeded.infantStaff + 1);

    const toddlers = await summary('period=week&room=toddlers');
    expect(toddlers.tiles).toEqual({
      totalChildren: 2,
      attendanceRate: 71,
      incidents: 3,
      activities: 5,
    });
    expect(toddlers.attendance.days).toEqual([
      day('2026-11-16', 3, 3, 100),
      day('2026-11-17', 2, 1, 50),
      day('2026-11-18', 2, 1, 50),
    ]);
    const preschool = await summary('period=today&room=preschool');
    expect(preschool.tiles).toEqual({
      totalChildren: 0,
      attendanceRate: 0,
      incidents: 0,
      activities: 0,
    });
    expect(preschool.recentIncidents).toEqual([]);
    expect(preschool.recentActivities).toEqual([]);
  });

  it('a custom range: a removed child counts on the days they were at the centre', async () => {
    const s = await summary('period=custom&start=2026-10-30&end=2026-11-02');
    expect(s).toMatchObject({ start: '2026-10-30', end: '2026-11-02' });
    expect(s.tiles).toEqual({ totalChildren: 4, attendanceRate: 75, incidents: 2, activities: 2 });
    expect(s.attendance.days).toEqual([day('2026-10-30', 4, 2, 50), day('2026-11-02', 4, 4, 100)]);
    expect(descriptions(s)).toEqual(['Bumped head on table', 'Bumped elbow']);
    const future = await summary('period=custom&start=2026-12-01&end=2026-12-31');
    expect(future.attendance.days).toEqual([]);
    expect(future.tiles).toEqual({
      totalChildren: 4,
      attendanceRate: 0,
      incidents: 0,
      activities: 0,
    });
  });

  it('staff read reports too; parents are refused', async () => {
    expect((await summary('period=today', 'teacher')).tiles.totalChildren).toBe(4);
    for (const who of ['parent', 'parent2'] as const) {
      const res = await t.request({
        method: 'GET',
        url: '/api/reports/summary?period=today',
        cookie: cookie[who],
      });
      expect(res.statusCode).toBe(403);
      const csv = await t.request({
        method: 'GET',
        url: '/api/reports/export?tab=attendance&period=month',
        cookie: cookie[who],
      });
      expect(csv.statusCode).toBe(403);
    }
    const anonymous = await t.request({ method: 'GET', url: '/api/reports/summary' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('a wrong period or room is refused in words (400, never 500)', () => {
  const refused = async (query: string, message: string, url = '/api/reports/summary') => {
    const res = await t.request({ method: 'GET', url: `${url}?${query}`, cookie: cookie.director });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(message);
  };
  it('start after end, a range over 366 days, missing or impossible dates', async () => {
    await refused(
      'period=custom&start=2026-11-30&end=2026-11-01',
      'The start date must be on or before the end date',
    );
    await refused(
      'period=custom&start=2025-01-01&end=2026-01-02',
      'A custom period can cover at most 366 days',
    );
    await refused(
      'period=custom&end=2026-11-01',
      'Please enter a start date for the custom period',
    );
    await refused(
      'period=custom&start=2026-11-01',
      'Please enter an end date for the custom period',
    );
    await refused(
      'period=custom&start=2026-02-30&end=2026-03-01',
      'Please enter a valid date (YYYY-MM-DD)',
    );
    await refused(
      'period=custom&start=yesterday&end=2026-03-01',
      'Please enter a valid date (YYYY-MM-DD)',
    );
    await refused('period=year', 'Please choose a period: today, week, month or custom');
    await refused('room=kitchen', 'Please choose one of the centre’s rooms, or all rooms');
    await refused('room=%27%3B--', 'Please choose one of the centre’s rooms, or all rooms');
    await refused(
      'tab=payroll&period=today',
      'Please choose a report to export: overview, attendance, incidents or activities',
      '/api/reports/export',
    );
    await refused(
      'tab=attendance&period=custom&start=2026-11-02&end=2026-11-01',
      'The start date must be on or before the end date',
      '/api/reports/export',
    );
  });
  it('a whole leap year (366 days) is allowed', async () => {
    const s = await summary('period=custom&start=2028-01-01&end=2028-12-31');
    expect(s.incidentsPerWeek.length).toBe(53);
  });
});

describe('GET /api/reports/export', () => {
  const csv = async (query: string) => {
    const res = await t.request({
      method: 'GET',
      url: `/api/reports/export?${query}`,
      cookie: cookie.director,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    return { name: res.headers['content-disposition'], lines: res.body.split('\r\n') };
  };

  it('attendance: one row per child per day present, only the chosen room, named after it', async () => {
    const { name, lines } = await csv('tab=attendance&period=month&room=infants');
    expect(name).toBe('attachment; filename="attendance-2026-11-01-to-2026-11-30-infants.csv"');
    expect(lines).toEqual([
      'Date,Child,Room,Status,Check In,Check Out,Checked In By,Checked Out By',
      "2026-11-02,Ava Report,Infant Room,Present,08:00,16:30,Pat Report (parent),'@Grandma (emergency contact)",
      "2026-11-02,Ben Report,Infant Room,Late,08:00,16:30,Pat Report (parent),'@Grandma (emergency contact)",
      "2026-11-16,Ava Report,Infant Room,Present,08:00,16:30,Pat Report (parent),'@Grandma (emergency contact)",
      "2026-11-17,Ava Report,Infant Room,Present,08:00,16:30,Pat Report (parent),'@Grandma (emergency contact)",
      "2026-11-17,Ben Report,Infant Room,Present,08:00,16:30,Pat Report (parent),'@Grandma (emergency contact)",
      '2026-11-18,Ava Report,Infant Room,Present,08:00,,Pat Report (parent),',
      '',
    ]);
  });

  it('all rooms: the file says all-rooms; every child-day present of the week', async () => {
    const { name, lines } = await csv('tab=attendance&period=week&room=all');
    expect(name).toBe('attachment; filename="attendance-2026-11-16-to-2026-11-22-all-rooms.csv"');
    // 4 + 3 + 2 child-days present, a header and the last line's end.
    expect(lines).toHaveLength(1 + 9 + 1);
    expect(lines.filter((l) => l.includes('Eve Report'))).toHaveLength(1);
  });

  it('incidents: every one of the period, spreadsheet formulas neutralised, quotes escaped', async () => {
    const { name, lines } = await csv('tab=incidents&period=month&room=all');
    expect(name).toBe('attachment; filename="incidents-2026-11-01-to-2026-11-30-all-rooms.csv"');
    expect(lines[0]).toBe('Date,Time,Child,Room,Description,Action Taken,Staff,Parent Notified');
    expect(lines).toHaveLength(1 + 6 + 1);
    expect(lines[1]).toBe(
      "2026-11-02,09:00,Ava Report,Infant Room,Bumped head on table,'+ ice pack applied,Sam Reporter,No",
    );
    expect(lines[2]).toBe(
      `2026-11-16,10:30,Cara Report,Toddler Room,"'=HYPERLINK(""http://evil.example"")",'+ ice pack applied,Zoe Reporter,No`,
    );
    expect(lines[6]).toContain('"Bitten by a friend, ""gently"""');
    expect(lines.join('\n')).not.toContain('Draft child');
  });

  it('activities and the overview', async () => {
    const activitiesCsv = await csv('tab=activities&period=today&room=toddlers');
    expect(activitiesCsv.name).toBe(
      'attachment; filename="activities-2026-11-18-to-2026-11-18-toddlers.csv"',
    );
    expect(activitiesCsv.lines).toEqual([
      'Date,Child,Room,Activity,Notes,Staff',
      '2026-11-18,Cara Report,Toddler Room,Activity a10,,Zoe Reporter',
      "2026-11-18,Cara Report,Toddler Room,Activity a12,'-2+3 counting game,Zoe Reporter",
      '',
    ]);
    const overview = await csv('tab=overview&period=week&room=all');
    expect(overview.name).toBe(
      'attachment; filename="overview-2026-11-16-to-2026-11-22-all-rooms.csv"',
    );
    expect(overview.lines.slice(0, 9)).toEqual([
      'Metric,Value',
      'From,2026-11-16',
      'To,2026-11-22',
      'Room,All Rooms',
      'Total Children,4',
      'Attendance Rate (%),69',
      'Incidents,5',
      'Activities,10',
      'Attendance Rate (%): Infant Room,67',
    ]);
  });

  it('in the reader’s language', async () => {
    const put = await t.request({
      method: 'PUT',
      url: '/api/settings',
      cookie: cookie.teacher,
      payload: { language: 'de' },
    });
    expect(put.statusCode, put.body).toBeLessThan(300);
    const res = await t.request({
      method: 'GET',
      url: '/api/reports/export?tab=attendance&period=today&room=infants',
      cookie: cookie.teacher,
    });
    expect(res.body.split('\r\n')[0]).toBe(
      'Datum,Kind,Raum,Status,Ankunft,Abholung,Gebracht von,Abgeholt von',
    );
  });
});
