import type { Page } from '@playwright/test';
import { expect, login, test } from '../../fixtures.ts';
import { layoutShifts, watchLayoutShiftsFromStart } from '../../layout-shifts.ts';

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

test('on a phone, the sign-in page shows with its notice: nothing moves as it opens', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) asked.push(url.pathname);
  });
  await watchLayoutShiftsFromStart(page);
  await page.goto('/login');
  await expect(notice(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The root route's loader asked for the centre beside the page's code, and nothing else
  // (nobody is signed in: no session check either).
  expect(asked).toEqual(['/api/centre']);
  expect(await layoutShifts(page)).toEqual([]);
});
