import { readFile } from 'node:fs/promises';
import { expect, login, test } from '../../fixtures.ts';
import { ParentDashboardPage } from '../../pages/parent-dashboard-page.ts';

test('a parent with two children picks each in turn; the choice survives reload and back', async ({
  page,
}) => {
  await login(page, 'parent');
  const dashboard = new ParentDashboardPage(page);
  await dashboard.expectLoaded();
  const options = dashboard.childPicker().getByRole('option');
  await expect(options).toHaveText(['Aarav Patel', 'Anika Patel']);

  await dashboard.pickChild('Aarav Patel');
  await expect(dashboard.childCardName()).toHaveText('Aarav Patel');
  await expect(page.getByText('Toddler Room', { exact: true })).toBeVisible();
  await dashboard.pickChild('Anika Patel');
  await expect(dashboard.childCardName()).toHaveText('Anika Patel');
  await expect(page.getByText('Preschool Room', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/child=\d+/);
  await expect(page.getByText('Active Enrollment')).toBeVisible();
  for (const card of ['Total Children', 'Staff on Duty', 'Attendance Rate', 'Safety Reports'])
    await expect(page.getByRole('heading', { name: card })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Daycare Status' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Today at the Centre' })).toBeVisible();
  await expect(page.getByRole('heading', { name: "Today's Summary" })).toBeVisible();

  await page.reload();
  await expect(dashboard.childCardName()).toHaveText('Anika Patel');
  await page.goBack();
  await expect(dashboard.childCardName()).toHaveText('Aarav Patel');
});

test('the second parent sees only Jayden, and the first family’s child is a 404', async ({
  page,
  browser,
}) => {
  // Aarav's id, as his own parent sees it.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await login(otherPage, 'parent');
  const aarav = (
    (await (await otherPage.request.get('/api/children')).json()) as {
      id: number;
      firstName: string;
    }[]
  ).find((c) => c.firstName === 'Aarav')!;
  await other.close();

  await login(page, 'parent2');
  const dashboard = new ParentDashboardPage(page);
  await dashboard.expectLoaded();
  await expect(dashboard.childCardName()).toHaveText('Jayden Johnson');
  // One child: no picker to choose from.
  await expect(dashboard.childPicker()).toHaveCount(0);
  await expect(page.getByText(/Aarav|Anika/)).toHaveCount(0);
  const res = await page.request.get(`/api/children/${aarav.id}`);
  expect(res.status()).toBe(404);
  await page.goto(`/parent-dashboard?child=${aarav.id}`);
  await expect(dashboard.childCardName()).toHaveText('Jayden Johnson');
  await expect(page.getByText(/Aarav|Anika/)).toHaveCount(0);
});

test('a parent downloads a daily report as a text file', async ({ page }) => {
  await login(page, 'parent2');
  const dashboard = new ParentDashboardPage(page);
  await dashboard.expectLoaded();
  const button = dashboard
    .dailyReports()
    .getByRole('button', { name: /Download daily report for/ })
    .first();
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toMatch(/^daily-report-\d+-\d{4}-\d{2}-\d{2}\.txt$/);
  const text = await readFile((await download.path())!, 'utf8');
  expect(text).toContain('Daily Report');
  expect(text).toContain('Child: Jayden Johnson');
  // The day in the parent's date format (MM/DD/YYYY by default), as the screens write it.
  const [, y, m, d] = download.suggestedFilename().match(/(\d{4})-(\d{2})-(\d{2})\.txt$/)!;
  expect(text).toContain(`Date: ${m}/${d}/${y}`);
  await expect(page.getByText('Download complete', { exact: true })).toBeVisible();
});

test('the cameras, the gallery and the tax documents are the real views', async ({ page }) => {
  await login(page, 'parent');
  await page.getByRole('link', { name: 'View Cameras' }).click();
  await expect(page.getByRole('heading', { name: 'Classroom Cameras', level: 1 })).toBeVisible();
  // The cameras of Aarav's and Anika's rooms, not another room's.
  const cameras = page.getByRole('list', { name: 'Cameras' });
  await expect(cameras.getByRole('article', { name: 'Toddler Room Camera' })).toBeVisible();
  await expect(cameras.getByRole('article', { name: 'Preschool Room Camera' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Infant Room Camera' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await page.getByRole('link', { name: 'Gallery' }).click();
  await expect(page.getByRole('heading', { name: 'Photo Gallery', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Search photos')).toBeVisible();
  await page.goBack();
  await page.getByRole('link', { name: 'Tax Documents' }).click();
  await expect(page.getByRole('heading', { name: 'Tax Documents', level: 1 })).toBeVisible();
  await expect(page.getByText('Important Tax Information')).toBeVisible();
});
