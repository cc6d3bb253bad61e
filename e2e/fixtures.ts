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
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(
    account.portal === 'staff' ? /\/$|\/dashboard$/ : /\/parent-dashboard$/,
  );
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
