// `npm start`: builds the web app when its sources changed since the last build, then runs
// the server (API + built app) in this process. One command for a newcomer, and a restart
// with nothing changed skips the build so the server is up in well under 3 s.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { register } from 'tsx/esm/api';

const root = path.resolve(import.meta.dirname, '..');
// The same variable tells the server where the app is and the build where to write it.
const clientDir = path.resolve(root, process.env.CLIENT_DIR ?? 'dist/client');
const stamp = path.join(clientDir, '.build-stamp');
const inputs = ['client', 'contract', 'vite.config.ts', 'package.json'];

function newestMtime(p) {
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(p))
    newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

const sourcesChanged = () => {
  if (!fs.existsSync(stamp)) return true;
  const built = fs.statSync(stamp).mtimeMs;
  return inputs.some((i) => newestMtime(path.join(root, i)) > built);
};

if (sourcesChanged()) {
  console.log('Building the web app...');
  const vite = path.join(root, 'node_modules/.bin/vite');
  const result = spawnSync(vite, ['build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

register();
await import(path.join(root, 'server/main.ts'));
