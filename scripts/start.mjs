// `npm start`: builds what changed since the last build (the web app with Vite, saying its
// progress; the server with esbuild; what counts: build-inputs.mjs), then runs the compiled
// server (API + built app) in this process with plain node. One command for a newcomer; a
// restart with nothing changed goes straight to the server. Its log is readable lines in a
// terminal and JSON lines otherwise (server/lib/log-output.ts).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { clientInputs, serverInputs, stale } from './build-inputs.mjs';

const root = path.resolve(import.meta.dirname, '..');
// The same variable tells the server where the app is and the build where to write it.
const clientDir = path.resolve(root, process.env.CLIENT_DIR ?? 'dist/client');
const serverDir = path.join(root, 'dist/server');

if (stale(root, path.join(clientDir, '.build-stamp'), clientInputs)) {
  console.log('Building the web app (about a minute the first time)...');
  const result = spawnSync(process.execPath, [path.join(root, 'scripts/build-client.mjs')], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
if (stale(root, path.join(serverDir, '.build-stamp'), serverInputs)) {
  console.log('Building the server...');
  // esbuild loads only when it is needed: a restart with nothing changed skips it.
  const { buildServer } = await import('./build-server.mjs');
  await buildServer();
}

await import(pathToFileURL(path.join(serverDir, 'main.js')).href);
