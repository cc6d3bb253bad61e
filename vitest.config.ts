import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'contract/**/*.test.ts',
            'server/lib/**/*.test.ts',
            'server/config.test.ts',
            'client/**/*.test.{ts,tsx}',
          ],
          environment: 'node',
          setupFiles: ['client/i18n/test-setup.ts'],
        },
      },
      {
        test: {
          name: 'api',
          include: [
            'server/modules/**/*.test.ts',
            'server/plugins/**/*.test.ts',
            'server/db/**/*.test.ts',
            'server/cli/**/*.test.ts',
          ],
          globalSetup: ['test/api/global-setup.ts'],
          // Each file gets its own database: files run in parallel, tests in a file in order.
          pool: 'forks',
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
