import { accounts, demoPassword, expect, loginWithForm, test } from '../../fixtures.ts';
import { layoutShifts, watchLayoutShiftsFromNow } from '../../layout-shifts.ts';
import { StaffShell } from '../../pages/staff-shell.ts';

test('the director signs in and sees the staff dashboard with their own name', async ({ page }) => {
  await loginWithForm(page, 'director');
  await expect(page.getByRole('heading', { name: 'Welcome to Staff Dashboard' })).toBeVisible();
  const menu = await new StaffShell(page).openMenu();
  await expect(menu.getByText(accounts.director.name)).toBeVisible();
  await expect(menu.getByText(accounts.director.email)).toBeVisible();
});

test('a wrong password shows the sign-in error and stays on the login page', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(accounts.teacher.email);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  // One assertion for title and text: a toast lives 5 s, and a slow machine must not see it
  // vanish between two separate checks.
  const toast = page
    .getByRole('status')
    .filter({ hasText: 'Sign in failed' })
    .filter({ hasText: 'Please check your credentials and try again.' });
  await expect(toast).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('the login form checks its fields before sending them', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password').fill('123');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Invalid email address')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
});

test('logout ends the session: the staff pages need a new sign-in', async ({ page }) => {
  await loginWithForm(page, 'teacher');
  await new StaffShell(page).logout();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/children');
  await expect(page).toHaveURL(/\/login$/);
  // The server session is gone too, not just the page state.
  const me = await page.request.get('/api/auth/me');
  expect(me.status()).toBe(401);
});

test('a parent account cannot sign in at the staff portal', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(accounts.parent.email);
  await page.getByLabel('Password').fill(demoPassword);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sign in failed' })).toBeVisible();
});

test('after signing in, the dashboard shows whole: nothing on it moves as its answers arrive', async ({
  page,
}) => {
  await page.goto('/login');
  // The sign-in page's own answers are in (the demo notice); from here on, every shift counts.
  await page.waitForLoadState('networkidle');
  await watchLayoutShiftsFromNow(page);
  await page.getByLabel('Email').fill(accounts.director.email);
  await page.getByLabel('Password').fill(demoPassword);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome to Staff Dashboard' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await layoutShifts(page)).toEqual([]);
});
