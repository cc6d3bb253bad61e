import { accounts, expect, test } from '../../fixtures.ts';

test('F8 moves focus to the notification area', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(accounts.teacher.email);
  await page.getByLabel('Password').fill('wrong-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Sign in failed', { exact: true })).toBeVisible();
  await page.keyboard.press('F8');
  // Radix focuses the toast list inside the labelled region.
  await expect(
    page.getByRole('region', { name: 'Notifications (F8)' }).locator('ol'),
  ).toBeFocused();
});

test('a new toast replaces the previous one', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(accounts.teacher.email);
  for (let i = 0; i < 2; i++) {
    await page.getByLabel('Password').fill(`wrong-password-${i}`);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Sign in failed', { exact: true })).toBeVisible();
  }
  await expect(page.getByText('Sign in failed', { exact: true })).toHaveCount(1);
});
