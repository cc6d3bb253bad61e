import type { Page } from '@playwright/test';
import { type AccountName, expect, login, loginWithForm, test } from '../../fixtures.ts';
import { ParentShell } from '../../pages/parent-shell.ts';
import { StaffShell } from '../../pages/staff-shell.ts';

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

/**
 * Every answer of 400 or more from here on; with `failedToo`, every request that failed on
 * the way as well (a signed-out page has nothing to call off, so none may).
 */
function watchAnswers(page: Page, { failedToo }: { failedToo: boolean }): () => string[] {
  const seen: string[] = [];
  const where = (url: string) => new URL(url).pathname;
  page.on('response', (r) => {
    if (r.status() >= 400) seen.push(`${r.status()} ${r.request().method()} ${where(r.url())}`);
  });
  if (failedToo)
    page.on('requestfailed', (r) =>
      seen.push(`failed ${r.method()} ${where(r.url())}: ${r.failure()?.errorText}`),
    );
  return () => [...seen];
}

for (const path of ['/login', '/parent-login', '/']) {
  test(`a signed-out visit to ${path} reports nothing and makes no failed request`, async ({
    page,
  }) => {
    const reported = await watch(page);
    const answers = watchAnswers(page, { failedToo: true });
    await page.goto(path);
    // '/' is the staff portal: a signed-out visitor is sent to its sign-in page.
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await reported()).toEqual([]);
    expect(answers()).toEqual([]);
  });
}

test('a visit after the session ended elsewhere (the hint cookie left behind) asks without a 401, and forgets the hint', async ({
  page,
  baseURL,
}) => {
  await page.context().addCookies([{ name: 'daycare_signed_in', value: '1', url: baseURL! }]);
  const reported = await watch(page);
  const answers = watchAnswers(page, { failedToo: true });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await reported()).toEqual([]);
  expect(answers()).toEqual([]);
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'daycare_signed_in')).toBeUndefined();
});

const signOutOf: Record<'staff' | 'parent', { who: AccountName; menu: string }> = {
  staff: { who: 'director', menu: 'Staff Menu' },
  parent: { who: 'parent', menu: 'Parent Menu' },
};

for (const [portal, { who, menu }] of Object.entries(signOutOf)) {
  test(`signing out of the ${portal} portal leaves nothing asking the server: no 401 past a poll interval`, async ({
    page,
  }) => {
    // The page's timers run on a clock the test can move (from here on, time flows as usual).
    await page.clock.install();
    const reported = await watch(page);
    await loginWithForm(page, who);
    await expect(page.getByRole('button', { name: menu })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Reads called off as the portal leaves are not failures; a refused answer is.
    const answers = watchAnswers(page, { failedToo: false });
    if (portal === 'staff') await new StaffShell(page).logout();
    else await new ParentShell(page).signOut();
    await expect(page).toHaveURL(portal === 'staff' ? /\/login$/ : /\/parent-login$/);
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    // Past the 30 s notification and message polls, firing every timer on the way.
    await page.clock.runFor(35_000);
    await page.waitForLoadState('networkidle');
    expect(answers()).toEqual([]);
    expect(await reported()).toEqual([]);
  });
}

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
