import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, expect, type Page, test as base } from '@playwright/test';
import { type AccountName, accounts, demoPassword } from './accounts.ts';
import {
  freePort,
  freshDataDir,
  type RunningServer,
  startServer,
  storageStateFile,
} from './app-server.ts';

export { accounts, demoPassword, type AccountName };

/** The running server of this worker and the spec file it was started for. */
interface WorkerServer {
  port: number;
  current: { file: string; server: RunningServer } | null;
}

/**
 * Each worker has its own port; each spec file gets a server on a fresh copy of the prepared
 * data folder (e2e/global-setup.ts), started before its first test and kept for the file's
 * other tests, which run in order. So a spec sees the demo centre as seeded, whatever other
 * files did, and can run alone or in any order.
 */
export const test = base.extend<{ specServer: void }, { workerServer: WorkerServer }>({
  workerServer: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const state: WorkerServer = { port: await freePort(), current: null };
      await use(state);
      await state.current?.server.stop();
    },
    { scope: 'worker' },
  ],
  specServer: [
    async ({ workerServer }, use, testInfo) => {
      if (workerServer.current?.file !== testInfo.file) {
        await workerServer.current?.server.stop();
        workerServer.current = null;
        const name = `worker-${testInfo.parallelIndex}`;
        const server = await startServer({ port: workerServer.port, dataDir: freshDataDir(name) });
        workerServer.current = { file: testInfo.file, server };
      }
      await use();
    },
    { auto: true, timeout: 180_000 },
  ],
  baseURL: async ({ workerServer }, use) => {
    await use(`http://127.0.0.1:${workerServer.port}`);
  },
});

type Cookies = Parameters<BrowserContext['addCookies']>[0];
const storedCookies = new Map<AccountName, Cookies>();

/**
 * Opens the account's portal already signed in: its session was made once for the run
 * (e2e/global-setup.ts) and is in every spec's data. Only the sign-in specs use the form
 * (`loginWithForm`). `path` opens another page of the portal instead of its dashboard.
 */
export async function login(page: Page, who: AccountName, path?: string) {
  const account = accounts[who];
  if (!storedCookies.has(who))
    storedCookies.set(who, JSON.parse(fs.readFileSync(storageStateFile(who), 'utf8')).cookies);
  await page.context().addCookies(storedCookies.get(who)!);
  await page.goto(path ?? (account.portal === 'staff' ? '/' : '/parent-dashboard'));
  // A page opened afresh asks the dashboard's first answers at once (its route loader); once
  // nothing is in flight, what the test clicks no longer moves.
  await page.waitForLoadState('networkidle');
  await nextFrame(page);
}

/** Signs in through the real login page, the way a person does. */
export async function loginWithForm(
  page: Page,
  who: AccountName,
  options: { rememberMe?: boolean } = {},
) {
  const account = accounts[who];
  await page.goto(account.portal === 'staff' ? '/login' : '/parent-login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(demoPassword);
  if (options.rememberMe) await page.getByLabel(/remember me/i).check();
  const settled = dashboardSettled(page, account.portal);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(
    account.portal === 'staff' ? /\/$|\/dashboard$/ : /\/parent-dashboard$/,
  );
  await settled;
  await nextFrame(page);
}

/**
 * The staff dashboard shows once its top's answers are in (the stat cards, and the ratio
 * alert when a room is out of ratio: a route loader, client/app/screen-data.ts), so its
 * Quick Actions do not move under a click. A test waits for those answers all the same (in
 * any language, hence the answers, not the texts) before the page is drawn.
 */
function dashboardSettled(page: Page, portal: 'staff' | 'parent') {
  if (portal !== 'staff') return Promise.resolve();
  return Promise.all(
    ['/api/dashboard/stats', '/api/dashboard/ratios'].map((p) =>
      page.waitForResponse((r) => new URL(r.url()).pathname === p),
    ),
  );
}

/** The answers are in; the frame that shows them is drawn before the next one begins. */
const nextFrame = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done))));

/**
 * Fails on serious or critical accessibility violations, listing them; `within` limits the
 * scan to part of the page (an open dialog, when the page under it was scanned already),
 * `only` to some rules (a second theme changes colours, nothing else).
 */
export async function expectAccessible(
  page: Page,
  within?: string,
  options: { only?: string[] } = {},
) {
  // In the page itself, violations only. By default a scan also opens a blank tab to merge
  // the frames' results (our pages have no frames) and sends back every rule that passed,
  // with each element it checked, read by no one here. Without both, a stop of the accessibility
  // walk took about a quarter less time (2026-11-28).
  const builder = new AxeBuilder({ page }).setLegacyMode().options({ resultTypes: ['violations'] });
  if (within) builder.include(within);
  if (options.only) builder.withRules(options.only);
  const results = await builder.analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

export { expect };
