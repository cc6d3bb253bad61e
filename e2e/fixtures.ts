import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test as base } from '@playwright/test';

export const demoPassword = 'daycare-demo';
export const accounts = {
  director: { email: 'director@example.com', name: 'Dana Whitfield', portal: 'staff' },
  teacher: { email: 'teacher@example.com', name: 'Tom Alvarez', portal: 'staff' },
  parent: { email: 'parent@example.com', portal: 'parent' },
  parent2: { email: 'parent2@example.com', portal: 'parent' },
} as const;
export type AccountName = keyof typeof accounts;

/** Signs in through the real login page, the way a person does. */
export async function login(page: Page, who: AccountName, options: { rememberMe?: boolean } = {}) {
  const account = accounts[who];
  await page.goto(account.portal === 'staff' ? '/login' : '/parent-login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(demoPassword);
  if (options.rememberMe) await page.getByLabel(/remember me/i).check();
  // The staff dashboard shows once its top's answers are in (the stat cards, and the ratio
  // alert when a room is out of ratio: a route loader, client/app/screen-data.ts), so its
  // Quick Actions do not move under a click. A test waits for those answers all the same
  // (in any language, hence the answers, not the texts) before the page is drawn.
  const settled =
    account.portal === 'staff'
      ? Promise.all(
          ['/api/dashboard/stats', '/api/dashboard/ratios'].map((path) =>
            page.waitForResponse((r) => new URL(r.url()).pathname === path),
          ),
        )
      : Promise.resolve();
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(
    account.portal === 'staff' ? /\/$|\/dashboard$/ : /\/parent-dashboard$/,
  );
  await settled;
  // The answers are in; the frame that shows them is drawn before the next one begins.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));
}

/** Fails on serious or critical accessibility violations, listing them. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

export const test = base;
export { expect };
