import { defineConfig, devices } from '@playwright/test';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

/**
 * The built app on embedded databases with the demo centre, driven in Debian's Chromium
 * headless shell (Playwright's own browser download is not reachable on these machines;
 * scripts/ensure-chromium.sh installs it).
 */
export default defineConfig({
  testDir: 'e2e/specs',
  // Builds the app and prepares the data folder every spec file's server starts from
  // (e2e/fixtures.ts): each file has its own demo centre, so files run in any order.
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  // Two cores run a server, a browser and axe per worker, and CI's machine may be busy
  // with other work beside them: a screen that draws in 1 s alone took over 7 s there
  // (2026-11-27). Waits are for what a person would see; how long is not what is tested.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    // A trace records the screen all through every test: it tripled the browser's GPU and
    // main processes' time (2026-11-28: 32 tests, the browser's processes 181 s of processor
    // time with it, 80 s without) and is read by no one on CI. To look into a failure:
    // `npx playwright test <spec> --trace retain-on-failure`.
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
});
