// `npm start`: builds what changed since the last build (the web app with Vite, the server
// with esbuild), then runs the compiled server (API + built app) in this process with plain
// node. One command for a newcomer; a restart with nothing changed goes straight to the
// server.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
// The same variable tells the server where the app is and the build where to write it.
const clientDir = path.resolve(root, process.env.CLIENT_DIR ?? 'dist/client');
const serverDir = path.join(root, 'dist/server');

function newestMtime(p) {
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(p))
    newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

/** Whether `stamp` (written by a build) is older than any of `inputs`. */
function stale(stamp, inputs) {
  if (!fs.existsSync(stamp)) return true;
  const built = fs.statSync(stamp).mtimeMs;
  return inputs.some(
    (i) => fs.existsSync(path.join(root, i)) && newestMtime(path.join(root, i)) > built,
  );
}

const shared = ['contract', 'package.json', 'package-lock.json'];
if (
  stale(path.join(clientDir, '.build-stamp'), [
    'client',
    'vite.config.ts',
    'preact-compat.ts',
    ...shared,
  ])
) {
  console.log('Building the web app...');
  const vite = path.join(root, 'node_modules/.bin/vite');
  const result = spawnSync(vite, ['build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
const serverStamp = path.join(serverDir, '.build-stamp');
if (stale(serverStamp, ['server', 'scripts/build-server.mjs', ...shared])) {
  console.log('Building the server...');
  // esbuild loads only when it is needed: a restart with nothing changed skips it.
  const { buildServer } = await import('./build-server.mjs');
  await buildServer();
}

await import(pathToFileURL(path.join(serverDir, 'main.js')).href);
