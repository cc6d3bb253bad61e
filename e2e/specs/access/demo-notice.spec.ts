import type { Page } from '@playwright/test';
import { expect, login, test } from '../../fixtures.ts';

const notice = (page: Page) => page.getByRole('region', { name: 'Demo centre' });

test('every page of both portals says it is a demo centre', async ({ page }) => {
  for (const path of ['/login', '/parent-login', '/parent-register', '/no/such/page']) {
    await page.goto(path);
    await expect(notice(page), path).toContainText('Please do not enter real information.');
  }
  await login(page, 'teacher');
  await expect(notice(page)).toBeVisible();
  await page.goto('/children');
  await expect(notice(page)).toBeVisible();
});

test('the parent portal says it too', async ({ page }) => {
  await login(page, 'parent');
  await expect(notice(page)).toContainText('Demo centre:');
});
