import fs from 'node:fs';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
// @ts-expect-error -- a plain JavaScript build script, without type declarations
import { catalogPlugin } from './scripts/catalogs.mjs';
// @ts-expect-error -- a plain JavaScript build script, without type declarations
import { precompress } from './scripts/precompress.mjs';
// @ts-expect-error -- a plain JavaScript build script, without type declarations
import { writeRoutePages } from './scripts/route-pages.mjs';
import { routePreloads } from './client/route-preloads.ts';

const outDir = path.resolve(import.meta.dirname, process.env.CLIENT_DIR ?? 'dist/client');

export default defineConfig({
  root: 'client',
  plugins: [
    react(),
    tailwindcss(),
    catalogPlugin(),
    {
      // Each first screen's own page (its modules preloaded), brotli and gzip copies of every
      // file, then the stamp `npm start` compares with the
      // sources to decide whether to rebuild.
      name: 'precompress-and-stamp',
      apply: 'build',
      async closeBundle() {
        if (!fs.existsSync(outDir)) return;
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
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
});
