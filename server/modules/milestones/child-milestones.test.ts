import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  childMilestone,
  childMilestonesResponse,
  type ChildMilestonesResponse,
} from '../../../contract/child-milestones.ts';
import {
  auditLog,
  enrolmentConsents,
  jobs,
  messages,
  milestoneProgress,
  staff,
} from '../../db/schema/index.ts';
import { childIdByName, enrolChild, upload } from '../../../test/api/fixtures.ts';
import { testApp } from '../../../test/api/test-app.ts';

// The test clock: Wednesday 2026-11-18, 10:00 in New York.
const t = testApp();
const { cookie } = t;
type Who = keyof typeof cookie;
const ids = { anika: 0, tom: 0 };

beforeAll(async () => {
  ids.anika = await childIdByName(t, 'Anika', 'Patel');
  ids.tom = (
    await t.database.db.select({ id: staff.id }).from(staff).where(eq(staff.firstName, 'Tom'))
  )[0]!.id;
});

const overview = async (childId: number, who: Who = 'teacher', query = '') => {
  const res = await t.request({
    method: 'GET',
    url: `/api/children/${childId}/milestones${query}`,
    cookie: cookie[who],
  });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as ChildMilestonesResponse;
  expect(childMilestonesResponse.safeParse(body).success).toBe(true);
  return body;
};
const record = (childId: number, payload: object, who: Who = 'teacher') =>
  t.request({
    method: 'POST',
    url: `/api/children/${childId}/milestones`,
    cookie: cookie[who],
    payload,
  });
const valid = (templateId: number, more: object = {}) => ({
  templateId,
  staffId: ids.tom,
  achievedDate: '2026-11-17',
  notes: 'Stacked the blocks during free play.',
  ...more,
});
const progressOf = (view: ChildMilestonesResponse, categoryId: number) =>
  view.categories.find((c) => c.id === categoryId)!.progress;
const png = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#ffcc00' } })
    .png()
    .toBuffer();
const photoOf = async (childIds: number[]) => {
  const res = await upload(
    t,
    cookie.director,
    '/api/gallery',
    { title: 'Block tower', childIds: JSON.stringify(childIds) },
    { name: 'tower.png', type: 'image/png', bytes: await png() },
  );
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; filePath: string; thumbnailPath: string };
};

describe('recording a milestone', () => {
  it('saves it, recounts the category’s progress, tells the family and audits, in one go', async () => {
    const before = await overview(ids.anika);
    const next = before.next[0]!;
    expect(before.achieved).toEqual([]);
    const categoryBefore = progressOf(before, next.categoryId);
    expect(categoryBefore.achievedMilestones).toBe(0);

    const res = await record(ids.anika, valid(next.id, { isStarred: true }));
    expect(res.statusCode, res.body).toBe(201);
    const saved = res.json();
    expect(childMilestone.safeParse(saved).success).toBe(true);
    expect(saved).toMatchObject({
      childId: ids.anika,
      templateId: next.id,
      template: { id: next.id, title: next.title, parentTip: next.parentTip },
      staffName: 'Tom Alvarez',
      achievedDate: '2026-11-17',
      isStarred: true,
      parentNotified: true,
      notificationSentAt: t.clock.now().toISOString(),
    });

    const after = await overview(ids.anika);
    const progress = progressOf(after, next.categoryId);
    expect(progress.achievedMilestones).toBe(1);
    expect(progress.totalMilestones).toBe(categoryBefore.totalMilestones);
    expect(progress.progressPercentage).toBe(Math.round(100 / progress.totalMilestones));
    expect(after.achieved.map((m) => m.id)).toEqual([saved.id]);
    expect(after.next.map((m) => m.id)).not.toContain(next.id);
    expect(after.badges.map((b) => b.badgeType)).toContain('first-milestone');
    // Every category has its row, kept by the server.
    const rows = await t.database.db
      .select()
      .from(milestoneProgress)
      .where(eq(milestoneProgress.childId, ids.anika));
    expect(rows.length).toBe(after.categories.length);

    const [notice] = await t.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.childId, ids.anika), eq(messages.messageType, 'milestone')));
    expect(notice!.subject).toBe('A new milestone for Anika!');
    expect(notice!.content).toContain(next.title);
    expect(notice!.content).toContain(next.parentTip);
    const mails = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.kind, 'message.unread-mail'));
    expect(mails.some((j) => (j.payload as { messageId: number }).messageId === notice!.id)).toBe(
      true,
    );
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.entityType, 'child_milestone'), eq(auditLog.entityId, String(saved.id))),
      );
    expect(audit.map((a) => a.action)).toEqual(['milestone.record']);
  });

  it('lets the parent see it in their inbox and in their child’s milestones', async () => {
    const threads = await t.request({
      method: 'GET',
      url: '/api/messages/threads',
      cookie: cookie.parent,
    });
    expect(threads.json().map((th: { subject: string }) => th.subject)).toContain(
      'A new milestone for Anika!',
    );
    const view = await overview(ids.anika, 'parent');
    expect(view.achieved).toHaveLength(1);
    expect(view.achieved[0]!.template.celebrationMessage).not.toBe('');
  });

  it('answers a milestone recorded twice with 409, and two at once with one 201 and one 409', async () => {
    const view = await overview(ids.anika);
    const again = await record(ids.anika, valid(view.achieved[0]!.templateId));
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('errors.milestoneAlreadyRecorded');

    const templateId = view.next[0]!.id;
    const results = await Promise.all([
      record(ids.anika, valid(templateId), 'teacher'),
      record(ids.anika, valid(templateId), 'director'),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const after = await overview(ids.anika);
    expect(after.achieved.filter((m) => m.templateId === templateId)).toHaveLength(1);
    expect(progressOf(after, view.next[0]!.categoryId).achievedMilestones).toBe(
      after.achieved.filter((m) => m.template.categoryId === view.next[0]!.categoryId).length,
    );
  });

  it('keeps the family out of it when asked not to tell them', async () => {
    const view = await overview(ids.anika);
    const res = await record(ids.anika, valid(view.next[0]!.id, { notifyFamily: false }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ parentNotified: false, notificationSentAt: null });
  });

  it('refuses a day in the future or before birth, an unknown milestone, a former staff member', async () => {
    const view = await overview(ids.anika);
    const templateId = view.next[0]!.id;
    const future = await record(ids.anika, valid(templateId, { achievedDate: '2026-11-19' }));
    expect(future.statusCode).toBe(400);
    expect(future.json().fieldCodes.achievedDate.code).toBe('errors.futureDate');
    const early = await record(ids.anika, valid(templateId, { achievedDate: '1999-01-01' }));
    expect(early.json().fieldCodes.achievedDate.code).toBe('errors.milestoneBeforeBirth');
    const unknown = await record(ids.anika, valid(2_000_000));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldCodes.templateId.code).toBe('errors.milestoneUnknown');
    const missing = await record(ids.anika, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toMatchObject({
      templateId: 'Please select a milestone',
      staffId: 'Please select a staff member',
      achievedDate: 'Date is required',
    });
    const noChild = await record(2_000_000, valid(templateId));
    expect(noChild.statusCode).toBe(404);

    const hired = await t.request({
      method: 'POST',
      url: '/api/staff',
      cookie: cookie.director,
      payload: {
        firstName: 'Lena',
        lastName: 'Ford',
        role: 'Assistant Teacher',
        phone: '(555) 301-0199',
        email: 'lena.ford@example.org',
      },
    });
    const formerId = hired.json().id;
    await t.request({ method: 'DELETE', url: `/api/staff/${formerId}`, cookie: cookie.director });
    const former = await record(ids.anika, valid(templateId, { staffId: formerId }));
    expect(former.statusCode).toBe(400);
    expect(former.json().fieldCodes.staffId.code).toBe('errors.staffNotCurrent');
  });

  it('stars and unstars, and corrects notes; an unknown id is 404', async () => {
    const [first] = (await overview(ids.anika)).achieved;
    const patch = (id: number, payload: object) =>
      t.request({
        method: 'PATCH',
        url: `/api/child-milestones/${id}`,
        cookie: cookie.teacher,
        payload,
      });
    const starred = await patch(first!.id, { isStarred: !first!.isStarred, notes: 'Proud!' });
    expect(starred.statusCode).toBe(200);
    expect(starred.json()).toMatchObject({ isStarred: !first!.isStarred, notes: 'Proud!' });
    expect((await patch(2_000_000, { isStarred: true })).statusCode).toBe(404);
  });
});

describe('evidence photos', () => {
  it('takes only gallery photos that show the child', async () => {
    const other = await enrolChild(t, cookie.director, { firstName: 'Oona', lastName: 'Field' });
    const notAnika = await photoOf([other]);
    const view = await overview(ids.anika);
    const res = await record(ids.anika, valid(view.next[0]!.id, { evidencePhotos: [notAnika.id] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldCodes.evidencePhotos.code).toBe('errors.milestonePhotoNotOfChild');
  });

  it('shows a parent the photo only while the gallery would (a child in it without a photo release)', async () => {
    const friend = await enrolChild(t, cookie.director, { firstName: 'Ravi', lastName: 'Moss' });
    const photo = await photoOf([ids.anika, friend]);
    const choices = await t.request({
      method: 'GET',
      url: `/api/children/${ids.anika}/milestone-photos`,
      cookie: cookie.teacher,
    });
    expect(choices.json().map((p: { id: number }) => p.id)).toContain(photo.id);
    const view = await overview(ids.anika);
    const res = await record(ids.anika, valid(view.next[0]!.id, { evidencePhotos: [photo.id] }));
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id;
    expect(res.json().photos).toEqual([
      {
        id: photo.id,
        title: 'Block tower',
        filePath: photo.filePath,
        thumbnailPath: photo.thumbnailPath,
      },
    ]);
    const seen = (v: ChildMilestonesResponse) => v.achieved.find((m) => m.id === id)!;
    expect(seen(await overview(ids.anika, 'parent')).evidencePhotos).toEqual([photo.id]);

    // The friend's photo release is withdrawn: the photo is staff-only from now on.
    await t.database.db
      .delete(enrolmentConsents)
      .where(
        and(
          eq(enrolmentConsents.childId, friend),
          eq(enrolmentConsents.form, 'photo_video_release'),
        ),
      );
    expect(seen(await overview(ids.anika, 'parent'))).toMatchObject({
      evidencePhotos: [],
      photos: [],
    });
    expect(seen(await overview(ids.anika, 'teacher')).evidencePhotos).toEqual([photo.id]);
    const file = await t.request({ method: 'GET', url: photo.filePath, cookie: cookie.parent });
    expect(file.statusCode).toBe(404);
  });
});

describe('badges and removal', () => {
  it('awards a category’s badge for an age once all its milestones are shown, and takes it back on removal', async () => {
    // Two years and a few days old: the 24-month checklist is the latest passed.
    const child = await enrolChild(t, cookie.director, {
      firstName: 'Bea',
      lastName: 'Quill',
      dateOfBirth: '2024-11-02',
    });
    const start = await overview(child);
    expect(start.child.ageMonths).toBe(24);
    const expected = start.next.filter((m) => m.expected && m.ageRangeMax === 24);
    const categoryId = expected[0]!.categoryId;
    const group = expected.filter((m) => m.categoryId === categoryId);
    expect(group.length).toBeGreaterThan(0);
    const recorded: number[] = [];
    for (const m of group) {
      const res = await record(child, valid(m.id, { achievedDate: '2026-11-10' }));
      expect(res.statusCode, res.body).toBe(201);
      recorded.push(res.json().id);
    }
    const done = await overview(child, 'director');
    const badge = done.badges.find((b) => b.badgeType === 'category-age');
    const category = done.categories.find((c) => c.id === categoryId)!;
    expect(badge).toMatchObject({
      badgeName: `${category.name}: 2 years`,
      earnedDate: '2026-11-10',
      requirements: {
        categoryId,
        ageMonths: 24,
        templateIds: group.map((m) => m.id).sort((a, b) => a - b),
      },
    });
    expect(done.badges.map((b) => b.badgeType).sort()).toEqual(['category-age', 'first-milestone']);
    // The same badge read in Spanish.
    const spanish = await overview(child, 'director', '?language=es');
    expect(spanish.badges.find((b) => b.badgeType === 'category-age')!.badgeName).toBe(
      `${spanish.categories.find((c) => c.id === categoryId)!.name}: 2 años`,
    );

    const removed = await t.request({
      method: 'DELETE',
      url: `/api/child-milestones/${recorded[0]}`,
      cookie: cookie.teacher,
    });
    expect(removed.statusCode).toBe(204);
    const after = await overview(child);
    expect(after.badges.map((b) => b.badgeType)).toEqual(
      recorded.length > 1 ? ['first-milestone'] : [],
    );
    expect(progressOf(after, categoryId).achievedMilestones).toBe(group.length - 1);
    const again = await t.request({
      method: 'DELETE',
      url: `/api/child-milestones/${recorded[0]}`,
      cookie: cookie.teacher,
    });
    expect(again.statusCode).toBe(404);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(recorded[0])));
    expect(audit.map((a) => a.action)).toEqual(['milestone.record', 'milestone.remove']);
  });
});
