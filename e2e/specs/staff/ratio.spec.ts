import { expect, login, test } from '../../fixtures.ts';
import { bornDaysAgo, checkIn, DashboardPage, enrolChild } from '../../pages/dashboard-page.ts';

test('a room with too few staff on duty is flagged out of ratio', async ({ page }) => {
  await login(page, 'director');
  // Three infants of our own in the building, and the room set to 1:1 through the dialog:
  // however many other infants are in, the one or two staff on duty there are too few.
  const stamp = Date.now();
  for (const firstName of ['Ada', 'Bo', 'Cy']) {
    const id = await enrolChild(page, {
      firstName,
      lastName: `Ratio${stamp}`,
      room: 'Infant Room',
      dateOfBirth: bornDaysAgo(200),
    });
    await checkIn(page, id);
  }
  const dashboard = new DashboardPage(page);
  await dashboard.goto();
  const infants = dashboard.ratioRoom('Infant Room');
  await expect(infants).toContainText('Required ratio1:4');

  const dialog = await dashboard.setRatio('Infant Room', '0');
  await expect(
    dialog.getByText('Children per staff member must be between 1 and 30'),
  ).toBeVisible();
  await expect(dialog.getByLabel('Children per staff member')).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await dialog.getByLabel('Children per staff member').fill('1');
  await dialog.getByRole('button', { name: 'Save Ratio' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Ratio updated', { exact: true })).toBeVisible();

  await expect(infants).toContainText('Required ratio1:1');
  await expect(infants).toContainText('Out of ratio');
  await expect(dashboard.ratioAlert()).toContainText('Infant Room');
});

test('staff see the live ratios but only directors change them', async ({ page }) => {
  await login(page, 'teacher');
  const dashboard = new DashboardPage(page);
  await dashboard.goto();
  await expect(dashboard.ratioRoom('Toddler Room')).toContainText('Required ratio1:6');
  await expect(dashboard.ratioRoom('Toddler Room')).toContainText(/In ratio|Out of ratio/);
  await expect(page.getByRole('button', { name: /Edit ratio/ })).toHaveCount(0);
});
