import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.ts';
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

const put = (who: string, websiteUrl: unknown) =>
  t.request({
    method: 'PUT',
    url: '/api/centre/website',
    cookie: cookie[who],
    payload: { websiteUrl },
  });
/** What everyone, signed in or not, reads. */
const shown = async () =>
  (await t.request({ method: 'GET', url: '/api/centre' })).json().websiteUrl as string;

describe('the centre’s public website', () => {
  it('is none until a director sets one', async () => {
    expect(await shown()).toBe('');
  });

  it('is set by a director, shown to anyone by GET /api/centre, and audited', async () => {
    const res = await put('director', '  https://sunnydays.example.org/about  ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ websiteUrl: 'https://sunnydays.example.org/about' });
    expect(await shown()).toBe('https://sunnydays.example.org/about');
    const [row] = await t.database.db
      .select({ details: auditLog.details, actor: auditLog.actorUserId })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'centre.website'), eq(auditLog.entityType, 'centre_settings')))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(row?.details).toEqual({ websiteUrl: 'https://sunnydays.example.org/about' });
    expect(row?.actor).not.toBeNull();
  });

  it('takes plain http too, and is cleared with an empty text', async () => {
    expect((await put('director', 'http://sunnydays.example.org')).statusCode).toBe(200);
    expect(await shown()).toBe('http://sunnydays.example.org');
    const cleared = await put('director', '');
    expect(cleared.json()).toEqual({ websiteUrl: '' });
    expect(await shown()).toBe('');
  });

  it('is a web address only: other schemes, sign-in details and odd texts are refused', async () => {
    await put('director', 'https://sunnydays.example.org/');
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:alert(document.cookie)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'ftp://sunnydays.example.org/',
      'mailto:office@sunnydays.example.org',
      '//sunnydays.example.org',
      'sunnydays.example.org',
      'https://',
      'https://user:secret@sunnydays.example.org/',
      'https://sunny days.example.org/',
    ]) {
      const res = await put('director', bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().fieldCodes.websiteUrl, bad).toEqual({
        code: 'errors.centreWebsiteInvalid',
      });
    }
    // A second line is refused as any one-line field refuses it (decision 051).
    const twoLines = await put('director', 'https://sunnydays.example.org/\njavascript:alert(1)');
    expect(twoLines.statusCode).toBe(400);
    expect(twoLines.json().fieldCodes.websiteUrl).toEqual({ code: 'errors.lineBreakNotAllowed' });
    for (const bad of [42, null, ['https://sunnydays.example.org/']]) {
      expect((await put('director', bad)).statusCode).toBe(400);
    }
    expect(await shown()).toBe('https://sunnydays.example.org/');
  });

  it('is at most 300 characters', async () => {
    const base = 'https://sunnydays.example.org/';
    const longest = base + 'a'.repeat(300 - base.length);
    expect((await put('director', longest)).statusCode).toBe(200);
    const tooLong = await put('director', longest + 'a');
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fieldCodes.websiteUrl).toEqual({ code: 'errors.centreWebsiteTooLong' });
    expect(tooLong.json().message).toBe('The website address must be at most 300 characters');
    expect(await shown()).toBe(longest);
  });

  it('is the directors’ to change', async () => {
    await put('director', '');
    expect((await put('teacher', 'https://elsewhere.example.org/')).statusCode).toBe(403);
    expect((await put('parent', 'https://elsewhere.example.org/')).statusCode).toBe(403);
    const anonymous = await t.request({
      method: 'PUT',
      url: '/api/centre/website',
      payload: { websiteUrl: 'https://elsewhere.example.org/' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await shown()).toBe('');
  });

  it('is not changed when its audit row cannot be written (one transaction)', async () => {
    await t.database.db.execute(
      sql`alter table audit_log add constraint no_website check (action <> 'centre.website') not valid`,
    );
    try {
      expect((await put('director', 'https://sunnydays.example.org/')).statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql`alter table audit_log drop constraint no_website`);
    }
    expect(await shown()).toBe('');
  });
});
