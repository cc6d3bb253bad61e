import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  billingPayers,
  cameraViewingSessions,
  guardianRemovals,
  guardians,
  parentAccounts,
} from '../../db/schema/index.ts';
import { startMjpegCamera } from '../../../test/api/mjpeg-camera.ts';
import { newCamera } from '../../../test/api/route-samples.ts';
import { upload } from '../../../test/api/fixtures.ts';
import { demo, testApp } from '../../../test/api/test-app.ts';

// Custody (decision 062): a director removes one guardian's access to one child.

const t = testApp();
const { cookie } = t;
/** Sarah Thompson's co-parent in the demo: a login of his own, 40 % of the family's charges. */
const ryan = 'ryan.thompson@families.example';
let camera: Awaited<ReturnType<typeof startMjpegCamera>>;
beforeAll(async () => {
  camera = await startMjpegCamera();
});
afterAll(() => camera.close());

type Child = { id: number; firstName: string; lastName: string; room: string };

const get = (url: string, who: string) => t.request({ method: 'GET', url, cookie: who });
const post = (url: string, who: string, payload: object = {}) =>
  t.request({ method: 'POST', url, cookie: who, payload });

async function parentAccountId(email: string) {
  const [row] = await t.database.db
    .select({ id: parentAccounts.id })
    .from(parentAccounts)
    .where(eq(parentAccounts.email, email));
  return row!.id;
}

const removal = (childId: number, parentId: number, body: object, who = cookie.director) =>
  post(`/api/children/${childId}/guardians/${parentId}/remove`, who, body);

describe('removing one guardian of one child', () => {
  let kept: Child;
  let removed: Child;
  let parentId: number;
  const made = {} as {
    reportId: number;
    photoId: number;
    threadId: number;
    cameraId: number;
    sessionId: number;
  };

  beforeAll(async () => {
    // parent@example.com's two children: a toddler and a preschooler, in different rooms.
    const mine: Child[] = (await get('/api/children', cookie.parent)).json();
    expect(mine).toHaveLength(2);
    [kept, removed] = mine as [Child, Child];
    parentId = await parentAccountId(demo.parent);
    const staff: { id: number; email: string }[] = (
      await get('/api/staff', cookie.director)
    ).json();
    const report = await post('/api/daily-reports', cookie.director, {
      childId: removed.id,
      staffId: staff.find((s) => s.email === demo.teacher)!.id,
      date: '2026-11-18',
      meals: 'Soup',
      naps: '1h',
      activities: 'Painting',
      mood: 'happy',
      notes: '',
    });
    expect(report.statusCode).toBe(201);
    made.reportId = report.json().id;
    const image = await sharp({
      create: { width: 40, height: 30, channels: 3, background: '#3366cc' },
    })
      .png()
      .toBuffer();
    const photo = await upload(
      t,
      cookie.director,
      '/api/gallery',
      { title: 'Puddle jumping', childIds: JSON.stringify([removed.id]) },
      { name: 'puddle.png', type: 'image/png', bytes: image },
    );
    expect(photo.statusCode).toBe(201);
    made.photoId = photo.json().id;
    const thread = await post('/api/messages/threads', cookie.director, {
      recipients: 'family',
      childId: removed.id,
      subject: 'About the field trip',
      content: 'Can you bring boots on Friday?',
      priority: 'normal',
    });
    expect(thread.statusCode).toBe(201);
    made.threadId = thread.json().threadIds[0];
    const rooms: { id: number; name: string }[] = (await get('/api/rooms', cookie.director)).json();
    const added = await post(
      '/api/cameras',
      cookie.director,
      newCamera(rooms.find((r) => r.name === removed.room)!.id, 'Custody room camera', {
        ipAddress: '127.0.0.1',
        port: camera.port,
      }),
    );
    expect(added.statusCode).toBe(201);
    made.cameraId = added.json().id;
    await t.drainJobs();
    const checkIn = await post('/api/attendance', cookie.director, {
      childId: removed.id,
      checkInBy: 'Priya Patel',
    });
    expect([200, 409]).toContain(checkIn.statusCode);
    const session = await post(`/api/cameras/${made.cameraId}/sessions`, cookie.parent);
    expect(session.statusCode).toBe(201);
    made.sessionId = session.json().id;
  });

  it('shows the director the billing account and payer first, and asks', async () => {
    const preview = await get(
      `/api/children/${removed.id}/guardians/${parentId}/removal`,
      cookie.director,
    );
    expect(preview.statusCode).toBe(200);
    const body = preview.json();
    expect(body.guardian.email).toBe(demo.parent);
    expect(body.billing.payer.shareBasisPoints).toBe(10000);
    // The family's other child is billed by the same account: that payer record stays hers.
    expect(body.billing.keptChildren).toEqual([`${kept.firstName} ${kept.lastName}`]);
    const unasked = await removal(removed.id, parentId, {});
    expect(unasked.statusCode).toBe(400);
    expect(unasked.json().code).toBe('errors.payerChoiceRequired');
    const links = await t.database.db
      .select()
      .from(guardians)
      .where(and(eq(guardians.childId, removed.id), eq(guardians.parentAccountId, parentId)));
    expect(links).toHaveLength(1);
  });

  it('refuses staff who are not directors, and parents', async () => {
    for (const who of [cookie.teacher, cookie.parent, cookie.parent2]) {
      expect((await removal(removed.id, parentId, { payer: 'keep' }, who)).statusCode).toBe(403);
      const preview = await get(`/api/children/${removed.id}/guardians/${parentId}/removal`, who);
      expect(preview.statusCode).toBe(403);
    }
  });

  it('takes the child and everything about it away at once, and keeps the other child', async () => {
    const res = await removal(removed.id, parentId, { payer: 'keep', reason: 'Court order 12/3' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ childId: removed.id, parentAccountId: parentId, payer: 'kept' });

    // The viewing already open was ended by the removal itself, before anyone asked.
    const [viewing] = await t.database.db
      .select()
      .from(cameraViewingSessions)
      .where(eq(cameraViewingSessions.id, made.sessionId));
    expect(viewing!.endReason).toBe('revoked');

    // The same session cookie, no new sign-in: the reach is worked out on every request.
    const p = cookie.parent;
    expect((await get(`/api/children/${removed.id}`, p)).statusCode).toBe(404);
    expect((await get('/api/children', p)).json().map((c: Child) => c.id)).toEqual([kept.id]);
    expect((await get(`/api/daily-reports?childId=${removed.id}`, p)).statusCode).toBe(404);
    expect((await get(`/api/daily-reports/${made.reportId}/download`, p)).statusCode).toBe(404);
    const reports = (await get('/api/daily-reports', p)).json() as { childId: number }[];
    expect(reports.some((r) => r.childId === removed.id)).toBe(false);
    expect(reports.some((r) => r.childId === kept.id)).toBe(true);
    const photos = (await get('/api/gallery', p)).json() as { id: number }[];
    expect(photos.some((ph) => ph.id === made.photoId)).toBe(false);
    expect((await get(`/api/messages/threads/${made.threadId}`, p)).statusCode).toBe(404);
    const threads = (await get('/api/messages/threads', p)).json() as { id: number }[];
    expect(threads.some((th) => th.id === made.threadId)).toBe(false);
    expect((await get(`/api/cameras/${made.cameraId}`, p)).statusCode).toBe(404);
    expect((await post(`/api/cameras/${made.cameraId}/sessions`, p)).statusCode).toBe(404);
    // Its picture is refused.
    const session = await get(`/api/camera-sessions/${made.sessionId}`, p);
    expect(session.json().status).toBe('ended');
    expect((await get(`/api/camera-sessions/${made.sessionId}/stream`, p)).statusCode).toBe(410);
    // The other child stays hers, with its reports.
    expect((await get(`/api/children/${kept.id}`, p)).statusCode).toBe(200);

    // Staff still see the child, its remaining guardians (none) and the enrolment contact.
    const list = (await get(`/api/children/${removed.id}/guardians`, cookie.teacher)).json();
    expect(list.guardians).toEqual([]);
    expect(list.enrolmentContact.parentName).not.toBe('');
    const [history] = await t.database.db
      .select()
      .from(guardianRemovals)
      .where(eq(guardianRemovals.childId, removed.id));
    expect(history).toMatchObject({ parentAccountId: parentId, payer: 'kept' });
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'guardian.remove'), eq(auditLog.entityId, String(removed.id))),
      );
    expect(row!.details).toMatchObject({
      parentAccountId: parentId,
      payer: 'kept',
      after: null,
      reason: 'Court order 12/3',
    });
  });

  it('answers a second removal of the same link with 404', async () => {
    const again = await removal(removed.id, parentId, { payer: 'keep' });
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('errors.guardianNotFound');
  });
});

describe('a separated parent removed as payer', () => {
  it('loses the child, its invoices and payer record; the other parent pays it all', async () => {
    const ryanCookie = await t.login(ryan, { portal: 'parent' });
    const [child] = (await get('/api/children', ryanCookie)).json() as Child[];
    const mine = (await get('/api/billing/mine', ryanCookie)).json();
    const payerId: number = mine.payers[0].payer.id;
    const invoices = (await get(`/api/billing/payers/${payerId}/invoices`, ryanCookie)).json();
    expect(invoices.length).toBeGreaterThan(0);
    const invoiceId: number = invoices[0].id;
    expect((await get(`/api/billing/invoices/${invoiceId}`, ryanCookie)).statusCode).toBe(200);

    const ryanId = await parentAccountId(ryan);
    const preview = (
      await get(`/api/children/${child!.id}/guardians/${ryanId}/removal`, cookie.director)
    ).json();
    expect(preview.billing.payer.shareBasisPoints).toBe(4000);
    expect(preview.billing.sharesIfRemoved).toEqual([
      expect.objectContaining({ shareBasisPoints: 10000 }),
    ]);
    const res = await removal(child!.id, ryanId, { payer: 'remove' });
    expect(res.json().payer).toBe('removed');

    expect((await get(`/api/children/${child!.id}`, ryanCookie)).statusCode).toBe(404);
    expect((await get(`/api/billing/payers/${payerId}`, ryanCookie)).statusCode).toBe(404);
    expect((await get(`/api/billing/payers/${payerId}/invoices`, ryanCookie)).statusCode).toBe(404);
    expect((await get(`/api/billing/invoices/${invoiceId}`, ryanCookie)).statusCode).toBe(404);
    expect((await get(`/api/billing/invoices/${invoiceId}/pdf`, ryanCookie)).statusCode).toBe(404);
    expect((await get('/api/billing/mine', ryanCookie)).json().payers).toEqual([]);
    const payers = await t.database.db
      .select()
      .from(billingPayers)
      .where(eq(billingPayers.accountId, preview.billing.accountId));
    const byId = new Map(payers.map((p) => [p.id, p]));
    expect(byId.get(payerId)!.isActive).toBe(false);
    expect(
      payers.filter((p) => p.isActive && p.parentAccountId !== null).map((p) => p.shareBasisPoints),
    ).toEqual([10000]);
    // Directors still see the payer and its history.
    expect((await get(`/api/billing/payers/${payerId}`, cookie.director)).statusCode).toBe(200);
  });
});

describe('two removals of one link at once', () => {
  it('gives one success and one 404, never a 500', async () => {
    // parent2@example.com's only child: she is its only guardian and its payer.
    const [child] = (await get('/api/children', cookie.parent2)).json() as Child[];
    const id = await parentAccountId(demo.parent2);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => removal(child!.id, id, { payer: 'remove' })),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, 404, 404, 404, 404, 404]);
    const history = await t.database.db
      .select()
      .from(guardianRemovals)
      .where(eq(guardianRemovals.childId, child!.id));
    expect(history).toHaveLength(1);
    // No guardian left: staff see the enrolment contact still.
    const list = (await get(`/api/children/${child!.id}/guardians`, cookie.director)).json();
    expect(list.guardians).toEqual([]);
    expect(list.enrolmentContact.parentEmail).toBe(demo.parent2);
  });
});
