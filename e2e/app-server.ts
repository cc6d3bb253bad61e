import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';

/**
 * The built app as the e2e tests meet it: `node dist/server/main.js` on a data folder of its
 * own. The global set-up makes one prepared folder (migrated, demo centre seeded, the demo
 * accounts signed in); every spec file starts its server on a fresh copy of it, so no spec
 * sees what another one changed.
 */
export const root = path.resolve(import.meta.dirname, '..');
export const e2eDir = path.join(root, '.tmp', 'e2e');
export const templateDir = path.join(e2eDir, 'template');

/**
 * A port no one is listening on, from the system. Fixed ports let two runs on one machine
 * (a developer's and CI's, or two worktrees') reach each other's servers: a health check
 * answered by the other run's server looked like our own start, and its pages like ours.
 */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export const serverEnv = (
  port: number,
  dataDir: string,
  extra: NodeJS.ProcessEnv = {},
): NodeJS.ProcessEnv => ({
  ...process.env,
  ...extra,
  PORT: String(port),
  HOST: '127.0.0.1',
  // A spec may name its own (passkeys need a host name, not an address: decision 071).
  PUBLIC_URL: extra.PUBLIC_URL ?? `http://127.0.0.1:${port}`,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  // The demo centre's nightly backup has no place in a test run.
  BACKUP_TIME: 'off',
});

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

/** Starts a server process and resolves once it answers its health check. */
export async function startServer(options: {
  port: number;
  dataDir: string;
  command?: string[];
  timeoutMs?: number;
  /** More of the environment: `DEMO: '0'` starts a production-like centre with no demo. */
  env?: NodeJS.ProcessEnv;
}): Promise<RunningServer> {
  const url = `http://127.0.0.1:${options.port}`;
  const [command, ...args] = options.command ?? ['node', path.join(root, 'dist/server/main.js')];
  const child = spawn(command!, args, {
    cwd: root,
    env: serverEnv(options.port, options.dataDir, options.env),
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + (options.timeoutMs ?? 120_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server on ${url} exited at start`);
    try {
      // Ours only while our process lives: a server that lost the port to another exits.
      if ((await fetch(`${url}/api/health`)).ok && child.exitCode === null) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server on ${url} did not answer in time`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, stop: () => stopChild(child, exited) };
}

async function stopChild(child: ChildProcess, exited: Promise<void>) {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  const killed = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(killed);
}

/** A fresh copy of the prepared data folder, for one spec file's server. */
export function freshDataDir(name: string): string {
  const dir = path.join(e2eDir, 'data', name);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.cpSync(templateDir, dir, { recursive: true });
  fs.rmSync(path.join(dir, 'server.pid'), { force: true });
  return dir;
}

export const storageStateFile = (who: string) => path.join(e2eDir, 'auth', `${who}.json`);
