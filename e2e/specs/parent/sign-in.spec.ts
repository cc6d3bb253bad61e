import { accounts, expect, loginWithForm, test } from '../../fixtures.ts';
import { ParentShell } from '../../pages/parent-shell.ts';

test('a parent signs in and lands on their dashboard', async ({ page }) => {
  await loginWithForm(page, 'parent');
  await expect(page).toHaveURL(/\/parent-dashboard$/);
  const menu = await new ParentShell(page).openMenu();
  await expect(menu.getByText(accounts.parent.email)).toBeVisible();
});

test('sign out ends the session and goes to the parent login', async ({ page }) => {
  await loginWithForm(page, 'parent2');
  await new ParentShell(page).signOut();
  await expect(page).toHaveURL(/\/parent-login$/);
  await page.goto('/parent-dashboard');
  await expect(page).toHaveURL(/\/parent-login$/);
});
