import { desc, eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  auditLog,
  jobs,
  medicationAuthorisations,
  medicationDoses,
  users,
} from '../../db/schema/index.ts';
import { testNow } from '../../../test/api/fixed-time.ts';
import { enrolChild } from '../../../test/api/fixtures.ts';
import { testApp } from '../../../test/api/test-app.ts';

// Remembered sessions: the tests move the clock days ahead, past a browser session's idle end.
const t = testApp({ rememberMe: true });
let childId: number;
let otherChild: number;
let staffIds: number[];

// testNow is Wednesday 18 November 2026, 10:00 in the centre's zone (America/New_York, UTC-5).
const at = (day: string, hhmm: string) => new Date(`${day}T${hhmm}:00-05:00`);

beforeAll(async () => {
  childId = (
    await t.request({ method: 'GET', url: '/api/children', cookie: t.cookie.parent })
  ).json()[0].id;
  otherChild = (
    await t.request({ method: 'GET', url: '/api/children', cookie: t.cookie.parent2 })
  ).json()[0].id;
  staffIds = (await t.request({ method: 'GET', url: '/api/staff', cookie: t.cookie.director }))
    .json()
    .map((s: { id: number }) => s.id);
});
beforeEach(() => t.clock.set(testNow));

const amoxicillin = {
  name: 'Amoxicillin',
  doseAmount: 5,
  doseUnit: 'ml',
  route: 'oral',
  schedule: 'times',
  times: ['14:00', '10:00'],
  startDate: '2026-11-18',
  endDate: '2026-11-20',
  prescriber: 'Dr. Chen',
  signatureName: 'Priya Patel',
};

async function authorise(payload: object = amoxicillin, cookie = t.cookie.parent, child = childId) {
  return t.request({ method: 'POST', url: `/api/children/${child}/medications`, cookie, payload });
}
const base = (medicationId: number) => `/api/children/${childId}/medications/${medicationId}`;
const accept = (medicationId: number, cookie = t.cookie.teacher) =>
  t.request({ method: 'POST', url: `${base(medicationId)}/acceptance`, cookie });
const dose = (medicationId: number, payload: object) =>
  t.request({
    method: 'POST',
    url: `${base(medicationId)}/doses`,
    cookie: t.cookie.teacher,
    payload: { givenByStaffId: staffIds[0], amount: 5, ...payload },
  });
const refusal = (res: { statusCode: number; json(): { code: string } }) => [
  res.statusCode,
  res.json().code,
];

describe('medication authorisations', () => {
  it('a guardian signs one for their own child only; staff cannot sign for them', async () => {
    const res = await authorise();
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      times: ['10:00', '14:00'],
      maxDosesPerDay: 2,
      status: 'awaitingAcceptance',
      signatureName: 'Priya Patel',
      signedAt: testNow.toISOString(),
      authorisedBy: 'Priya Patel',
    });
    expect((await authorise(amoxicillin, t.cookie.parent, otherChild)).statusCode).toBe(404);
    expect((await authorise(amoxicillin, t.cookie.teacher)).statusCode).toBe(403);
    const ended = await authorise({
      ...amoxicillin,
      startDate: '2026-11-01',
      endDate: '2026-11-17',
    });
    expect(refusal(ended)).toEqual([400, 'errors.medicationEndInPast']);
  });

  it('no dose before staff accept; accepted once', async () => {
    const id = (await authorise()).json().id;
    expect(refusal(await dose(id, { time: '10:00' }))).toEqual([
      409,
      'errors.medicationNotAccepted',
    ]);
    expect((await accept(id, t.cookie.parent)).statusCode).toBe(403);
    const accepted = await accept(id);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'active', acceptedBy: expect.any(String) });
    expect(refusal(await accept(id, t.cookie.director))).toEqual([
      409,
      'errors.medicationAlreadyAccepted',
    ]);
    expect((await dose(id, { time: '10:00' })).statusCode).toBe(201);
  });
});

describe('the dose log', () => {
  let id: number;
  beforeAll(async () => {
    t.clock.set(testNow);
    id = (await authorise()).json().id;
    await accept(id);
  });

  it('logs a dose in the window, which the guardian sees and is e-mailed about', async () => {
    const res = await dose(id, { time: '09:55', witnessStaffId: staffIds[1], notes: 'With lunch' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      date: '2026-11-18',
      time: '09:55',
      amount: 5,
      notGiven: false,
    });
    const seen = await t.request({
      method: 'GET',
      url: `/api/children/${childId}/health`,
      cookie: t.cookie.parent,
    });
    const medication = seen.json().medications.find((m: { id: number }) => m.id === id);
    expect(medication.doses[0]).toMatchObject({ id: res.json().id, notes: 'With lunch' });
    const [mail] = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.kind, 'mail.send'))
      .orderBy(desc(jobs.id))
      .limit(1);
    expect(JSON.stringify(mail?.payload)).toContain('Amoxicillin given at 09:55');
  });

  it('refuses what the authorisation does not allow, with the reason', async () => {
    expect(refusal(await dose(id, { time: '09:45' }))).toEqual([409, 'errors.doseAlreadyGiven']);
    expect(refusal(await dose(id, { time: '09:00' }))).toEqual([409, 'errors.doseOutsideWindow']);
    expect(refusal(await dose(id, { time: '09:58', amount: 7.5 }))).toEqual([
      409,
      'errors.doseMoreThanAuthorised',
    ]);
    expect(refusal(await dose(id, { time: '10:20' }))).toEqual([409, 'errors.doseInFuture']);
    t.clock.set(at('2026-11-21', '10:00'));
    expect(refusal(await dose(id, { time: '10:00' }))).toEqual([409, 'errors.doseAfterEnd']);
    t.clock.set(testNow);
    const sameWitness = await dose(id, { time: '09:30', witnessStaffId: staffIds[0] });
    expect(refusal(sameWitness)).toEqual([400, 'errors.witnessInvalid']);
  });

  it('a correction appends, frees the time it undid, and is made once', async () => {
    const first = (
      await t.request({
        method: 'GET',
        url: `/api/children/${childId}/health`,
        cookie: t.cookie.teacher,
      })
    )
      .json()
      .medications.find((m: { id: number }) => m.id === id).doses[0];
    const url = `${base(id)}/doses/${first.id}/corrections`;
    const noReason = await t.request({
      method: 'POST',
      url,
      cookie: t.cookie.teacher,
      payload: { notGiven: true },
    });
    expect(noReason.statusCode).toBe(400);
    const corrected = await t.request({
      method: 'POST',
      url,
      cookie: t.cookie.teacher,
      payload: { notGiven: true, reason: 'Logged for the wrong child' },
    });
    expect(corrected.statusCode).toBe(201);
    expect(corrected.json()).toMatchObject({
      correctsDoseId: first.id,
      notGiven: true,
      correctionReason: 'Logged for the wrong child',
    });
    const again = await t.request({
      method: 'POST',
      url,
      cookie: t.cookie.director,
      payload: { notGiven: true, reason: 'Twice' },
    });
    expect(refusal(again)).toEqual([409, 'errors.doseAlreadyCorrected']);
    // Both entries stay; the 10:00 dose can be logged again.
    const doses = (
      await t.request({
        method: 'GET',
        url: `/api/children/${childId}/health`,
        cookie: t.cookie.parent,
      })
    )
      .json()
      .medications.find((m: { id: number }) => m.id === id).doses;
    expect(doses.map((d: { id: number }) => d.id)).toContain(first.id);
    expect(doses.find((d: { id: number }) => d.id === first.id).correctedByDoseId).toBe(
      corrected.json().id,
    );
    expect((await dose(id, { time: '10:00' })).statusCode).toBe(201);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'medication.dose.correct'))
      .orderBy(desc(auditLog.id));
    expect(audit?.details).toMatchObject({
      corrects: first.id,
      reason: 'Logged for the wrong child',
    });
  });

  it('the database refuses to change or delete an entry', async () => {
    await expect(
      t.database.db
        .update(medicationDoses)
        .set({ amount: 1 })
        .where(sql`true`),
    ).rejects.toThrow();
    await expect(t.database.db.delete(medicationDoses).where(sql`true`)).rejects.toThrow();
  });
});

describe('as needed', () => {
  it('keeps to the most a day and the hours between', async () => {
    const id = (
      await authorise({
        ...amoxicillin,
        name: 'Ibuprofen',
        schedule: 'asNeeded',
        times: [],
        asNeededCondition: 'Fever over 38.5 °C',
        maxDosesPerDay: 2,
        minHoursBetween: 4,
      })
    ).json().id;
    await accept(id);
    t.clock.set(at('2026-11-18', '15:00'));
    expect((await dose(id, { time: '09:00' })).statusCode).toBe(201);
    expect(refusal(await dose(id, { time: '11:00' }))).toEqual([409, 'errors.doseTooSoon']);
    expect((await dose(id, { time: '13:30' })).statusCode).toBe(201);
    expect(refusal(await dose(id, { time: '14:59' }))).toEqual([409, 'errors.doseDailyLimit']);
  });
});

describe("today's due doses", () => {
  it('lists each set time not logged yet, missed once its window has closed', async () => {
    // A child of their own, so the other tests' doses do not count.
    const kid = await enrolChild(t, t.cookie.director, { firstName: 'Aarav', lastName: 'Due' });
    // Staff cannot sign; the record is made as a guardian would, straight in the database.
    const [parent] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'parent@example.com'));
    const [row] = await t.database.db
      .insert(medicationAuthorisations)
      .values({
        childId: kid,
        name: 'Amoxicillin',
        doseAmount: 5,
        doseUnit: 'ml',
        route: 'oral',
        schedule: 'times',
        times: ['08:00', '12:00'],
        maxDosesPerDay: 2,
        startDate: '2026-11-18',
        endDate: '2026-11-18',
        authorisedByUserId: parent!.id,
        signatureName: 'Priya Patel',
        signedAt: testNow,
        acceptedAt: testNow,
        acceptedByUserId: parent!.id,
      })
      .returning();
    const due = async () =>
      (await t.request({ method: 'GET', url: '/api/health/due-doses', cookie: t.cookie.teacher }))
        .json()
        .doses.filter((d: { childId: number }) => d.childId === kid)
        .map(
          (d: { time: string; state: string; childName: string }) =>
            `${d.childName} ${d.time} ${d.state}`,
        );

    expect(await due()).toEqual(['Aarav Due 08:00 missed', 'Aarav Due 12:00 due']);
    await t.request({
      method: 'POST',
      url: `/api/children/${kid}/medications/${row!.id}/doses`,
      cookie: t.cookie.teacher,
      payload: { time: '09:55', amount: 5, givenByStaffId: staffIds[0] },
    });
    // 09:55 is outside the 08:00 window: still missed; nothing was logged.
    expect(await due()).toEqual(['Aarav Due 08:00 missed', 'Aarav Due 12:00 due']);
    t.clock.set(at('2026-11-18', '12:10'));
    const logged = await t.request({
      method: 'POST',
      url: `/api/children/${kid}/medications/${row!.id}/doses`,
      cookie: t.cookie.teacher,
      payload: { time: '12:05', amount: 5, givenByStaffId: staffIds[0] },
    });
    expect(logged.statusCode).toBe(201);
    expect(await due()).toEqual(['Aarav Due 08:00 missed']);
    t.clock.set(at('2026-11-19', '07:00'));
    expect(await due()).toEqual([]);
    const parent2 = await t.request({
      method: 'GET',
      url: '/api/health/due-doses',
      cookie: t.cookie.parent,
    });
    expect(parent2.statusCode).toBe(403);
  });
});
