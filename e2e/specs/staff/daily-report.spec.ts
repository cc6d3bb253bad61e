import { expect, login, test } from '../../fixtures.ts';
import { DailyReportDialog, someDemoChild } from '../../pages/daily-report-dialog.ts';

type Report = { childId: number; staffName: string; meals: string; mood: string; notes: string };

test('writes a daily report from Quick Actions', async ({ page }) => {
  await login(page, 'teacher');
  const child = await someDemoChild(page);
  const name = `${child.firstName} ${child.lastName}`;
  const notes = `Built a block tower ${Date.now()}`;

  const dialog = await new DailyReportDialog(page).open();
  // The signed-in teacher is the staff member by default.
  await expect(dialog.getByLabel('Staff Member')).toHaveValue(/\d+/);
  await expect(dialog.getByLabel('Staff Member').locator('option:checked')).toHaveText(
    'Tom Alvarez (Lead Teacher)',
  );
  await dialog.getByLabel('Child').selectOption({ label: name });
  await dialog.getByLabel('Meals').fill('Pasta for lunch (ate all)');
  await dialog.getByLabel('Naps').fill('12:30–14:00');
  await dialog.getByLabel('Activities').fill('Blocks, story time');
  await dialog.getByLabel('Mood').selectOption({ label: 'Happy' });
  await dialog.getByLabel('Notes').fill(notes);
  await dialog.getByRole('button', { name: 'Save Report' }).click();

  await expect(
    page.getByText(`Daily report for ${name} saved successfully!`, { exact: true }),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  const reports = (await (
    await page.request.get(`/api/daily-reports?childId=${child.id}&limit=5`)
  ).json()) as Report[];
  expect(reports.find((r) => r.notes === notes)).toMatchObject({
    staffName: 'Tom Alvarez',
    meals: 'Pasta for lunch (ate all)',
    mood: 'happy',
  });
});

test('needs a child and a staff member', async ({ page }) => {
  await login(page, 'director');
  const dialog = await new DailyReportDialog(page).open();
  await dialog.getByLabel('Staff Member').selectOption({ label: 'Select a staff member' });
  await dialog.getByRole('button', { name: 'Save Report' }).click();
  await expect(dialog.getByText('Please select a child', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Please select a staff member', { exact: true })).toBeVisible();
  await expect(dialog.getByLabel('Staff Member')).toHaveAttribute('aria-invalid', 'true');
});
