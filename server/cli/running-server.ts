import fs from 'node:fs';
import path from 'node:path';

/** The pid of the server holding this data folder's embedded database, if one is running. */
export function runningServer(dataDir: string): number | null {
  const file = path.join(dataDir, 'server.pid');
  if (!fs.existsSync(file)) return null;
  const pid = Number(fs.readFileSync(file, 'utf8'));
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null; // a pid file left by a process that is gone
  }
}
