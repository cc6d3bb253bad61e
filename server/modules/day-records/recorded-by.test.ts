import { consentFormKeys } from '../../../contract/enrolment.ts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { demo, testApp } from '../../../test/api/test-app.ts';

const t = testApp();
const { cookie } = t;
let staffList: { id: number; email: string; firstName: string; lastName: string }[];
let childId: number;
beforeAll(async () => {
  staffList = (
    await t.request({ method: 'GET', url: '/api/staff', cookie: cookie.director })
  ).json();
  const enrol = await t.request({
    method: 'POST',
    url: '/api/children',
    cookie: cookie.director,
    payload: {
      firstName: 'Lena',
      lastName: 'Vogel',
      dateOfBirth: '2023-09-09',
      room: 'Preschool Room',
    },
  });
  childId = enrol.json().id;
  // Enrolment step 2: the child is enrolled (no longer a draft) once every form is recorded.
  await t.request({
    method: 'POST',
    url: `/api/children/${childId}/consents`,
    cookie: cookie.director,
    payload: { forms: consentFormKeys },
  });
});

const me = async (c: string) =>
  (await t.request({ method: 'GET', url: '/api/auth/me', cookie: c })).json();
const teacher = () => staffList.find((s) => s.email === demo.teacher)!;
const someoneElse = () =>
  staffList.find((s) => s.email !== demo.teacher && s.email !== demo.director)!;

describe('who is signed in', () => {
  it('comes with their own staff record, or none for a parent', async () => {
    expect((await me(cookie.teacher)).staffId).toBe(teacher().id);
    const director = staffList.find((s) => s.email === demo.director)!;
    expect((await me(cookie.director)).staffId).toBe(director.id);
    expect((await me(cookie.parent)).staffId).toBeNull();
  });

  it('keeps the staff record and the sign-in e-mail in step when a director changes it', async () => {
    const id = teacher().id;
    const res = await t.request({
      method: 'PUT',
      url: `/api/staff/${id}`,
      cookie: cookie.director,
      payload: { email: 'Tom.Alvarez@Example.org' },
    });
    expect(res.statusCode).toBe(200);
    const [account] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'tom.alvarez@example.org'));
    expect(account).toBeDefined();
    const fresh = await t.login('tom.alvarez@example.org', { portal: 'staff' });
    expect((await me(fresh)).staffId).toBe(id);
    await t.request({
      method: 'PUT',
      url: `/api/staff/${id}`,
      cookie: cookie.director,
      payload: { email: demo.teacher },
    });
  });
});

describe('records of the day', () => {
  const recorder = () => `${teacher().firstName} ${teacher().lastName}`;
  const other = () => someoneElse();

  it('say who saved them, beside the staff member they name', async () => {
    const created = {
      dailyReport: await t.request({
        method: 'POST',
        url: '/api/daily-reports',
        cookie: cookie.teacher,
        payload: { childId, staffId: other().id, meals: 'All of lunch' },
      }),
      incident: await t.request({
        method: 'POST',
        url: '/api/incidents',
        cookie: cookie.teacher,
        payload: {
          childId,
          staffId: other().id,
          date: '2026-11-18',
          time: '09:05',
          description: 'Tripped',
        },
      }),
      activity: await t.request({
        method: 'POST',
        url: '/api/activities',
        cookie: cookie.teacher,
        payload: { childId, staffId: other().id, activity: 'Clay modelling' },
      }),
    };
    for (const [kind, res] of Object.entries(created)) {
      expect(res.statusCode, kind).toBe(201);
      expect(res.json(), kind).toMatchObject({
        staffId: other().id,
        staffName: `${other().firstName} ${other().lastName}`,
        recordedBy: recorder(),
      });
    }
    // Lists say it too.
    for (const url of ['/api/daily-reports', '/api/incidents', '/api/activities']) {
      const list = await t.request({
        method: 'GET',
        url: `${url}?childId=${childId}`,
        cookie: cookie.director,
      });
      expect(list.json()[0].recordedBy, url).toBe(recorder());
    }
  });

  it('record who checked a child in and who checked them out', async () => {
    const checkIn = await t.request({
      method: 'POST',
      url: '/api/attendance',
      cookie: cookie.teacher,
      payload: { childId, checkInBy: 'Mother' },
    });
    expect(checkIn.json()).toMatchObject({ checkInBy: 'Mother', checkInRecordedBy: recorder() });
    const checkOut = await t.request({
      method: 'POST',
      url: '/api/attendance',
      cookie: cookie.director,
      payload: { childId, checkOutBy: 'Grandmother' },
    });
    const director = staffList.find((s) => s.email === demo.director)!;
    expect(checkOut.json()).toMatchObject({
      checkInRecordedBy: recorder(),
      checkOutBy: 'Grandmother',
      checkOutRecordedBy: `${director.firstName} ${director.lastName}`,
    });
    const day = await t.request({
      method: 'GET',
      url: `/api/attendance?childId=${childId}`,
      cookie: cookie.director,
    });
    expect(day.json()[0]).toMatchObject({
      checkInRecordedBy: recorder(),
      checkOutRecordedBy: `${director.firstName} ${director.lastName}`,
    });
  });
});
