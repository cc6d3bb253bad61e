import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { e2eDir, freePort, root, type RunningServer, startServer } from '../../app-server.ts';
import { expectAccessible } from '../../fixtures.ts';

// Issue 39: a production centre (no demo) starts with `npm run create-director`; that
// director's first sign-in leads through the centre's set-up, each step skippable, and the
// dashboard comes after it. This spec starts its own server with no demo: the demo centre
// counts as set up already.

const dataDir = path.join(e2eDir, 'data', 'first-start');
const production = { DEMO: '0' };
let server: RunningServer;
let password: string;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  fs.rmSync(dataDir, { recursive: true, force: true });
  // As the README tells a centre: the first director, with a generated password (no terminal).
  const printed = execFileSync(
    'npx',
    [
      'tsx',
      'server/cli/create-director.ts',
      '--email',
      'dana@maplegrove.example',
      '--name',
      'Dana Whitfield',
    ],
    {
      cwd: root,
      env: { ...process.env, ...production, DATA_DIR: dataDir },
      input: '',
      encoding: 'utf8',
    },
  );
  password = /Generated password \(shown once\): (\S+)/.exec(printed)![1]!;
  server = await startServer({ port: await freePort(), dataDir, env: production });
});
test.afterAll(() => server?.stop());

test('the first director is led through the set-up, skips what can wait, and lands on the dashboard', async ({
  page,
}) => {
  test.slow();
  await page.goto(`${server.url}/login`);
  await page.getByLabel('Email').fill('dana@maplegrove.example');
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();

  await expect(page).toHaveURL(/\/setup$/);
  await expect(page.getByRole('heading', { name: 'Set up your centre' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Step 1 of 4: Centre details' })).toBeVisible();
  await expectAccessible(page);

  const card = page.getByRole('region', { name: 'Centre', exact: true });
  await card.getByLabel('Centre name').fill('Maple Grove Early Learning');
  await card.getByRole('button', { name: 'Save Centre Details' }).click();
  await expect(
    page.getByText('Centre details saved: Maple Grove Early Learning.', { exact: true }),
  ).toBeVisible();
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Maple Grove Early Learning' }),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Next' }).click();
  // A new centre starts with the spec's four rooms.
  await expect(page.getByRole('heading', { name: 'Step 2 of 4: Rooms' })).toBeFocused();
  await expect(page.getByRole('heading', { name: 'Toddler Room' })).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Step 3 of 4: Opening hours' })).toBeFocused();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Step 4 of 4: Staff' })).toBeFocused();
  await expect(page.getByRole('list', { name: 'Your team' })).toContainText('Dana Whitfield');
  await page.getByRole('button', { name: 'Finish' }).click();

  await expect(page.getByRole('heading', { name: 'Welcome to Staff Dashboard' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  // Finished once: the dashboard opens as itself from now on.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Welcome to Staff Dashboard' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});
