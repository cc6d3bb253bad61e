import { expect, login, test } from '../../fixtures.ts';
import { bornDaysAgo, DashboardPage, enrolChild } from '../../pages/dashboard-page.ts';
import { collector } from '../../pages/attendance-dialog.ts';

type Stats = {
  totalChildren: number;
  presentToday: number;
  attendanceRate: number;
  staffOnDuty: number;
  pendingReports: number;
};

test("shows the four stat cards with the server's real figures", async ({ page }) => {
  await login(page, 'director');
  const dashboard = new DashboardPage(page);
  await dashboard.goto();
  await expect(dashboard.statCard('Total Children')).toContainText(/\d+/);
  const stats = (await (await page.request.get('/api/dashboard/stats')).json()) as Stats;
  await expect(dashboard.statCard('Total Children')).toContainText(
    `${stats.totalChildren}Active enrollment`,
  );
  await expect(dashboard.statCard('Present Today')).toContainText(
    `${stats.presentToday}${stats.attendanceRate}% attendance`,
  );
  await expect(dashboard.statCard('Staff On Duty')).toContainText(
    `${stats.staffOnDuty}Currently working`,
  );
  await expect(dashboard.statCard('Pending Reports')).toContainText(
    `${stats.pendingReports}Need attention`,
  );
  // The demo centre has children and staff: no prototype fallback (1, 85, 2) stands in.
  expect(stats.totalChildren).toBeGreaterThan(1);
});

test("searches and filters today's attendance", async ({ page }) => {
  await login(page, 'director');
  const lastName = `Dashsearch${Date.now()}`;
  await enrolChild(page, {
    firstName: 'Wren',
    lastName,
    room: 'Pre-K Room',
    dateOfBirth: bornDaysAgo(4 * 365 + 30),
  });
  const dashboard = new DashboardPage(page);
  await dashboard.goto();

  await expect(dashboard.roomFilter().getByRole('option')).toHaveText([
    'All Rooms',
    'Infants',
    'Toddlers',
    'Preschool',
    'Pre-K',
  ]);
  await dashboard.search(lastName.toLowerCase());
  const row = dashboard.row(`Wren ${lastName}`);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('4 years old');
  await expect(row).toContainText('Pre-K Room');
  await expect(row).toContainText('Not checked in');
  await expect(row).toContainText('Absent');
  await expect(row.getByRole('button', { name: `Check In Wren ${lastName}` })).toBeVisible();
  await expect(dashboard.attendanceTable().getByRole('row')).toHaveCount(2); // header + Wren

  await dashboard.filterRoom('Pre-K');
  await expect(row).toHaveCount(1);
  await dashboard.filterRoom('Toddlers');
  await expect(dashboard.attendanceTable()).toContainText(
    'No children found matching your criteria',
  );

  await dashboard.search('');
  await expect(dashboard.row('Toddler Room').first()).toBeVisible();
  await expect(dashboard.attendanceTable()).not.toContainText('Pre-K Room');
  await dashboard.filterRoom('All Rooms');
  // The whole roll: 20 children at a time, the rest a tap away.
  await expect(page.getByText(/^Showing 20 of \d+ children$/)).toBeVisible();
  while ((await row.count()) === 0)
    await page.getByRole('button', { name: /^Show \d+ more$/ }).click();
  await expect(row).toHaveCount(1);
});

test('the dashboard shows its cards, the attendance table, the ratios and the alerts', async ({
  page,
}) => {
  await login(page, 'director');
  const dashboard = new DashboardPage(page);
  await dashboard.goto();
  await expect(dashboard.statCard('Total Children')).toBeVisible();
  await expect(dashboard.attendanceTable()).toBeVisible();
  await expect(dashboard.ratioRoom('Infant Room')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recent Alerts', level: 2 })).toBeVisible();
});

test("a row's Check In and Check Out open the dialog for that child", async ({ page }) => {
  await login(page, 'director');
  const lastName = `Dashrow${Date.now()}`;
  const name = `Juno ${lastName}`;
  await enrolChild(page, {
    firstName: 'Juno',
    lastName,
    room: 'Toddler Room',
    dateOfBirth: bornDaysAgo(2 * 365 + 40),
  });
  const dashboard = new DashboardPage(page);
  await dashboard.goto();
  await dashboard.search(lastName);
  const row = dashboard.row(name);

  await row.getByRole('button', { name: `Check In ${name}` }).click();
  let dialog = page.getByRole('dialog', { name: 'Check In/Out' });
  await expect(dialog.getByLabel('Child')).toHaveValue(/\d+/);
  await expect(dialog.getByLabel('Child').locator('option:checked')).toHaveText(name);
  await dialog.getByLabel('Performed by').selectOption('Staff Member');
  await dialog.getByRole('button', { name: 'Confirm Check In' }).click();
  await expect(dialog).toBeHidden();

  // The table refreshes itself: a time, Present or Late, and now a Check Out button.
  await expect(row).toContainText(/\d{1,2}:\d\d [AP]M/);
  await expect(row).toContainText(/Present|Late/);
  await row.getByRole('button', { name: `Check Out ${name}` }).click();
  dialog = page.getByRole('dialog', { name: 'Check In/Out' });
  await expect(dialog.getByLabel('Child').locator('option:checked')).toHaveText(name);
  await collector(dialog, 'Staff Member').check();
  await dialog.getByRole('button', { name: 'Confirm Check Out' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText(/Checked out \d{1,2}:\d\d [AP]M/);
  await expect(row.getByRole('button')).toHaveCount(0);
});
