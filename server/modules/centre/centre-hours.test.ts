import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, startTestApp, type TestApp } from '../../../test/api/test-app.ts';

let t: TestApp;
const cookie: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp();
  cookie.director = await t.login(demo.director);
  cookie.teacher = await t.login(demo.teacher);
  cookie.parent = await t.login(demo.parent);
});
afterAll(() => t.close());

const put = (who: string, payload: object) =>
  t.request({ method: 'PUT', url: '/api/centre/hours', cookie: cookie[who], payload });

describe('the centre’s opening hours', () => {
  it('are changed by directors, and the parent dashboard shows the new ones', async () => {
    const res = await put('director', { openingTime: '06:30', closingTime: '18:30' });
    expect(res.json()).toEqual({
      openingTime: '06:30',
      closingTime: '18:30',
      absenceAlertTime: '09:30',
    });
    const read = await t.request({
      method: 'GET',
      url: '/api/centre/hours',
      cookie: cookie.director,
    });
    expect(read.json()).toEqual({
      openingTime: '06:30',
      closingTime: '18:30',
      absenceAlertTime: '09:30',
    });
    const overview = await t.request({
      method: 'GET',
      url: '/api/parent/overview',
      cookie: cookie.parent,
    });
    expect(overview.body).toContain('06:30');
  });

  it('close after they open, and are HH:MM', async () => {
    const late = await put('director', { openingTime: '09:00', closingTime: '08:00' });
    expect(late.statusCode).toBe(400);
    expect(late.json().fieldCodes.closingTime).toEqual({ code: 'errors.centreHoursOrder' });
    expect((await put('director', { openingTime: '7am', closingTime: '18:00' })).statusCode).toBe(
      400,
    );
    expect((await put('director', { openingTime: '24:00', closingTime: '18:00' })).statusCode).toBe(
      400,
    );
  });

  it('are the directors’ to change', async () => {
    const hours = { openingTime: '00:00', closingTime: '23:59' };
    expect((await put('teacher', hours)).statusCode).toBe(403);
    expect((await put('parent', hours)).statusCode).toBe(403);
  });
});
