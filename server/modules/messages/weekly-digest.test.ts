import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Mail } from '../../lib/mail/mailer.ts';
import { demo, startTestApp, type TestApp } from '../../../test/api/test-app.ts';
import { withoutAbsenceAlert } from '../../../test/api/fixtures.ts';

let t: TestApp;
const sent: Mail[] = [];
beforeAll(async () => {
  t = await startTestApp({ publicUrl: 'https://portal.sunnydays.example' });
  // Friday evening, nobody checked in: the digest's mails alone.
  await withoutAbsenceAlert(t);
  vi.spyOn(t.app.mailer, 'send').mockImplementation(async (mail) => {
    sent.push(mail);
  });
});
afterAll(() => t.close());

const settings = (cookie: string, payload: object) =>
  t.request({ method: 'PUT', url: '/api/settings', cookie, payload });

describe('the weekly digest', () => {
  it('goes out on Friday at 17:00 centre time to parents who asked for it, counts only', async () => {
    const parent = await t.login(demo.parent);
    expect((await settings(parent, { weeklyDigest: true, language: 'es' })).statusCode).toBe(200);
    await t.drainJobs(); // schedules Friday's run
    expect(sent).toHaveLength(0);

    // Friday 2026-11-20, 16:59 and then 17:00 in New York (UTC-5).
    t.clock.set(new Date('2026-11-20T21:59:00Z'));
    await t.drainJobs();
    expect(sent).toHaveLength(0);
    t.clock.set(new Date('2026-11-20T22:00:00Z'));
    await t.drainJobs();
    await t.drainJobs(); // the mails it queued

    expect(sent.map((m) => m.to)).toEqual([demo.parent]);
    const mail = sent[0]!;
    expect(mail.subject).toBe('Su semana en Sunny Days Child Care Centre');
    expect(mail.text).toMatch(/\d+ informes? diarios? sobre sus hijos|Ningún informe diario/);
    expect(mail.text).toMatch(/mensajes? sin leer/);
    expect(mail.text).toContain('https://portal.sunnydays.example/parent-dashboard');

    // Once a week: the next pass the same evening sends nothing more.
    sent.length = 0;
    t.clock.advance(60_000);
    await t.drainJobs();
    expect(sent).toHaveLength(0);
  });
});
