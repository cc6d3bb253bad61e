import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { parentAccounts, parentInvitations, staff, users } from '../db/schema/index.ts';
import { demo, testApp } from '../../test/api/test-app.ts';
import { enrolChild, inviteParent } from '../../test/api/fixtures.ts';

// On PostgreSQL (CI) these requests really run in parallel, on separate connections; the
// database's constraints must decide each race: one winner, the others 409 (or 404 where the
// record they wanted is gone), never a 500, never a duplicate.

const t = testApp();
const { cookie } = t;

const inParallel = (n: number, send: (i: number) => Promise<LightMyRequestResponse>) =>
  Promise.all(Array.from({ length: n }, (_, i) => send(i)));
const tally = (responses: LightMyRequestResponse[]) => {
  const counts: Record<number, number> = {};
  for (const r of responses) counts[r.statusCode] = (counts[r.statusCode] ?? 0) + 1;
  return counts;
};
const post = (url: string, who: keyof typeof cookie | null, payload?: object) =>
  t.request({ method: 'POST', url, cookie: who ? cookie[who] : undefined, payload });

const newChildWithConsents = () =>
  enrolChild(t, cookie.director, { firstName: 'Ines', lastName: 'Moreau' });
const invite = (email: string, childId: number) =>
  inviteParent(t, cookie.director, { email, childId });

describe('twenty requests at once', () => {
  it('add one staff member once, whatever the letter case of the e-mail', async () => {
    const results = await inParallel(20, (i) =>
      post('/api/staff', 'director', {
        firstName: 'Jo',
        lastName: 'Park',
        role: 'Assistant Teacher',
        phone: '(555) 400-1000',
        email: i % 2 ? 'jo.park@example.org' : 'JO.PARK@example.org',
      }),
    );
    expect(tally(results)).toEqual({ 201: 1, 409: 19 });
    expect(results.find((r) => r.statusCode === 409)!.json().fieldErrors).toEqual({
      email: 'Another staff member already uses this email address',
    });
    const [rows] = await t.database.db
      .select({ n: count() })
      .from(staff)
      .where(and(sql`lower(${staff.email}) = 'jo.park@example.org'`, isNull(staff.removedAt)));
    expect(rows!.n).toBe(1);
  });

  it('move two staff members to one e-mail: one of them gets it', async () => {
    const list = (
      await t.request({ method: 'GET', url: '/api/staff', cookie: cookie.director })
    ).json() as { id: number; email: string }[];
    const [a, b] = list.filter((s) => s.email.endsWith('@sunnydays.example'));
    const results = await inParallel(20, (i) =>
      t.request({
        method: 'PUT',
        url: `/api/staff/${i % 2 ? a!.id : b!.id}`,
        cookie: cookie.director,
        payload: { email: 'front.desk@example.org' },
      }),
    );
    expect(results.every((r) => [200, 409].includes(r.statusCode))).toBe(true);
    const holders = await t.database.db
      .select({ id: staff.id })
      .from(staff)
      .where(and(eq(staff.email, 'front.desk@example.org'), isNull(staff.removedAt)));
    expect(holders).toHaveLength(1);
  });

  it('re-sends of one invitation at once: one row, one live code, the one last answered', async () => {
    const childId = await newChildWithConsents();
    const invitation = await invite('resend.race@example.org', childId);
    const results = await inParallel(20, () =>
      post(`/api/parent-invitations/${invitation.id}/resend`, 'director'),
    );
    // Each renews the same row in turn, or loses to one that changed its code (409).
    expect(results.every((r) => [201, 409].includes(r.statusCode))).toBe(true);
    const renewed = results.filter((r) => r.statusCode === 201);
    expect(renewed.length).toBeGreaterThan(0);
    const rows = await t.database.db
      .select({ id: parentInvitations.id, code: parentInvitations.invitationCode })
      .from(parentInvitations)
      .where(eq(parentInvitations.email, 'resend.race@example.org'));
    expect(rows).toEqual([{ id: invitation.id, code: expect.any(String) }]);
    // The stored code is one a re-send answered; every other answered code is dead.
    const codes = renewed.map((r) => r.json().invitationCode as string);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toContain(rows[0]!.code);
    for (const r of results.filter((r) => r.statusCode === 409))
      expect(r.json()).toMatchObject({ code: 'errors.invitationResentMeanwhile' });
  });

  it('revoke one invitation once', async () => {
    const childId = await newChildWithConsents();
    const invitation = await invite('revoke.race@example.org', childId);
    const results = await inParallel(20, () =>
      post(`/api/parent-invitations/${invitation.id}/revoke`, 'director'),
    );
    expect(tally(results)).toEqual({ 204: 1, 409: 19 });
  });

  it('register one account with one code', async () => {
    const childId = await newChildWithConsents();
    const { invitationCode } = await invite('register.race@example.org', childId);
    const results = await inParallel(20, () =>
      post('/api/parent-accounts/register', null, {
        firstName: 'Ana',
        lastName: 'Silva',
        email: 'register.race@example.org',
        phoneNumber: '(555) 300-4000',
        address: '1 Main Street',
        emergencyContactName: 'Rui Silva',
        emergencyContactPhone: '(555) 300-4001',
        password: 'a-good-password',
        confirmPassword: 'a-good-password',
        invitationCode,
      }),
    );
    const counts = tally(results);
    expect(counts[201]).toBe(1);
    expect((counts[404] ?? 0) + (counts[409] ?? 0)).toBe(19);
    const [accounts] = await t.database.db
      .select({ n: count() })
      .from(parentAccounts)
      .where(eq(parentAccounts.email, 'register.race@example.org'));
    expect(accounts!.n).toBe(1);
  });

  it('check only 30 guessed registration codes from one address, however many at once', async () => {
    const results = await inParallel(60, (i) =>
      t.request({
        method: i % 2 ? 'POST' : 'GET',
        url: i % 2 ? '/api/parent-accounts/register' : `/api/parent-invitations/verify/guess-${i}`,
        remoteAddress: '10.20.0.1',
        payload:
          i % 2
            ? {
                firstName: 'Ana',
                lastName: 'Silva',
                email: 'guess@example.org',
                phoneNumber: '(555) 300-4000',
                address: '1 Main Street',
                emergencyContactName: 'Rui Silva',
                emergencyContactPhone: '(555) 300-4001',
                password: 'a-good-password',
                confirmPassword: 'a-good-password',
                invitationCode: `guess-${i}`,
              }
            : undefined,
      }),
    );
    expect(tally(results)).toEqual({ 404: 30, 429: 30 });
  });

  it('let two people switch to one e-mail: one of them gets it', async () => {
    const switchTo = (who: 'director' | 'teacher') =>
      t.request({
        method: 'PUT',
        url: '/api/profile',
        cookie: cookie[who],
        payload: {
          firstName: who === 'director' ? 'Dana' : 'Tom',
          lastName: 'Lee',
          email: 'shared.inbox@example.org',
          phone: '(555) 500-6000',
          currentPassword: demo.password,
        },
      });
    const results = await Promise.all([switchTo('director'), switchTo('teacher')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const [holders] = await t.database.db
      .select({ n: count() })
      .from(users)
      .where(eq(users.email, 'shared.inbox@example.org'));
    expect(holders!.n).toBe(1);
  });

  it('check one child in once', async () => {
    const childId = await newChildWithConsents();
    const results = await inParallel(50, () =>
      post('/api/attendance', 'teacher', { childId, checkInBy: 'Staff Member' }),
    );
    expect(tally(results)).toEqual({ 200: 1, 409: 49 });
  });

  it('acknowledge one incident once', async () => {
    const [child] = (
      await t.request({ method: 'GET', url: '/api/children', cookie: cookie.parent2 })
    ).json() as { id: number }[];
    const staffList = (
      await t.request({ method: 'GET', url: '/api/staff', cookie: cookie.director })
    ).json() as { id: number }[];
    const incident = await post('/api/incidents', 'director', {
      childId: child!.id,
      staffId: staffList[0]!.id,
      date: '2026-11-18',
      time: '08:15',
      description: 'Pinched a finger in a door',
    });
    const results = await inParallel(20, () =>
      post(`/api/incidents/${incident.json().id}/acknowledge`, 'parent2', {
        signature: 'Marcus Johnson',
      }),
    );
    expect(tally(results)).toEqual({ 200: 1, 409: 19 });
  });
});
