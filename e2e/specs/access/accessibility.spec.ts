import { expect, expectAccessible, login, test } from '../../fixtures.ts';

test('the staff login page', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Staff Login' })).toBeVisible();
  await expectAccessible(page);
});

test('the parent login page', async ({ page }) => {
  await page.goto('/parent-login');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expectAccessible(page);
});

test('the staff portal shell', async ({ page }) => {
  await login(page, 'director');
  await expect(page.getByRole('heading', { name: 'Welcome to Staff Dashboard' })).toBeVisible();
  await expectAccessible(page);
});

test('the staff portal shell with the Staff Menu open', async ({ page }) => {
  await login(page, 'director');
  await page.getByRole('button', { name: 'Staff Menu' }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectAccessible(page);
});

test('the parent portal shell', async ({ page }) => {
  await login(page, 'parent');
  await expect(page.getByRole('button', { name: 'Parent Menu' })).toBeVisible();
  await expectAccessible(page);
});

test('the 404 page', async ({ page }) => {
  await page.goto('/nowhere');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expectAccessible(page);
});
