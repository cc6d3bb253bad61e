import { beforeAll, describe, expect, it } from 'vitest';
import { attendanceResponse } from '../../../contract/attendance.ts';
import { testApp } from '../../../test/api/test-app.ts';
import { childIdByName } from '../../../test/api/fixtures.ts';

// The test clock: Wednesday 2026-11-18, 10:00 in New York; the seed checked children in
// this morning (none out yet) and has full days before.
const t = testApp();
const { cookie } = t;
const ids = { aarav: 0, anika: 0, jayden: 0 };
beforeAll(async () => {
  const idOf = (first: string, last: string) => childIdByName(t, first, last);
  ids.aarav = await idOf('Aarav', 'Patel');
  ids.anika = await idOf('Anika', 'Patel');
  ids.jayden = await idOf('Jayden', 'Johnson');
});

type Record = {
  childId: number;
  date: string;
  checkInTime: string | null;
  checkOutTime: string | null;
};
const get = (query: string, who?: keyof typeof cookie) =>
  t.request({ method: 'GET', url: `/api/attendance${query}`, cookie: who && cookie[who] });

describe('GET /api/attendance', () => {
  it('gives staff the centre’s today by default, times as HH:MM on its clock', async () => {
    for (const who of ['director', 'teacher'] as const) {
      const res = await get('', who);
      expect(res.statusCode).toBe(200);
      const body = res.json() as Record[];
      expect(body.length).toBeGreaterThan(20);
      for (const r of body) {
        expect(attendanceResponse.safeParse(r).success).toBe(true);
        expect(r.date).toBe('2026-11-18');
        expect(r.checkInTime! <= '10:00').toBe(true);
        expect(r.checkOutTime).toBeNull();
      }
      expect(body.map((r) => r.childId)).toContain(ids.aarav);
    }
  });

  it('gives another day, and one child, when asked', async () => {
    const res = await get('?date=2026-11-17', 'director');
    const body = res.json() as Record[];
    expect(body.length).toBeGreaterThan(20);
    for (const r of body) {
      expect(r.date).toBe('2026-11-17');
      expect(r.checkInTime).toMatch(/^(0[7-9]):[0-5]\d$/);
      expect(r.checkOutTime).toMatch(/^1[5-8]:[0-5]\d$/);
    }
    const one = (await get(`?date=2026-11-17&childId=${ids.jayden}`, 'teacher')).json() as Record[];
    expect(one.map((r) => r.childId)).toEqual([ids.jayden]);
    expect((await get('?date=2026-11-15', 'director')).json()).toEqual([]); // a Sunday
  });

  it('shows a parent only their own children', async () => {
    const mine = (await get('', 'parent')).json() as Record[];
    expect(new Set(mine.map((r) => r.childId))).toEqual(new Set([ids.aarav, ids.anika]));
    const theirs = (await get('', 'parent2')).json() as Record[];
    expect(theirs.map((r) => r.childId)).toEqual([ids.jayden]);
    const one = (await get(`?childId=${ids.anika}`, 'parent')).json() as Record[];
    expect(one.map((r) => r.childId)).toEqual([ids.anika]);
  });

  it('answers 404 for another family’s child and for an unknown one', async () => {
    const other = await get(`?childId=${ids.jayden}`, 'parent');
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Child not found');
    expect((await get('?childId=999999', 'director')).statusCode).toBe(404);
  });

  it('refuses a malformed date and an anonymous caller', async () => {
    const bad = await get('?date=18-11-2026', 'director');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Please enter a valid date (YYYY-MM-DD)');
    expect((await get('')).statusCode).toBe(401);
  });
});
