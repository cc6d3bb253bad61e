import fs from 'node:fs';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import preact from '@preact/preset-vite';
import { defineConfig } from 'vite';
// @ts-expect-error -- a plain JavaScript build script, without type declarations
import { catalogPlugin } from './scripts/catalogs.mjs';
// @ts-expect-error -- a plain JavaScript build script, without type declarations
import { precompress } from './scripts/precompress.mjs';
// @ts-expect-error -- a plain JavaScript build script, without type declarations
import { writeRoutePages } from './scripts/route-pages.mjs';
import { noReactInBuild, preactAliases } from './preact-compat.ts';
import { routePreloads } from './client/route-preloads.ts';

const outDir = path.resolve(import.meta.dirname, process.env.CLIENT_DIR ?? 'dist/client');

export default defineConfig({
  root: 'client',
  resolve: { alias: preactAliases },
  plugins: [
    // JSX for Preact and its hot reload in development; the React aliases are our own list.
    preact({ reactAliasesEnabled: false }),
    noReactInBuild(),
    tailwindcss(),
    catalogPlugin(),
    {
      // Each first screen's own page (its modules preloaded), brotli and gzip copies of every
      // file, then the stamp `npm start` compares with the
      // sources to decide whether to rebuild.
      name: 'precompress-and-stamp',
      apply: 'build',
      // After the files are written, and only when the build succeeded (a failed one keeps
      // its own error instead of one about a missing manifest).
      async writeBundle() {
        writeRoutePages(outDir, routePreloads);
        await precompress(outDir);
        fs.writeFileSync(path.join(outDir, '.build-stamp'), new Date().toISOString());
      },
    },
  ],
  build: {
    outDir,
    emptyOutDir: true,
    sourcemap: false,
    // Which chunks each screen needs: bench/first-load.ts adds up what a page downloads.
    manifest: true,
    rolldownOptions: {
      onLog(level, log, handler) {
        // React Router asks React for useOptimistic and does without it when it is missing,
        // as it is in preact/compat (used only with its opt-in transitions, which we do not use).
        if (log.code === 'IMPORT_IS_UNDEFINED' && log.message.includes('`useOptimistic`')) return;
        handler(level, log);
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
});
