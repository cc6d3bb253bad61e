import type { Page } from '@playwright/test';
import type { ChildMilestonesResponse } from '../../../contract/child-milestones.ts';
import { expect, login, test } from '../../fixtures.ts';
import { ChildrenPage } from '../../pages/children-page.ts';
import { uploadPhotoOf } from '../../pages/evidence-photo.ts';
import { uniqueLastName } from '../../pages/enrolment-forms.ts';
import { enrolledChild } from '../../pages/parent-management-page.ts';

// Issue 17, staff screens. Specs run beside this one on the same demo centre: each test
// works on a child of its own, and nothing here counts what others may change.

const milestonesOf = async (page: Page, childId: number) => {
  const res = await page.request.get(`/api/children/${childId}/milestones?language=en`);
  expect(res.status()).toBe(200);
  return (await res.json()) as ChildMilestonesResponse;
};

test('a teacher records a milestone with an evidence photo; progress moves and it is listed', async ({
  page,
}) => {
  test.slow(); // an upload
  await login(page, 'teacher');
  const lastName = uniqueLastName('Sprout');
  const name = `Mila ${lastName}`;
  const childId = await enrolledChild(page, 'Mila', lastName);
  const photoTitle = `Mila at the block corner ${Date.now()}`;
  await uploadPhotoOf(page, childId, photoTitle);
  const before = await milestonesOf(page, childId);
  const next = before.next.find((m) => m.expected) ?? before.next[0]!;
  const category = before.categories.find((c) => c.id === next.categoryId)!;

  // From the child's profile to their milestones.
  const children = new ChildrenPage(page);
  await children.goto();
  await children.search(lastName);
  const profile = await children.view(name);
  await profile.getByRole('link', { name: 'Milestones', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${name}’s milestones` })).toBeVisible();
  const progress = page.getByRole('region', { name: 'Progress by area' });
  const categoryProgress = progress.getByRole('listitem').filter({
    has: page.getByRole('heading', { name: category.name, exact: true }),
  });
  await expect(categoryProgress).toContainText(/(^|\D)0 of \d+ milestones \(0%\)/);
  await expect(
    page
      .getByRole('region', { name: 'Milestones shown' })
      .getByText(`No milestones recorded for Mila yet.`),
  ).toBeVisible();

  // Record the milestone what comes next offers, with the photo, telling the family.
  const opener = page.getByRole('button', { name: `Record “${next.title}”` });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Record milestone' });
  await expect(dialog.getByLabel('Milestone', { exact: true })).toHaveValue(String(next.id));
  await expect(dialog.getByLabel('Staff Member')).not.toHaveValue('');
  await expect(dialog.getByLabel('Date shown')).not.toHaveValue('');
  await expect(dialog.getByLabel('Tell the family')).toBeChecked();
  await dialog.getByRole('checkbox', { name: photoTitle }).check();
  await expect(dialog.getByText('1 photo chosen')).toBeVisible();
  await dialog.getByLabel('Notes').fill('Stacked them all by herself.');
  await dialog.getByRole('button', { name: 'Record milestone' }).click();
  await expect(page.getByText('Milestone recorded for Mila').first()).toBeVisible();
  await expect(dialog).toBeHidden();

  // Listed with its photo and the teacher's name; the category's progress moved.
  const shown = page
    .getByRole('region', { name: 'Milestones shown' })
    .getByRole('article', { name: next.title });
  await expect(shown).toBeVisible();
  await expect(shown.getByRole('img', { name: photoTitle })).toBeVisible();
  await expect(shown.getByText('Recorded by Tom Alvarez')).toBeVisible();
  await expect(shown.getByText('Stacked them all by herself.')).toBeVisible();
  await expect(categoryProgress).toContainText(/(^|\D)1 of \d+ milestones \(\d+%\)/);
  await expect(
    page.getByRole('region', { name: 'Badges' }).getByRole('article', { name: 'First milestone!' }),
  ).toBeVisible();
  const after = await milestonesOf(page, childId);
  expect(after.achieved).toHaveLength(1);
  expect(after.achieved[0]!.photos.map((p) => p.title)).toEqual([photoTitle]);
  expect(after.achieved[0]!.parentNotified).toBe(false); // a child enrolled without a family

  // A star, from the keyboard.
  const star = shown.getByRole('button', { name: `Star “${next.title}”` });
  await star.focus();
  await page.keyboard.press('Enter');
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await expect(shown.getByText('Starred', { exact: true })).toBeVisible();
});

test('the room view lists the room’s children, reached from the dashboard', async ({ page }) => {
  await login(page, 'teacher');
  const lastName = uniqueLastName('Planner');
  const childId = await enrolledChild(page, 'Otto', lastName);
  await page.getByRole('main').getByRole('link', { name: 'Milestones', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Milestones' })).toBeVisible();
  await page.getByLabel('Room', { exact: true }).selectOption({ label: 'Preschool Room' });
  await expect(page).toHaveURL(/\/milestones\?room=\d+$/);
  const children = page.getByRole('list', { name: 'Children', exact: true });
  const ottoLink = page.getByRole('link', { name: `Otto ${lastName}`, exact: true });
  const otto = children.getByRole('listitem').filter({ has: ottoLink });
  await expect(otto).toBeVisible();
  // Otto is new: everything expected at his age is still to come, in supportive words.
  const expected = (await milestonesOf(page, childId)).next.filter((m) => m.expected).length;
  await expect(otto).toContainText(
    expected === 0 ? 'Has shown every milestone' : `Working on ${expected} milestone`,
  );
  await expect(page.getByRole('region', { name: 'By milestone' })).toBeVisible();
  // Teachers plan; only directors edit the catalogue.
  await expect(page.getByRole('link', { name: 'Edit catalogue' })).toHaveCount(0);
  await otto.getByRole('link').click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Otto ${lastName}’s milestones` }),
  ).toBeVisible();
});

test('a director adds a milestone in the catalogue editor; a teacher may not edit', async ({
  page,
  browser,
}) => {
  await login(page, 'director', '/milestones');
  await page.getByRole('link', { name: 'Edit catalogue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Milestone catalogue' })).toBeVisible();
  const category = page.getByRole('list', { name: 'Categories' }).getByRole('region').first();
  const categoryName = (await category.getByRole('heading', { level: 2 }).textContent())!;
  await category.getByText(/^\d+ milestones$/).click();

  await category.getByRole('button', { name: `Add milestone to “${categoryName}”` }).click();
  const dialog = page.getByRole('dialog', { name: 'Add milestone' });
  const title = `Plants a seed and waters it ${Date.now()}`;
  await dialog.getByLabel('Title', { exact: true }).fill(title);
  await dialog.getByLabel('From age (months)').fill('36');
  await dialog.getByLabel('Expected by (months)').fill('48');
  await dialog.getByLabel('Skill type').selectOption({ label: 'Exploring' });
  await dialog.getByRole('radio', { name: 'Flower' }).check();
  await dialog
    .getByLabel('Tip for home', { exact: true })
    .fill('Grow cress on the windowsill together.');
  // Added retired: kept in the catalogue, shown nowhere until a director activates it.
  await dialog.getByLabel('Active (shown and counted)').uncheck();
  await dialog.getByText('Español', { exact: true }).click();
  await dialog.getByLabel('Title (Español)').fill(`Planta una semilla ${Date.now()}`);
  await dialog.getByRole('button', { name: 'Save milestone' }).click();
  await expect(page.getByText(`Milestone “${title}” saved`).first()).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = category
    .getByRole('listitem')
    .filter({ has: page.getByText(title, { exact: true }) });
  await expect(row).toContainText('36–48 months · Exploring · Medium');
  await expect(row.getByRole('button', { name: `Restore “${title}”` })).toBeVisible();

  // A teacher is told the editor is for directors.
  const teacher = await (await browser.newContext()).newPage();
  await login(teacher, 'teacher', '/milestones/catalogue');
  await expect(
    teacher.getByText('Only directors can change the milestone catalogue.'),
  ).toBeVisible();
  await teacher.context().close();
});

test('a child’s milestones fit a 390 px phone, in the dark theme too', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await login(page, 'teacher');
  const childId = await enrolledChild(page, 'Noa', uniqueLastName('Phone'));
  const scrollWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
  // The demo's theme is 'system': a dark system is dark.
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await page.goto(`/children/${childId}/milestones`);
    await expect(page.getByRole('region', { name: 'What comes next' })).toBeVisible();
    if (scheme === 'dark') await expect(page.locator('html')).toHaveClass(/dark/);
    expect(await scrollWidth(), scheme).toBeLessThanOrEqual(390);
    const opener = page.getByRole('button', { name: 'Record milestone' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Record milestone' });
    await expect(dialog.getByRole('group', { name: 'Evidence photos' })).toBeVisible();
    expect(await scrollWidth(), `${scheme}, dialog`).toBeLessThanOrEqual(390);
    // Esc closes it and gives focus back to the button that opened it.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  }
});
