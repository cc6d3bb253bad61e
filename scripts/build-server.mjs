// Compiles the server once (esbuild), so `npm start` runs plain node: no TypeScript transform
// at every start. Dependencies stay in node_modules (imported, not bundled); the server's own
// modules become a few files in dist/server, with a source map for readable stack traces.
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');

export async function buildServer() {
  // A clean folder: chunks of an earlier build must not linger beside the new ones.
  fs.rmSync(path.join(root, 'dist/server'), { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: { main: 'server/main.ts' },
    outdir: 'dist/server',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    // Dependencies are bundled too: Node's module loader spent more time finding and reading
    // their hundreds of files than running them. These stay in node_modules: native addons,
    // packages that read files beside their own code, and those the server loads on demand.
    external: [
      '@electric-sql/pglite',
      '@node-rs/argon2',
      'sharp',
      'pdfkit',
      '@aws-sdk/*',
      'nodemailer',
      'file-type',
      '@fastify/swagger-ui',
      'pino',
      'pino-pretty',
      'pg-native',
    ],
    // Bundled CommonJS packages call require(): give the ES module one.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    sourcemap: true,
    logLevel: 'warning',
  });
  // The embedded database's worker thread is plain JavaScript, started by its path.
  fs.copyFileSync(
    path.join(root, 'server/db/pglite-thread-worker.mjs'),
    path.join(root, 'dist/server/pglite-thread-worker.mjs'),
  );
  // `npm start` compares this stamp with the sources to decide whether to rebuild.
  fs.writeFileSync(path.join(root, 'dist/server/.build-stamp'), new Date().toISOString());
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer();
