import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, jobs, twoStepRecoveryCodes } from '../../db/schema/index.ts';
import { totpCode } from '../../lib/totp.ts';
import { userIdOf, staffIdOf } from '../../../test/api/people.ts';
import { demo, startTestApp, type TestApp } from '../../../test/api/test-app.ts';

// The director's reset and new recovery codes (decision 069's amendment) as an attacker
// tries them: requests at once, replays, who may.
let t: TestApp;
let director: string;
beforeAll(async () => {
  t = await startTestApp();
  director = await t.login(demo.director);
});
afterAll(async () => {
  await t.close();
});

async function turnOn(email: string) {
  const cookie = await t.login(email);
  const setup = await t.request({ method: 'POST', url: '/api/account/two-step/setup', cookie });
  expect(setup.statusCode, setup.body).toBe(200);
  const secret: string = setup.json().secret;
  const confirm = await t.request({
    method: 'POST',
    url: '/api/account/two-step/confirm',
    cookie,
    payload: { code: totpCode(secret, t.clock.now()) },
  });
  expect(confirm.statusCode, confirm.body).toBe(200);
  return { secret, cookie, recoveryCodes: confirm.json().recoveryCodes as string[] };
}

describe('a director’s reset', () => {
  it('is a director’s alone: a teacher gets 403 on both routes', async () => {
    const teacher = await t.login(demo.teacher);
    const staffId = await staffIdOf(t, demo.director);
    for (const url of [`/api/staff/${staffId}/two-step`, `/api/parent-accounts/1/two-step`]) {
      const res = await t.request({ method: 'DELETE', url, cookie: teacher });
      expect(res.statusCode, url).toBe(403);
    }
  });

  // One change, however many directors press at once: decided by what the deletes remove.
  it('six resets at once: one 204, the rest 409, one audit row, one e-mail', async () => {
    await turnOn(demo.teacher);
    const teacherId = await staffIdOf(t, demo.teacher);
    const userId = await userIdOf(t, demo.teacher);
    const mailsBefore = (await t.database.db.select().from(jobs)).length;
    const results = await Promise.all(
      [1, 2, 3, 4, 5, 6].map(() =>
        t.request({ method: 'DELETE', url: `/api/staff/${teacherId}/two-step`, cookie: director }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 204)).toHaveLength(1);
    const rows = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.twoStep.reset'), eq(auditLog.entityId, String(userId))));
    expect(rows).toHaveLength(1);
    expect((await t.database.db.select().from(jobs)).length - mailsBefore).toBe(1);
  });
});

describe('new recovery codes', () => {
  it('four requests at once with four different codes leave exactly ten live codes', async () => {
    const on = await turnOn(demo.parent);
    const make = (code: string) =>
      t.request({
        method: 'POST',
        url: '/api/account/two-step/recovery-codes',
        cookie: on.cookie,
        payload: { currentPassword: demo.password, code },
      });
    const all = await Promise.all(on.recoveryCodes.slice(0, 4).map((c) => make(c)));
    for (const r of all) expect([200, 400, 409, 429], r.body).toContain(r.statusCode);
    const live = await t.database.db
      .select()
      .from(twoStepRecoveryCodes)
      .where(
        and(
          eq(twoStepRecoveryCodes.userId, await userIdOf(t, demo.parent)),
          isNull(twoStepRecoveryCodes.usedAt),
        ),
      );
    expect(live).toHaveLength(10);
    // A used code is not used again.
    const replay = await make(on.recoveryCodes[0]!);
    expect(replay.statusCode).toBe(400);
  });
});
