import { expect, login, test } from '../../fixtures.ts';
import { ParentDashboardPage } from '../../pages/parent-dashboard-page.ts';

test('an activity a teacher logs appears in the child’s day for their parent, and only theirs', async ({
  page,
  browser,
}) => {
  // The teacher, on their own device, logs it from Quick Actions for Jayden (parent2's child).
  const staff = await browser.newContext();
  const teacher = await staff.newPage();
  await login(teacher, 'teacher');
  const activity = `Leaf collage ${Date.now()}`;
  const notes = 'Glued autumn leaves from the garden walk onto card.';
  await teacher.getByRole('button', { name: 'Log Activity' }).click();
  const dialog = teacher.getByRole('dialog', { name: 'Log Activity' });
  await dialog.getByLabel('Child').selectOption({ label: 'Jayden Johnson' });
  await dialog.getByLabel('Activity').fill(activity);
  await dialog.getByLabel('Notes').fill(notes);
  await dialog.getByRole('button', { name: 'Log Activity' }).click();
  await expect(
    teacher.getByText('Activity logged for Jayden Johnson', { exact: true }),
  ).toBeVisible();
  await staff.close();

  await login(page, 'parent2');
  const dashboard = new ParentDashboardPage(page);
  await dashboard.expectLoaded();
  await expect(dashboard.childCardName()).toHaveText('Jayden Johnson');

  // Today's Summary: the time it was logged, the activity and the teacher's notes.
  const today = dashboard.todaysActivities().getByRole('listitem').filter({ hasText: activity });
  await expect(today).toBeVisible();
  await expect(today).toContainText(notes);
  await expect(today.locator('time')).toHaveText(/^\d{1,2}:\d{2}\s?[AP]M$/);

  // The child's list of activities, beside the daily reports, says the day and time too.
  const listed = dashboard.activities().getByRole('listitem', { name: activity });
  await expect(listed).toBeVisible();
  await expect(listed).toContainText(notes);
  await expect(listed.locator('time')).toHaveText(/^\w+ \d{1,2}, \d{4} at \d{1,2}:\d{2}\s?[AP]M$/);

  // Another family sees nothing of it, for either of their children.
  const other = await browser.newContext();
  const patel = await other.newPage();
  await login(patel, 'parent');
  const theirs = new ParentDashboardPage(patel);
  await theirs.expectLoaded();
  for (const child of ['Aarav Patel', 'Anika Patel']) {
    await theirs.pickChild(child);
    await expect(theirs.childCardName()).toHaveText(child);
    // Both lists have loaded (no 'Loading activities...') before looking for it.
    await expect(theirs.activities().getByRole('status')).toHaveCount(0);
    await expect(theirs.todaysActivities().getByRole('status')).toHaveCount(0);
    await expect(theirs.activities().getByRole('alert')).toHaveCount(0);
    await expect(patel.getByText(activity)).toHaveCount(0);
  }
  await other.close();
});
