// What `npm start` rebuilds (scripts/start.mjs): a build is stale when any of its inputs
// changed after its stamp was written. Kept apart so a test can check the lists.
import fs from 'node:fs';
import path from 'node:path';

const shared = ['contract', 'package.json', 'package-lock.json', 'tsconfig.json'];

/**
 * The web app: its code, the four languages' catalogues (compiled into its chunks), and the
 * build's own configuration and plugins.
 */
export const clientInputs = [
  'client',
  'locales',
  'vite.config.ts',
  'scripts/catalogs.mjs',
  'scripts/route-pages.mjs',
  'scripts/precompress.mjs',
  'scripts/build-client.mjs',
  'scripts/build-progress.mjs',
  ...shared,
];

/**
 * The server: its code and its build script. (It reads the catalogues at start, so a change
 * in locales/ needs a restart, not a build.)
 */
export const serverInputs = ['server', 'scripts/build-server.mjs', ...shared];

function newestMtime(p) {
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(p))
    newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

/** Whether `stamp` (written by a build) is missing or older than any of `inputs` under `root`. */
export function stale(root, stamp, inputs) {
  if (!fs.existsSync(stamp)) return true;
  const built = fs.statSync(stamp).mtimeMs;
  return inputs.some(
    (i) => fs.existsSync(path.join(root, i)) && newestMtime(path.join(root, i)) > built,
  );
}
