import type { Page } from '@playwright/test';
import { expect, login, test } from '../../fixtures.ts';
import { ChildrenPage } from '../../pages/children-page.ts';
import { ParentDashboardPage } from '../../pages/parent-dashboard-page.ts';

// A child's record after enrolment (decision 061), as a director and a parent see it.
test.slow();

/** The centre's today and the day before, as the server says them. */
async function centreDays(page: Page) {
  const today = (
    (await (await page.request.get('/api/dashboard/stats')).json()) as {
      date: string;
    }
  ).date;
  const yesterday = new Date(Date.parse(`${today}T12:00:00Z`) - 86_400_000)
    .toISOString()
    .slice(0, 10);
  return { today, yesterday };
}

test('a director edits a child’s allergies and room; the parent sees both', async ({
  page,
  browser,
}) => {
  await login(page, 'director', '/children');
  const children = new ChildrenPage(page);
  await children.search('Aarav Patel');
  let profile = await children.view('Aarav Patel');

  await profile.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Child' });
  // Enrolment's placeholders are empty fields, never 'TBD'.
  await expect(edit.getByText(/\bTBD\b/)).toHaveCount(0);
  await edit.getByLabel('Allergies').fill('Peanuts, sesame');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Child updated', { exact: true })).toBeVisible();
  await expect(edit).toBeHidden();
  // Back in the profile, with the record as saved, focus on Edit again.
  await expect(
    profile.getByRole('definition').filter({ hasText: 'Peanuts, sesame' }),
  ).toBeVisible();
  await expect(profile.getByRole('button', { name: 'Edit' })).toBeFocused();

  await profile.getByRole('button', { name: 'Move to another room' }).click();
  const move = page.getByRole('dialog', { name: 'Move to Another Room' });
  await expect(move.getByLabel('Effective date')).toHaveValue((await centreDays(page)).today);
  await move.getByLabel('Room', { exact: true }).selectOption({ label: 'Preschool Room' });
  await move.getByRole('button', { name: 'Move Child' }).click();
  await expect(page.getByText('Room move saved', { exact: true })).toBeVisible();
  await expect(move).toBeHidden();
  profile = page.getByRole('dialog', { name: 'Child Profile' });
  await expect(profile).toHaveAccessibleDescription(/^Aarav Patel, .+, Preschool Room$/);
  // (Escape would first dismiss the toast, the topmost layer.)
  await profile.getByRole('button', { name: 'Close' }).click();
  await expect(children.card('Aarav Patel').getByText('Preschool Room')).toBeVisible();

  // The parent, signed in on their own device.
  const parentContext = await browser.newContext();
  const parent = await parentContext.newPage();
  try {
    await login(parent, 'parent');
    const dashboard = new ParentDashboardPage(parent);
    await dashboard.expectLoaded();
    await dashboard.pickChild('Aarav Patel');
    await expect(dashboard.childCardName()).toHaveText('Aarav Patel');
    await expect(parent.getByText('Preschool Room', { exact: true }).first()).toBeVisible();
    await expect(parent.getByText('Peanuts, sesame', { exact: true })).toBeVisible();
  } finally {
    await parentContext.close();
  }
});

test('a director withdraws a child, finds them under Withdrawn and re-enrols them', async ({
  page,
}) => {
  await login(page, 'director', '/children');
  const { yesterday } = await centreDays(page);
  // A child of the demo centre, enrolled long ago (not the Patels, whom the test above moves).
  const all = (await (await page.request.get('/api/children')).json()) as {
    firstName: string;
    lastName: string;
  }[];
  const child = all.find((c) => c.lastName !== 'Patel')!;
  const name = `${child.firstName} ${child.lastName}`;
  const children = new ChildrenPage(page);
  await children.search(name);

  const confirm = await children.askToRemove(name);
  await expect(confirm).toHaveAccessibleDescription(
    'Are you sure you want to remove this child? This action cannot be undone.',
  );
  await confirm.getByRole('button', { name: 'Remove Child' }).click();
  await expect(confirm.getByText('Reason is required')).toBeVisible();
  await confirm.getByLabel('Last day').fill(yesterday);
  await confirm.getByLabel('Reason').fill('Moved to another city');
  await confirm.getByRole('button', { name: 'Remove Child' }).click();
  await expect(page.getByText('Child removed successfully', { exact: true })).toBeVisible();
  // The last day has passed: off the list at once.
  await expect(children.card(name)).toHaveCount(0);

  const withdrawn = children.withdrawn();
  await withdrawn.getByRole('button', { name: 'Show' }).click();
  const row = withdrawn.getByRole('listitem').filter({ hasText: name });
  await expect(row.getByText('Moved to another city')).toBeVisible();
  await row.getByRole('button', { name: `Re-enroll ${name}` }).click();
  const reEnrol = page.getByRole('dialog', { name: 'Re-enroll Child' });
  await reEnrol.getByLabel('Room', { exact: true }).selectOption({ label: 'Infant Room' });
  await reEnrol.getByRole('button', { name: 'Re-enroll' }).click();
  await expect(page.getByText('Child re-enrolled', { exact: true })).toBeVisible();
  await expect(children.card(name).getByText('Infant Room')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the edit form fits the screen', async ({ page }) => {
    await login(page, 'teacher', '/children');
    const children = new ChildrenPage(page);
    await children.search('Anika Patel');
    const profile = await children.view('Anika Patel');
    // Staff edit; moving and withdrawing are the directors'.
    await expect(profile.getByRole('button', { name: 'Move to another room' })).toHaveCount(0);
    await expect(profile.getByRole('button', { name: 'Withdraw' })).toHaveCount(0);
    await profile.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Child' });
    await expect(edit.getByLabel('First Name')).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    const box = (await edit.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
  });
});
