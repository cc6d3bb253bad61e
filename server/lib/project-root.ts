import fs from 'node:fs';
import path from 'node:path';

/**
 * The folder holding the project's package.json: found by walking up from this module, so
 * the same code works run from its sources (server/lib) and compiled (dist/server).
 */
export const projectRoot = (() => {
  let dir = import.meta.dirname;
  for (;;) {
    if (fs.existsSync(path.join(dir, 'package.json')) && fs.existsSync(path.join(dir, 'server')))
      return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('The project folder (with package.json) was not found');
    dir = parent;
  }
})();
