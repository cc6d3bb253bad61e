import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, centreSettings } from '../../db/schema/index.ts';
import { testNow } from '../../../test/api/fixed-time.ts';
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

const setup = (who: string) =>
  t.request({ method: 'GET', url: '/api/centre/setup', cookie: cookie[who] });
const finish = (who: string) =>
  t.request({ method: 'POST', url: '/api/centre/setup/completion', cookie: cookie[who] });

describe('the first-start set-up', () => {
  it('is done for the demo centre, which opens on its dashboard', async () => {
    expect((await setup('director')).json()).toEqual({ completedAt: testNow.toISOString() });
  });

  it('is pending for a centre that has not finished it, until a director finishes it', async () => {
    await t.database.db.update(centreSettings).set({ setupCompletedAt: null });
    expect((await setup('director')).json()).toEqual({ completedAt: null });

    t.clock.advance(60_000);
    const done = await finish('director');
    expect(done.statusCode).toBe(200);
    const at = new Date(testNow.getTime() + 60_000).toISOString();
    expect(done.json()).toEqual({ completedAt: at });
    expect((await setup('director')).json()).toEqual({ completedAt: at });
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'centre.setup.complete')));
    expect(audited).toHaveLength(1);

    // Finishing again (a second director, a second tab) keeps when it was first finished.
    t.clock.advance(60_000);
    expect((await finish('director')).json()).toEqual({ completedAt: at });
    t.clock.set(testNow);
  });

  it('is the directors’ alone', async () => {
    for (const who of ['teacher', 'parent']) {
      expect((await setup(who)).statusCode).toBe(403);
      expect((await finish(who)).statusCode).toBe(403);
    }
    expect((await t.request({ method: 'GET', url: '/api/centre/setup' })).statusCode).toBe(401);
  });
});
