import os from 'node:os';
import { defineConfig } from 'vitest/config';
// @ts-expect-error -- a plain JavaScript build script, without type declarations
import { catalogPlugin } from './scripts/catalogs.mjs';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one file at a time on this
    // project's 2-core machines. Files are independent (each API file has its own database).
    maxWorkers: os.availableParallelism(),
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'contract/**/*.test.ts',
            'server/lib/**/*.test.ts',
            'server/config.test.ts',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        // Component tests (jsdom) resolve the language chunks i18n.ts names, as the build does;
        // only they pay for compiling the catalogues.
        plugins: [catalogPlugin()],
        test: {
          name: 'client',
          include: ['client/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['client/i18n/test-setup.ts'],
          // React's development build renders a screen in jsdom in up to 4 s on a busy 2-core
          // machine; the default 5 s left no margin.
          testTimeout: 15_000,
        },
      },
      {
        test: {
          name: 'api',
          include: [
            'server/modules/**/*.test.ts',
            'server/access/**/*.test.ts',
            'server/plugins/**/*.test.ts',
            'server/db/**/*.test.ts',
            'server/cli/**/*.test.ts',
          ],
          globalSetup: ['test/api/global-setup.ts'],
          // Each file gets its own database: files run in parallel, tests in a file in order.
          pool: 'forks',
          // A worker keeps the modules it loaded for its next file: every file loads the whole
          // app, and loading it again for each of ~90 files was most of this project's time
          // (decision 052). The files share no state but their modules' (no mocks, no stubbed
          // globals: each makes its own app, clock and database).
          isolate: false,
          testTimeout: 20_000,
          // Making a file's database and app waits behind the other worker on a busy machine.
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
