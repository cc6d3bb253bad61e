import type { Browser, Page } from '@playwright/test';
import { totpCode } from '../../../server/lib/totp.ts';
import { accounts, demoPassword, expect, expectAccessible, login, test } from '../../fixtures.ts';

/**
 * Two-step sign-in (decision 069) as people use it: the authenticator app's code computed
 * here from the key the screen shows, as an app would. This file's server is its own copy of
 * the demo centre, so turning the app on for the teacher, or requiring it of directors,
 * reaches no other spec (their sessions were made before, and stay as they were).
 */
test.describe.configure({ mode: 'serial' });

const phone = { width: 390, height: 844 };

/** The code an app shows now, or `stepsAhead` 30-second steps later. */
const codeFor = (secret: string, stepsAhead = 0) =>
  totpCode(secret, new Date(Date.now() + stepsAhead * 30_000));

/** How far the page scrolls sideways (0: it fits the phone). */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** A browser of its own, on a phone: e-mail and password at the staff sign-in page. */
async function passwordOnPhone(browser: Browser, email: string) {
  const page = await (await browser.newContext({ viewport: phone })).newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(demoPassword);
  await page.getByRole('button', { name: 'Sign In' }).click();
  return page;
}

/** The set-up's key, as shown (in groups of four), and the first code typed in. */
async function setUpApp(page: Page) {
  const shown = page.getByTestId('two-step-secret');
  await expect(shown).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await shown.textContent())!.replace(/\s/g, '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByLabel('Code from the app').fill(codeFor(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByRole('heading', { name: 'Your recovery codes' })).toBeVisible();
  const codes = await page
    .getByRole('list', { name: 'Your recovery codes' })
    .getByRole('listitem')
    .allTextContents();
  expect(codes).toHaveLength(10);
  return { secret, codes };
}

let secret = '';
let recoveryCodes: string[] = [];

test('a staff member turns on an authenticator app in Settings', async ({ page }) => {
  await login(page, 'teacher', '/settings');
  const card = page.getByText('Off: your password alone signs you in.');
  await expect(card).toBeVisible();
  await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set up two-step sign-in' });
  await expect(dialog.getByTestId('two-step-secret')).toBeVisible();
  await expectAccessible(page, '[role="dialog"]');
  // A wrong first code is refused, in words.
  await dialog.getByLabel('Code from the app').fill('000000');
  await dialog.getByRole('button', { name: 'Turn on' }).click();
  await expect(
    dialog.getByText('That code is not valid. Check the code and try again.'),
  ).toBeVisible();
  ({ secret, codes: recoveryCodes } = await setUpApp(page));
  await expectAccessible(page, '[role="dialog"]');
  await dialog.getByRole('button', { name: 'I have saved my codes' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(
    page.getByText('On: sign-in asks for a code from your authenticator app.'),
  ).toBeVisible();
  await expect(page.getByText('10 recovery codes left')).toBeVisible();

  // Turning it off asks for the password and a code: its dialog is scanned, then left.
  await page.getByRole('button', { name: 'Turn off' }).click();
  await expect(page.getByRole('dialog', { name: 'Turn off two-step sign-in' })).toBeVisible();
  await expectAccessible(page, '[role="dialog"]');
  await page.keyboard.press('Escape');
});

test('the staff member signs in with the app’s code, on a phone', async ({ browser }) => {
  const page = await passwordOnPhone(browser, accounts.teacher.email);
  await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
  expect(await sidewaysScroll(page)).toBe(0);
  await expectAccessible(page);
  // The set-up used this step's code: the app's next one (one step ahead is let in).
  await page.getByLabel('Code').fill(codeFor(secret, 1));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Staff Menu' })).toBeVisible();
});

test('a recovery code signs in once, and not a second time', async ({ browser }) => {
  const first = await passwordOnPhone(browser, accounts.teacher.email);
  await first.getByLabel('Code').fill(recoveryCodes[0]!);
  await first.getByRole('button', { name: 'Verify' }).click();
  await expect(first.getByRole('button', { name: 'Staff Menu' })).toBeVisible();

  const again = await passwordOnPhone(browser, accounts.teacher.email);
  await again.getByLabel('Code').fill(recoveryCodes[0]!);
  await again.getByRole('button', { name: 'Verify' }).click();
  await expect(
    again.getByText('That code is not valid. Check the code and try again.'),
  ).toBeVisible();
  await expect(again).toHaveURL(/\/login$/);
});

test('with codes running out, the staff member makes ten new ones in Settings', async ({
  browser,
}) => {
  const page = await passwordOnPhone(browser, accounts.teacher.email);
  await page.getByLabel('Code').fill(recoveryCodes[1]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('button', { name: 'Staff Menu' })).toBeVisible();
  await page.goto('/settings');
  await expect(page.getByText('8 recovery codes left')).toBeVisible();
  await page.getByRole('button', { name: 'New recovery codes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Make new recovery codes' });
  await dialog.getByLabel('Password').fill(demoPassword);
  await dialog.getByLabel('Code or recovery code').fill(recoveryCodes[2]!);
  await dialog.getByRole('button', { name: 'New recovery codes' }).click();
  await expect(
    dialog.getByText('New recovery codes made. The earlier ones no longer work.'),
  ).toBeVisible();
  const codes = await dialog
    .getByRole('list', { name: 'Your recovery codes' })
    .getByRole('listitem')
    .allTextContents();
  expect(codes).toHaveLength(10);
  expect(codes.filter((c) => recoveryCodes.includes(c))).toEqual([]);
  expect(await sidewaysScroll(page)).toBe(0);
  await dialog.getByRole('button', { name: 'I have saved my codes' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('10 recovery codes left')).toBeVisible();
  recoveryCodes = codes;
});

test('the teacher loses the phone; a director resets it and the teacher signs in with the password', async ({
  page,
  browser,
}) => {
  await login(page, 'director', '/staff');
  const card = page.getByRole('article', { name: accounts.teacher.name });
  await card.getByRole('button', { name: /^View/ }).click();
  const profile = page.getByRole('dialog', { name: 'Staff Profile' });
  await profile
    .getByRole('button', { name: `Reset ${accounts.teacher.name}’s two-step sign-in` })
    .click();
  const confirm = page.getByRole('alertdialog', {
    name: `Reset ${accounts.teacher.name}’s two-step sign-in?`,
  });
  await expect(confirm).toBeVisible();
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Reset', exact: true }).click();
  await expect(page.getByText('Two-step sign-in reset', { exact: true })).toBeVisible();
  await expect(
    profile.getByRole('button', { name: `Reset ${accounts.teacher.name}’s two-step sign-in` }),
  ).toBeHidden();

  // The password alone now signs the teacher in.
  const teacher = await passwordOnPhone(browser, accounts.teacher.email);
  await expect(teacher.getByRole('button', { name: 'Staff Menu' })).toBeVisible();
});

test('a parent turns it on in their Settings and signs in at the parent portal with a code', async ({
  page,
  browser,
}) => {
  await login(page, 'parent', '/parent-dashboard?view=settings');
  await page.getByRole('button', { name: 'Set up two-step sign-in' }).click();
  const { secret: parentSecret } = await setUpApp(page);
  await page.getByRole('button', { name: 'I have saved my codes' }).click();
  await expect(page.getByText('10 recovery codes left')).toBeVisible();

  const parent = await (await browser.newContext({ viewport: phone })).newPage();
  await parent.goto('/parent-login');
  await parent.getByLabel('Email').fill(accounts.parent.email);
  await parent.getByLabel('Password').fill(demoPassword);
  await parent.getByRole('button', { name: 'Sign In' }).click();
  await expect(parent.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
  expect(await sidewaysScroll(parent)).toBe(0);
  await parent.getByLabel('Code').fill(codeFor(parentSecret, 1));
  await parent.getByRole('button', { name: 'Verify' }).click();
  await expect(parent).toHaveURL(/\/parent-dashboard$/);
});

test('a director requires it of directors; the next director to sign in sets it up first', async ({
  page,
  browser,
}) => {
  await login(page, 'director', '/settings');
  const centre = page.getByRole('region', { name: 'Two-step sign-in at the centre' });
  await centre.getByLabel('Required for').selectOption({ label: 'Directors' });
  await centre.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Two-step sign-in setting saved', { exact: true })).toBeVisible();

  const director = await passwordOnPhone(browser, accounts.director.email);
  await expect(director.getByRole('heading', { name: 'Set up two-step sign-in' })).toBeVisible();
  await expect(director.getByTestId('two-step-secret')).toBeVisible();
  expect(await sidewaysScroll(director)).toBe(0);
  await expectAccessible(director);
  // Nothing else answers this session until it is set up.
  const held = await director.request.get('/api/children');
  expect(held.status()).toBe(403);
  await setUpApp(director);
  expect(await sidewaysScroll(director)).toBe(0);
  await director.getByRole('button', { name: 'I have saved my codes' }).click();
  await expect(director.getByRole('button', { name: 'Staff Menu' })).toBeVisible();
  expect((await director.request.get('/api/children')).status()).toBe(200);
});
