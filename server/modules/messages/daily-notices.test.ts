import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Mail } from '../../lib/mail/mailer.ts';
import { demo, startTestApp, type TestApp } from '../../../test/api/test-app.ts';

let t: TestApp;
const sent: Mail[] = [];
beforeAll(async () => {
  t = await startTestApp({ publicUrl: 'https://portal.sunnydays.example' });
  vi.spyOn(t.app.mailer, 'send').mockImplementation(async (mail) => {
    sent.push(mail);
  });
});
afterAll(() => t.close());

const settings = (cookie: string, payload: object) =>
  t.request({ method: 'PUT', url: '/api/settings', cookie, payload });
/** Runs the day's jobs up to `utc` (the test day is Wednesday 2026-11-18, New York). */
async function runUntil(utc: string) {
  await t.drainJobs();
  t.clock.set(new Date(utc));
  await t.drainJobs();
  await t.drainJobs(); // the e-mails they queued
}

describe('event reminders', () => {
  it('tell parents with reminders on about tomorrow’s events at 18:00', async () => {
    const director = await t.login(demo.director);
    const created = await t.request({
      method: 'POST',
      url: '/api/events',
      cookie: director,
      payload: {
        title: 'Pumpkin carving',
        date: '2026-11-19',
        time: '10:00 AM',
        description: 'Aprons provided',
        type: 'general',
        participants: 'All rooms',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const parent2 = await t.login(demo.parent2);
    expect((await settings(parent2, { reminderNotifications: false })).statusCode).toBe(200);

    await runUntil('2026-11-18T22:59:00Z'); // 17:59
    expect(sent.filter((m) => m.subject.startsWith('Tomorrow at'))).toHaveLength(0);
    await runUntil('2026-11-18T23:00:00Z'); // 18:00
    const reminders = sent.filter((m) => m.subject === 'Tomorrow at Sunny Days Child Care Centre');
    const to = reminders.map((m) => m.to);
    expect(to).toContain(demo.parent);
    expect(to).not.toContain(demo.parent2);
    expect(to).not.toContain(demo.director);
    expect(reminders[0]!.text).toContain('Pumpkin carving, 10:00 AM');
  });
});

describe('end-of-day alerts', () => {
  it('tell staff who asked what the day left open, in counts', async () => {
    const teacher = await t.login(demo.teacher);
    expect((await settings(teacher, { dailyReports: true })).statusCode).toBe(200);
    sent.length = 0;
    await runUntil('2026-11-18T23:30:00Z'); // 18:30
    const toDirector = sent.find((m) => m.to === demo.director);
    const toTeacher = sent.find((m) => m.to === demo.teacher);
    // The demo's morning: children checked in at 10:00 and none checked out yet.
    expect(toDirector?.text).toMatch(/\d+ (child is|children are) still checked in\./);
    expect(toDirector?.text).not.toContain('no daily report');
    expect(toTeacher?.text).toMatch(/no daily report yet\./);
    expect(sent.every((m) => !m.to.includes('parent'))).toBe(true);
  });
});
