import { expect, login, test } from '../../fixtures.ts';
import { StaffManagementPage } from '../../pages/staff-management-page.ts';

test.beforeEach(async ({ page }) => {
  await login(page, 'director');
  const staff = new StaffManagementPage(page);
  await staff.goto();
  await expect(staff.card('Tom Alvarez')).toBeVisible();
});

test('the Add Staff Member dialog shows its errors', async ({ page }) => {
  const dialog = await new StaffManagementPage(page).openAddDialog();
  await dialog.getByRole('button', { name: 'Add Staff Member' }).click();
  await expect(dialog.getByText('First name is required')).toBeVisible();
});

test('a staff card opens the Staff Profile dialog', async ({ page }) => {
  const staff = new StaffManagementPage(page);
  await staff.card('Tom Alvarez').getByRole('button', { name: 'View Tom Alvarez' }).click();
  await expect(staff.dialog('Staff Profile')).toBeVisible();
});

test('the duty switch is a labelled, focusable switch', async ({ page }) => {
  const toggle = new StaffManagementPage(page).dutySwitch('Tom Alvarez');
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expect(toggle).toBeEnabled();
  await toggle.focus();
  await expect(toggle).toBeFocused();
});
