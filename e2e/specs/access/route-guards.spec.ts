import { expect, login, test } from '../../fixtures.ts';

test('a signed-out visitor opening a staff page is sent to the staff login', async ({ page }) => {
  await page.goto('/children');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Staff Login' })).toBeVisible();
});

test('a signed-out visitor opening the parent portal is sent to the parent login', async ({
  page,
}) => {
  await page.goto('/parent-dashboard');
  await expect(page).toHaveURL(/\/parent-login$/);
});

test('a parent opening a staff page is sent to their own portal', async ({ page }) => {
  await login(page, 'parent', '/children');
  await expect(page).toHaveURL(/\/parent-dashboard$/);
});

test('staff opening the parent portal are sent to theirs', async ({ page }) => {
  await login(page, 'teacher', '/parent-dashboard');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a signed-in person opening a sign-in page is sent to their own home', async ({ page }) => {
  await login(page, 'teacher', '/login');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Staff Menu' })).toBeVisible();
});

test('a signed-in parent opening the staff sign-in page is sent to the parent dashboard', async ({
  page,
}) => {
  await login(page, 'parent', '/login');
  await expect(page).toHaveURL(/\/parent-dashboard$/);
});

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
});
