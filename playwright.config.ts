import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The built app on a fresh embedded database with the demo centre, driven in Debian's
 * Chromium (Playwright's own browser download is not reachable on these machines).
 */
export default defineConfig({
  testDir: 'e2e/specs',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  // Two cores run the server, two browsers and axe: an accessibility scan alone can take 10 s.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
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
  projects: [
    { name: 'chromium', use: { ...devices['Desktop Chrome'] }, testIgnore: /languages\// },
    // These change the demo accounts' own language and formats: they run after the rest, so
    // no other test meets a director or parent who suddenly reads French.
    {
      name: 'languages',
      use: { ...devices['Desktop Chrome'] },
      testMatch: /languages\/.*\.spec\.ts/,
      dependencies: ['chromium'],
    },
  ],
  webServer: {
    command: `rm -rf .tmp/e2e-data-${port} && node scripts/start.mjs`,
    url: `http://127.0.0.1:${port}/api/health`,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: `.tmp/e2e-data-${port}`,
      LOG_LEVEL: 'warn',
      ...(process.env.CLIENT_DIR ? { CLIENT_DIR: process.env.CLIENT_DIR } : {}),
    },
    reuseExistingServer: false,
    timeout: 120_000,
  },
});
