import { expect, login, test } from '../../fixtures.ts';
import { someDemoChild } from '../../pages/daily-report-dialog.ts';

test('logs an activity for a child from Quick Actions', async ({ page }) => {
  await login(page, 'teacher');
  const child = await someDemoChild(page);
  const name = `${child.firstName} ${child.lastName}`;
  const activity = `Leaf collage ${Date.now()}`;

  await page.getByRole('button', { name: 'Log Activity' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log Activity' });
  await dialog.getByRole('button', { name: 'Log Activity' }).click();
  await expect(dialog.getByText('Please select a child')).toBeVisible();
  await expect(dialog.getByText('Activity is required')).toBeVisible();

  await dialog.getByLabel('Child').selectOption({ label: name });
  await dialog.getByLabel('Activity').fill(activity);
  await dialog.getByLabel('Notes').fill('Used leaves from the garden walk.');
  await dialog.getByRole('button', { name: 'Log Activity' }).click();

  await expect(page.getByText(`Activity logged for ${name}`, { exact: true })).toBeVisible();
  const logged = (await (
    await page.request.get(`/api/activities?childId=${child.id}&limit=5`)
  ).json()) as { activity: string; staffName: string }[];
  expect(logged.find((a) => a.activity === activity)).toMatchObject({ staffName: 'Tom Alvarez' });
});
