import type { Page } from '@playwright/test';
import type { ChildMilestonesResponse } from '../../../contract/child-milestones.ts';
import { expect, login, test } from '../../fixtures.ts';
import { centreToday } from '../../pages/centre-clock.ts';
import { uploadPhotoOf } from '../../pages/evidence-photo.ts';

// Issue 17, the parent's side: what a teacher records reaches the family's Milestones view
// with its sticker, the teacher's words, the evidence photo and what comes next. (The staff
// spec records through the dialog; here the teacher's recording is the API's, as quick.)

const milestonesOf = async (page: Page, childId: number) => {
  const res = await page.request.get(`/api/children/${childId}/milestones?language=en`);
  expect(res.status()).toBe(200);
  return (await res.json()) as ChildMilestonesResponse;
};

test('a parent sees the milestone a teacher recorded, with its sticker, photo and progress', async ({
  page,
  browser,
}) => {
  test.slow(); // two browsers
  await login(page, 'parent');
  const mine = await page.request.get('/api/children');
  const [child] = (await mine.json()) as { id: number; firstName: string }[];

  const staff = await browser.newContext();
  const teacher = await staff.newPage();
  await login(teacher, 'teacher');
  const before = await milestonesOf(teacher, child!.id);
  const next = before.next.find((m) => m.expected) ?? before.next[0]!;
  const category = before.categories.find((c) => c.id === next.categoryId)!;
  const photo = await uploadPhotoOf(teacher, child!.id, `Circle time ${Date.now()}`);
  const me = (await (await teacher.request.get('/api/auth/me')).json()) as { staffId: number };
  const recorded = await teacher.request.post(`/api/children/${child!.id}/milestones`, {
    data: {
      templateId: next.id,
      staffId: me.staffId,
      achievedDate: centreToday(),
      notes: 'Proud moment at circle time.',
      evidencePhotos: [photo.id],
      notifyFamily: false,
    },
  });
  expect(recorded.status()).toBe(201);
  await staff.close();

  await page.goto(`/parent-dashboard?view=milestones&child=${child!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Milestones' })).toBeVisible();
  const card = page.getByRole('article', { name: next.title, exact: true });
  await expect(card).toBeVisible();
  await expect(card.getByRole('img', { name: /sticker$/ })).toBeVisible();
  await expect(card.getByText('Proud moment at circle time.', { exact: false })).toBeVisible();
  await expect(card.getByRole('img', { name: photo.title })).toBeVisible();

  const area = page
    .getByRole('region', { name: 'Progress' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: category.name, exact: true }) });
  const { achievedMilestones, totalMilestones } = category.progress;
  await expect(area).toContainText(`${achievedMilestones + 1} of ${totalMilestones} milestones`);
  await expect(page.getByText(/^Try at home: /).first()).toBeVisible();
});
