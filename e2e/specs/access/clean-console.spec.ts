import type { Page } from '@playwright/test';
import { expect, login, test } from '../../fixtures.ts';

/**
 * What the page reported: console errors and Content-Security-Policy violations (even one
 * the code caught, such as a library probing whether eval is allowed).
 */
async function watch(page: Page): Promise<() => Promise<string[]>> {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`csp: ${e.violatedDirective} ${e.sourceFile}:${e.lineNumber}`),
    );
  });
  return async () => [
    ...errors,
    ...(await page.evaluate(
      () => (window as unknown as { cspViolations: string[] }).cspViolations,
    )),
  ];
}

test('the sign-in page, signed out, reports nothing: no 401, no policy violation', async ({
  page,
}) => {
  const reported = await watch(page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await reported()).toEqual([]);
});

test('the parent dashboard reports nothing', async ({ page }) => {
  const reported = await watch(page);
  await login(page, 'parent');
  await expect(page.getByRole('button', { name: 'Parent Menu' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await reported()).toEqual([]);
});

test('the staff dashboard reports nothing', async ({ page }) => {
  const reported = await watch(page);
  await login(page, 'director');
  await expect(page.getByRole('button', { name: 'Staff Menu' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await reported()).toEqual([]);
});
