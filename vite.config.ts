import fs from 'node:fs';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
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
    // JSX for React's automatic runtime, and Fast Refresh in development.
    react(),
    tailwindcss(),
    catalogPlugin(),
    // The staff portal installs like an app on the door's tablet: a web app manifest, and a
    // service worker that keeps the app shell (the page, scripts, styles, language chunks,
    // icons) so it opens without a connection. People's data is never cached by it: the API
    // and uploaded files always go to the network. Registered by main.tsx after load.
    VitePWA({
      injectRegister: false,
      registerType: 'autoUpdate',
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
      manifest: {
        id: '/',
        // The software's own words: the centre's name is the centre's, shown inside the app
        // (decision 060), and a manifest is one file for every centre.
        name: 'Child Care Staff Portal',
        short_name: 'Staff Portal',
        description: 'The child-care portal: attendance, reports and families.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        theme_color: '#1d4ed8',
        background_color: '#fffbeb',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          {
            src: '/icons/maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      workbox: {
        globPatterns: ['index.html', 'assets/**/*.{js,css,woff2}', 'icons/*.png', 'favicon.svg'],
        // Online, a page comes from the server, which preloads the reader's language in it
        // (decisions 029, 056); never stored, as it varies by who asks.
        // Offline, any address opens the cached page: the app.
        // No navigation is answered from the cache first ('/' included): the route below.
        navigateFallback: null,
        directoryIndex: '',
        runtimeCaching: [
          {
            urlPattern: ({ request, url }) =>
              request.mode === 'navigate' && !/^\/(api|uploads)\//.test(url.pathname),
            handler: 'NetworkOnly',
            options: {
              precacheFallback: { fallbackURL: '/index.html' },
            },
          },
        ],
        // The language chunks and screens are many small files; none is near this.
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        cleanupOutdatedCaches: true,
        // A new build takes over at once, and the page that installed it is kept from the
        // first visit: the tablet at the door works offline the same day it is set up.
        skipWaiting: true,
        clientsClaim: true,
      },
    }),
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
      output: {
        codeSplitting: {
          groups: [
            {
              // What the entry imports, every page runs: one file instead of thirty (React,
              // React DOM, React Router, the language's code, the route guards). The sign-in
              // pages' and the portals' own modules are left to the bundler, per screen.
              name: 'app',
              tags: ['$initial'],
              // The entry's own module stays the entry chunk (index.html names it).
              test: (id) => !/[\\/]client[\\/](main\.tsx|index\.html)$/.test(id),
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
});
