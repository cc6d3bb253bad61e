import { expect, expectAccessible, login, test } from '../../fixtures.ts';
import { StaffManagementPage } from '../../pages/staff-management-page.ts';

test.beforeEach(async ({ page }) => {
  await login(page, 'director');
  const staff = new StaffManagementPage(page);
  await staff.goto();
  await expect(staff.card('Tom Alvarez')).toBeVisible();
});

test('the staff page is accessible', async ({ page }) => {
  await expectAccessible(page);
});

test('the Add Staff Member dialog is accessible, with and without its errors', async ({ page }) => {
  const dialog = await new StaffManagementPage(page).openAddDialog();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Add Staff Member' }).click();
  await expect(dialog.getByText('First name is required')).toBeVisible();
  await expectAccessible(page);
});

test('the Staff Profile dialog is accessible', async ({ page }) => {
  const staff = new StaffManagementPage(page);
  await staff.card('Tom Alvarez').getByRole('button', { name: 'View Tom Alvarez' }).click();
  await expect(staff.dialog('Staff Profile')).toBeVisible();
  await expectAccessible(page);
});

test('the duty switch is a labelled, focusable switch', async ({ page }) => {
  const toggle = new StaffManagementPage(page).dutySwitch('Tom Alvarez');
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expect(toggle).toBeEnabled();
  // Focus only: switching a seeded colleague would change what other tests see.
  await toggle.focus();
  await expect(toggle).toBeFocused();
});
