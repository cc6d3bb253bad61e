import type { Page } from '@playwright/test';
import { accounts, demoPassword, expect, login, test } from '../../fixtures.ts';

/** React Router's message when a route table is empty: in its chunk, whatever the build. */
const routerMessage = 'You must provide a non-empty routes array';

/** The text of every script the page downloaded. */
function collectScripts(page: Page): () => Promise<string[]> {
  const pending: Promise<string>[] = [];
  page.on('response', (res) => {
    // A chunk still arriving when the test ends (a dialog's code, loaded when idle) is left out.
    if (res.url().endsWith('.js')) pending.push(res.text().catch(() => ''));
  });
  return () => Promise.all(pending);
}

test('a parent never downloads the staff screens', async ({ page }) => {
  const scripts = collectScripts(page);
  await login(page, 'parent');
  await expect(page.getByRole('button', { name: 'Parent Menu' })).toBeVisible();
  const code = (await scripts()).join('\n');
  expect(code).toContain('Parent Menu');
  expect(code).not.toContain('Staff Menu');
  expect(code).not.toContain('Welcome to Staff Dashboard');
});

test('staff never download the parent screens', async ({ page }) => {
  const scripts = collectScripts(page);
  await login(page, 'teacher');
  await expect(page.getByRole('heading', { name: 'Welcome to Staff Dashboard' })).toBeVisible();
  const code = (await scripts()).join('\n');
  expect(code).toContain('Staff Menu');
  expect(code).not.toContain('Parent Menu');
});

test('the sign-in page downloads neither the router, nor a portal, nor the query library', async ({
  page,
}) => {
  const scripts = collectScripts(page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const code = (await scripts()).join('\n');
  expect(code).toContain('Sign In');
  // TanStack Query's own message, in the chunk that holds it.
  expect(code).not.toContain('No QueryClient set');
  // React Router's own message, in the chunk that holds it: the page shows without it (074).
  expect(code).not.toContain(routerMessage);
  expect(code).not.toContain('Staff Menu');
  expect(code).not.toContain('Parent Menu');
});

test('signing in there brings the router in without reloading the page', async ({ page }) => {
  const scripts = collectScripts(page);
  await page.goto('/parent-login');
  await page.waitForLoadState('networkidle');
  // Lost if the page were loaded again.
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await page.getByLabel('Email').fill(accounts.parent.email);
  await page.getByLabel('Password').fill(demoPassword);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('button', { name: 'Parent Menu' })).toBeVisible();
  await expect(page).toHaveURL(/\/parent-dashboard$/);
  expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
  expect((await scripts()).join('\n')).toContain(routerMessage);
});
