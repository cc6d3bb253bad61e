import { expect, login, test } from '../../fixtures.ts';

test('a director sees the system information and makes a backup', async ({ page }) => {
  test.slow(); // the backup dumps the whole embedded database
  await login(page, 'director', '/settings');
  const card = page.getByRole('region', { name: 'System Information' });
  await expect(card).toBeVisible();
  await expect(card.getByText('Embedded', { exact: true })).toBeVisible();
  await expect(card.getByText('No failed background tasks.')).toBeVisible();
  await page.getByRole('button', { name: 'Back Up Now' }).click();
  await expect(page.getByText('Backup started', { exact: true })).toBeVisible();
  // The worker makes it in the background; the list shows it once it is there.
  const download = page.getByRole('link', { name: /^Download the backup of/ }).first();
  await expect(async () => {
    await page.reload();
    await expect(download).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 75_000 });
  const response = await page.request.get((await download.getAttribute('href'))!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/gzip');
});

test('staff who are not directors do not see it', async ({ page }) => {
  await login(page, 'teacher', '/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'System Information' })).toHaveCount(0);
});
