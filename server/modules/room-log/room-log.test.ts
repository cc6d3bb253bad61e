import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { dailyReportResponse } from '../../../contract/daily-reports.ts';
import { roomDayResponse, roomLogGroupResponse } from '../../../contract/room-log.ts';
import {
  auditLog,
  children,
  dailyReports,
  enrolmentConsents,
  jobs,
  roomDayReviews,
  roomLogEntries,
} from '../../db/schema/index.ts';
import { testNow } from '../../../test/api/fixed-time.ts';
import { testApp } from '../../../test/api/test-app.ts';
import { childIdByName, upload } from '../../../test/api/fixtures.ts';

// The room's day in a few taps (issue 42, decision 068).
// The test clock: Wednesday 2026-11-18, 10:00 in New York.
const t = testApp();
const { cookie } = t;
const ids = { aarav: 0, anika: 0, jayden: 0, roomId: 0, peanutChild: 0 };
let counter = 0;
const actionId = () => `test-action-${++counter}-${Date.now()}`;

beforeAll(async () => {
  ids.aarav = await childIdByName(t, 'Aarav', 'Patel');
  ids.anika = await childIdByName(t, 'Anika', 'Patel');
  ids.jayden = await childIdByName(t, 'Jayden', 'Johnson');
  const [aarav] = await t.database.db
    .select({ roomId: children.roomId })
    .from(children)
    .where(eq(children.id, ids.aarav));
  ids.roomId = aarav!.roomId;
  const [peanut] = await t.database.db
    .select({ id: children.id })
    .from(children)
    .where(and(eq(children.lastName, 'Patel'), sql`${children.allergies} ilike '%peanut%'`));
  ids.peanutChild = peanut!.id;
});

const log = (payload: object, who: keyof typeof cookie = 'teacher') =>
  t.request({ method: 'POST', url: '/api/room-log/entries', payload, cookie: cookie[who] });
const entriesOfChild = (childId: number) =>
  t.database.db.select().from(roomLogEntries).where(eq(roomLogEntries.childId, childId));
const get = (url: string, who?: keyof typeof cookie) =>
  t.request({ method: 'GET', url, cookie: who && cookie[who] });

describe('POST /api/room-log/entries', () => {
  it('logs one event for several children in one transaction, with one audit row', async () => {
    const res = await log({
      clientActionId: actionId(),
      roomId: ids.roomId,
      childIds: [ids.aarav, ids.anika, ids.jayden],
      kind: 'napStart',
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(roomLogGroupResponse.safeParse(body).success).toBe(true);
    expect(body.entries.map((e: { childId: number }) => e.childId).sort()).toEqual(
      [ids.aarav, ids.anika, ids.jayden].sort(),
    );
    expect(body.happenedAt).toBe(testNow.toISOString());
    expect(body.undoUntil).toBe(new Date(testNow.getTime() + 60_000).toISOString());
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entityType, 'roomLogGroup'), eq(auditLog.entityId, String(body.groupId))),
      );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'roomLog.create' });
    expect(audit[0]!.details).toMatchObject({ kind: 'napStart' });
    // The room view shows them asleep since then.
    const day = await get(`/api/room-day?roomId=${ids.roomId}`, 'teacher');
    expect(day.statusCode, day.body).toBe(200);
    expect(roomDayResponse.safeParse(day.json()).success).toBe(true);
    const aarav = day.json().children.find((c: { id: number }) => c.id === ids.aarav);
    expect(aarav.asleepSince).toBe(testNow.toISOString());
    const end = await log({ clientActionId: actionId(), childIds: [ids.aarav], kind: 'napEnd' });
    expect(end.statusCode).toBe(201);
    const after = await get(`/api/room-day?roomId=${ids.roomId}`, 'teacher');
    const again = after.json().children.find((c: { id: number }) => c.id === ids.aarav);
    expect(again.asleepSince).toBeNull();
  });

  it('records none when one child cannot be logged (all or none)', async () => {
    const before = (await entriesOfChild(ids.aarav)).length;
    const res = await log({
      clientActionId: actionId(),
      childIds: [ids.aarav, 99_999],
      kind: 'diaper',
      choice: 'wet',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Child not found');
    expect(await entriesOfChild(ids.aarav)).toHaveLength(before);
  });

  it('says what each kind needs, in words', async () => {
    const cases: [object, Record<string, string>][] = [
      [{ kind: 'bottle' }, { amount: 'The amount must be a number above 0 and at most 2000' }],
      [{ kind: 'meal', choice: 'lots' }, { choice: 'Please choose one of the options' }],
      [{ kind: 'diaper' }, { choice: 'Please choose one of the options' }],
      [{ kind: 'activity' }, { text: 'Please say what it was' }],
      [{ kind: 'mood', choice: 'grumpy' }, { choice: 'Please choose one of the options' }],
    ];
    for (const [fields, errors] of cases) {
      const res = await log({ clientActionId: actionId(), childIds: [ids.aarav], ...fields });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toEqual(errors);
    }
    const note = await log({
      clientActionId: actionId(),
      childIds: [ids.aarav, ids.anika],
      kind: 'note',
      text: 'Two of them',
    });
    expect(note.json().fieldErrors).toEqual({ childIds: 'A note is for one child' });
    const none = await log({ clientActionId: actionId(), childIds: [], kind: 'napStart' });
    expect(none.json().fieldErrors).toEqual({ childIds: 'Please select at least one child' });
    const twice = await log({
      clientActionId: actionId(),
      childIds: [ids.aarav, ids.aarav],
      kind: 'napStart',
    });
    expect(twice.json().fieldErrors).toEqual({ childIds: 'A child is selected twice' });
  });

  it('logs a bottle in the centre’s unit', async () => {
    const res = await log({
      clientActionId: actionId(),
      childIds: [ids.anika],
      kind: 'bottle',
      amount: 4.5,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().entries[0]).toMatchObject({ amount: 4.5, unit: 'oz' });
  });

  it('warns when a meal names a child’s allergen, and still logs it', async () => {
    const res = await log({
      clientActionId: actionId(),
      childIds: [ids.aarav, ids.anika, ids.jayden],
      kind: 'meal',
      text: 'Peanut butter sandwich and apple',
      choice: 'most',
    });
    expect(res.statusCode, res.body).toBe(201);
    const warnings = res.json().warnings;
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ childId: ids.peanutChild, allergens: ['Peanuts'] });
    expect(res.json().entries).toHaveLength(3);
    const plain = await log({
      clientActionId: actionId(),
      childIds: [ids.peanutChild],
      kind: 'snack',
      text: 'Apple slices',
      choice: 'all',
    });
    expect(plain.json().warnings).toEqual([]);
  });

  it('sent again from the offline queue, is answered as the first time and recorded once', async () => {
    const action = {
      clientActionId: 'device-7-entry-0001',
      happenedAt: new Date(testNow.getTime() - 25 * 60_000).toISOString(),
      childIds: [ids.jayden],
      kind: 'diaper',
      choice: 'dirty',
    };
    const first = await log(action);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().happenedAt).toBe(action.happenedAt);
    const again = await Promise.all([log(action), log(action), log(action)]);
    for (const res of again) {
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual(first.json());
    }
    const rows = (await entriesOfChild(ids.jayden)).filter(
      (r) => r.groupId === first.json().groupId,
    );
    expect(rows).toHaveLength(1);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entityType, 'roomLogGroup'),
          eq(auditLog.entityId, String(first.json().groupId)),
        ),
      );
    expect(audit!.details).toMatchObject({ happenedAt: action.happenedAt });
    // Another account's use of the id never reaches the record.
    expect((await log(action, 'director')).statusCode).toBe(409);
  });

  it('refuses a time from yesterday or the future', async () => {
    for (const at of [
      new Date(testNow.getTime() - 13 * 3600_000).toISOString(),
      new Date(testNow.getTime() + 10 * 60_000).toISOString(),
    ]) {
      const res = await log({
        clientActionId: actionId(),
        happenedAt: at,
        childIds: [ids.aarav],
        kind: 'napStart',
      });
      expect(res.statusCode).toBe(400);
    }
  });

  it('is written by staff only', async () => {
    const body = { clientActionId: actionId(), childIds: [ids.aarav], kind: 'napStart' };
    expect((await log(body, 'parent')).statusCode).toBe(403);
    expect(
      (await t.request({ method: 'POST', url: '/api/room-log/entries', payload: body })).statusCode,
    ).toBe(401);
  });
});

describe('undo and corrections', () => {
  it('undoes an event within a minute, by its author only', async () => {
    const res = await log({
      clientActionId: actionId(),
      childIds: [ids.aarav, ids.anika],
      kind: 'activity',
      text: 'Sand play',
    });
    const groupId = res.json().groupId;
    const undo = (who: keyof typeof cookie) =>
      t.request({ method: 'DELETE', url: `/api/room-log/groups/${groupId}`, cookie: cookie[who] });
    expect((await undo('director')).statusCode).toBe(409);
    const done = await undo('teacher');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ groupId, undone: 2 });
    expect((await undo('teacher')).statusCode).toBe(404);
    const day = await get(`/api/room-day?roomId=${ids.roomId}`, 'teacher');
    const texts = day
      .json()
      .children.flatMap((c: { entries: { text: string }[] }) => c.entries.map((e) => e.text));
    expect(texts).not.toContain('Sand play');
  });

  it('refuses an undo after a minute', async () => {
    const res = await log({ clientActionId: actionId(), childIds: [ids.aarav], kind: 'napStart' });
    t.clock.set(new Date(testNow.getTime() + 61_000));
    try {
      const undo = await t.request({
        method: 'DELETE',
        url: `/api/room-log/groups/${res.json().groupId}`,
        cookie: cookie.teacher,
      });
      expect(undo.statusCode).toBe(409);
      expect(undo.json().message).toBe(
        'An entry can be undone only within a minute; correct it instead',
      );
    } finally {
      t.clock.set(testNow);
    }
  });

  it('corrects an entry with a new one that says why; the old one leaves the day', async () => {
    const res = await log({
      clientActionId: actionId(),
      childIds: [ids.anika],
      kind: 'meal',
      text: 'Pasta',
      choice: 'all',
    });
    const entryId = res.json().entries[0].id;
    const fix = await t.request({
      method: 'POST',
      url: `/api/room-log/entries/${entryId}/corrections`,
      cookie: cookie.director,
      payload: { reason: 'She ate only some', text: 'Pasta', choice: 'some' },
    });
    expect(fix.statusCode, fix.body).toBe(201);
    expect(fix.json()).toMatchObject({
      correctsEntryId: entryId,
      correctionReason: 'She ate only some',
      choice: 'some',
      kind: 'meal',
    });
    const noReason = await t.request({
      method: 'POST',
      url: `/api/room-log/entries/${fix.json().id}/corrections`,
      cookie: cookie.director,
      payload: { text: 'Pasta', choice: 'most' },
    });
    expect(noReason.statusCode).toBe(400);
    const list = await get(`/api/room-log/entries?childId=${ids.anika}`, 'teacher');
    const meals = list.json().entries.filter((e: { text: string }) => e.text === 'Pasta');
    expect(meals).toHaveLength(1);
    expect(meals[0].id).toBe(fix.json().id);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'roomLog.correct'));
    expect(audit.some((a) => a.entityId === String(fix.json().id))).toBe(true);
  });
});

describe('what families see', () => {
  const setView = (familyView: 'live' | 'reviewed') =>
    t.request({
      method: 'PUT',
      url: '/api/room-log/settings',
      cookie: cookie.director,
      payload: { familyView, bottleUnit: 'oz', infantSheetMonths: 18 },
    });

  it('a parent reads their own child’s entries only when the centre shows them live', async () => {
    await log({ clientActionId: actionId(), childIds: [ids.aarav], kind: 'mood', choice: 'happy' });
    const reviewed = await get(`/api/room-log/entries?childId=${ids.aarav}`, 'parent');
    expect(reviewed.statusCode).toBe(200);
    expect(reviewed.json()).toEqual({ familyView: 'reviewed', entries: [] });
    expect((await setView('live')).statusCode).toBe(200);
    try {
      const live = await get(`/api/room-log/entries?childId=${ids.aarav}`, 'parent');
      expect(live.json().familyView).toBe('live');
      expect(live.json().entries.length).toBeGreaterThan(0);
      expect(live.json().entries.every((e: { childId: number }) => e.childId === ids.aarav)).toBe(
        true,
      );
      // Another family's child: the same 404 as none.
      const other = await get(`/api/room-log/entries?childId=${ids.jayden}`, 'parent');
      expect(other.statusCode).toBe(404);
      expect((await get(`/api/room-log/entries?childId=${ids.aarav}`, 'parent2')).statusCode).toBe(
        404,
      );
    } finally {
      await setView('reviewed');
    }
  });

  it('the settings are the directors’ to change, and staff’s and parents’ to keep off the room view', async () => {
    const put = await t.request({
      method: 'PUT',
      url: '/api/room-log/settings',
      cookie: cookie.teacher,
      payload: { familyView: 'live', bottleUnit: 'ml', infantSheetMonths: 12 },
    });
    expect(put.statusCode).toBe(403);
    expect((await get(`/api/room-day?roomId=${ids.roomId}`, 'parent')).statusCode).toBe(403);
    const bad = await t.request({
      method: 'PUT',
      url: '/api/room-log/settings',
      cookie: cookie.director,
      payload: { familyView: 'sometimes', bottleUnit: 'ml', infantSheetMonths: 100 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({
      familyView: 'Please choose one of the options',
      infantSheetMonths: 'The age must be a whole number of months from 0 to 72',
    });
  });
});

describe('POST /api/room-day/reports (Review and send)', () => {
  const send = (childId: number, who: keyof typeof cookie = 'teacher') =>
    t.request({
      method: 'POST',
      url: '/api/room-day/reports',
      cookie: cookie[who],
      payload: {
        childId,
        meals: 'Lunch: pasta (most)',
        naps: '12:30–14:00 (1 h 30 min)',
        activities: 'Painting',
        mood: 'happy',
        notes: '',
      },
    });
  const mailsTo = async () =>
    (await t.database.db.select().from(jobs).where(eq(jobs.kind, 'mail.send'))).length;

  it('a race of 20 sends makes one report and one e-mail per guardian', async () => {
    const mailsBefore = await mailsTo();
    const answers = await Promise.all(Array.from({ length: 20 }, () => send(ids.anika)));
    const statuses = answers.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const created = answers.find((r) => r.statusCode === 201)!.json();
    expect(dailyReportResponse.safeParse(created).success).toBe(true);
    expect(created).toMatchObject({ childId: ids.anika, date: '2026-11-18', mood: 'happy' });
    const refused = answers.find((r) => r.statusCode === 409)!.json();
    expect(refused.message).toBe("Anika Patel's day was already sent");
    const reviews = await t.database.db
      .select()
      .from(roomDayReviews)
      .where(eq(roomDayReviews.childId, ids.anika));
    expect(reviews).toHaveLength(1);
    expect(reviews[0]!.dailyReportId).toBe(created.id);
    const reports = await t.database.db
      .select()
      .from(dailyReports)
      .where(eq(dailyReports.id, created.id));
    expect(reports).toHaveLength(1);
    const mails = (await mailsTo()) - mailsBefore;
    expect(mails).toBeGreaterThanOrEqual(1);
    // As many as one send makes: another child of the same family, sent once.
    const one = await mailsTo();
    expect((await send(ids.aarav)).statusCode).toBe(201);
    expect((await mailsTo()) - one).toBe(mails);
    // The room view says the day was sent.
    const day = await get(`/api/room-day?roomId=${ids.roomId}`, 'teacher');
    const aarav = day.json().children.find((c: { id: number }) => c.id === ids.aarav);
    expect(aarav.sentReportId).not.toBeNull();
  });

  it('the parent then reads the reviewed report; staff only send', async () => {
    const list = await get(`/api/daily-reports?childId=${ids.anika}&date=2026-11-18`, 'parent');
    expect(list.json().some((r: { meals: string }) => r.meals === 'Lunch: pasta (most)')).toBe(
      true,
    );
    expect((await send(ids.jayden, 'parent2')).statusCode).toBe(403);
    expect((await send(99_999)).statusCode).toBe(404);
  });
});

describe('the centre’s list of activities', () => {
  const save = (activities: unknown, who: keyof typeof cookie = 'director') =>
    t.request({
      method: 'PUT',
      url: '/api/room-log/settings',
      cookie: cookie[who],
      payload: { familyView: 'reviewed', bottleUnit: 'oz', infantSheetMonths: 18, activities },
    });

  it('is the directors’ to keep, and the room view offers it', async () => {
    expect((await get(`/api/room-log/settings`, 'teacher')).json().activities).toEqual([]);
    const saved = await save(['  Sand play ', 'Story time', 'Music']);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().activities).toEqual(['Sand play', 'Story time', 'Music']);
    const day = await get(`/api/room-day?roomId=${ids.roomId}`, 'teacher');
    expect(day.json().settings.activities).toEqual(['Sand play', 'Story time', 'Music']);
    expect((await save(['Painting'], 'teacher')).statusCode).toBe(403);
    // An activity from the list is logged as its text; free text still works.
    for (const text of ['Story time', 'Leaf collecting']) {
      const res = await log({
        clientActionId: actionId(),
        childIds: [ids.jayden],
        kind: 'activity',
        text,
      });
      expect(res.statusCode).toBe(201);
      expect(res.json().entries[0].text).toBe(text);
    }
  });

  it('refuses blank, long or repeated names and a list of more than 40', async () => {
    const cases: [unknown, string][] = [
      [['Music', ''], 'Each activity needs a name of at most 80 characters'],
      [['x'.repeat(81)], 'Each activity needs a name of at most 80 characters'],
      [['Music', 'music'], 'An activity is on the list twice'],
      [
        Array.from({ length: 41 }, (_, i) => `Activity ${i}`),
        'The list holds at most 40 activities',
      ],
    ];
    for (const [activities, message] of cases) {
      const res = await save(activities);
      expect(res.statusCode).toBe(400);
      expect(Object.values(res.json().fieldErrors)).toContain(message);
    }
    expect((await get(`/api/room-log/settings`, 'teacher')).json().activities).toHaveLength(3);
  });
});

describe('an activity’s photo, through the gallery', () => {
  /** A phone's JPEG with its maker and a serial number in the EXIF. */
  const phonePhoto = () =>
    sharp({ create: { width: 800, height: 600, channels: 3, background: '#3388cc' } })
      .jpeg()
      .withExifMerge({
        IFD0: { Make: 'PhoneMaker', Model: 'Pocket 12' },
        IFD2: { BodySerialNumber: 'SN-4471-XYZ' },
      })
      .toBuffer();
  /** The gallery's upload, as the activity dialog sends it: the activity, the children. */
  const galleryUpload = async (childIds: number[]) =>
    upload(
      t,
      cookie.teacher,
      '/api/gallery',
      { title: 'Sand play', childIds: JSON.stringify(childIds) },
      { name: 'IMG_0001.jpg', type: 'image/jpeg', bytes: await phonePhoto() },
    );
  const gallery = async (who: keyof typeof cookie) =>
    (await get('/api/gallery?limit=100', who)).json() as { id: number; filePath: string }[];

  it('is logged with the activity, seen in the gallery by that child’s family only, without EXIF', async () => {
    const photo = await galleryUpload([ids.jayden]);
    expect(photo.statusCode, photo.body).toBe(201);
    const { id: photoId, filePath } = photo.json();
    const res = await log({
      clientActionId: actionId(),
      childIds: [ids.jayden],
      kind: 'activity',
      text: 'Sand play',
      photoId,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().entries[0]).toMatchObject({ text: 'Sand play', photoId });
    const entries = (await get(`/api/room-log/entries?childId=${ids.jayden}`, 'teacher')).json()
      .entries as { photoId: number | null }[];
    expect(entries.some((e) => e.photoId === photoId)).toBe(true);
    // The gallery's rules: Jayden's family sees it, the Patels do not.
    expect((await gallery('parent2')).map((p) => p.id)).toContain(photoId);
    expect((await gallery('parent')).map((p) => p.id)).not.toContain(photoId);
    const served = await get(filePath, 'parent2');
    expect(served.statusCode).toBe(200);
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
    for (const secret of ['PhoneMaker', 'SN-4471-XYZ'])
      expect(served.rawPayload.includes(secret)).toBe(false);
    // Deleted from the gallery, it leaves the entry, which stays.
    const removed = await t.request({
      method: 'DELETE',
      url: `/api/gallery/${photoId}`,
      cookie: cookie.director,
    });
    expect(removed.statusCode).toBe(204);
    const [entry] = await t.database.db
      .select()
      .from(roomLogEntries)
      .where(eq(roomLogEntries.id, res.json().entries[0].id));
    expect(entry).toMatchObject({ text: 'Sand play', photoId: null, undoneAt: null });
  });

  it('refuses a photo not of every child logged, or on another kind', async () => {
    const photo = (await galleryUpload([ids.jayden])).json();
    const others = await log({
      clientActionId: actionId(),
      childIds: [ids.jayden, ids.anika],
      kind: 'activity',
      text: 'Sand play',
      photoId: photo.id,
    });
    expect(others.statusCode).toBe(400);
    expect(others.json().fieldErrors).toEqual({
      photoId: 'The photo must be a gallery photo of every child logged',
    });
    const meal = await log({
      clientActionId: actionId(),
      childIds: [ids.jayden],
      kind: 'meal',
      choice: 'all',
      photoId: photo.id,
    });
    expect(meal.json().fieldErrors).toEqual({ photoId: 'Only an activity can have a photo' });
  });

  it('is refused by the gallery for a child without a photo release, naming the child', async () => {
    await t.database.db
      .delete(enrolmentConsents)
      .where(
        and(
          eq(enrolmentConsents.childId, ids.aarav),
          eq(enrolmentConsents.form, 'photo_video_release'),
        ),
      );
    const refused = await galleryUpload([ids.jayden, ids.aarav]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('Aarav Patel');
  });
});
