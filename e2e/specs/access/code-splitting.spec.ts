import type { Page } from '@playwright/test';
import { expect, login, test } from '../../fixtures.ts';

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

test('the sign-in page downloads neither portal nor the query library', async ({ page }) => {
  const scripts = collectScripts(page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const code = (await scripts()).join('\n');
  expect(code).toContain('Sign In');
  // TanStack Query's own message, in the chunk that holds it.
  expect(code).not.toContain('No QueryClient set');
  expect(code).not.toContain('Staff Menu');
  expect(code).not.toContain('Parent Menu');
});
