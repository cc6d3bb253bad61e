/**
 * Cold start: from starting the process on an existing data folder with an up-to-date build
 * to the first served page (GET / answering 200 with the app's HTML), two ways: the compiled
 * server itself (`node dist/server/main.js`) and the README's command (`npm start`, which
 * first checks that the build is current).
 * Usage: npm run bench -- cold-start   (builds first if needed; prints each run and the medians)
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.join(root, '.tmp/bench-cold-start');
const port = 3190;
const runs = Number(process.env.RUNS ?? 5);

/** Waits until nothing answers on the port, so the next run cannot meet the last server. */
async function portFree(): Promise<void> {
  for (;;) {
    try {
      await fetch(`http://127.0.0.1:${port}/`);
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

type Command = { label: string; file: string; args: string[] };
const compiled: Command = {
  label: 'node dist/server/main.js',
  file: process.execPath,
  args: ['dist/server/main.js'],
};
const npmStart: Command = { label: 'npm start', file: 'npm', args: ['start', '--silent'] };

async function startOnce(command: Command): Promise<number> {
  const started = performance.now();
  const child = spawn(command.file, command.args, {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
    // Its own process group: `npm start` runs node under a shell, and all of them must stop.
    detached: true,
  });
  try {
    for (;;) {
      if (performance.now() - started > 60_000) throw new Error('server did not start in 60 s');
      try {
        const res = await fetch(`http://127.0.0.1:${port}/`);
        if (res.ok && (await res.text()).includes('<div id="root">'))
          return performance.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    const exited = new Promise((r) => child.once('exit', r));
    process.kill(-child.pid!, 'SIGTERM');
    await exited;
    await portFree();
  }
}

export async function coldStart(): Promise<void> {
  fs.rmSync(dataDir, { recursive: true, force: true });
  const first = await startOnce(npmStart);
  console.log(
    `first start on an empty folder (build if stale, migrate, demo seed): ${first.toFixed(0)} ms`,
  );
  for (const command of [compiled, npmStart]) {
    const times: number[] = [];
    for (let i = 0; i < runs; i++) {
      const ms = await startOnce(command);
      times.push(ms);
      console.log(`${command.label}, restart ${i + 1}: ${ms.toFixed(0)} ms`);
    }
    times.sort((a, b) => a - b);
    console.log(
      `${command.label} to a served page, existing data folder: median ${times[Math.floor(runs / 2)]!.toFixed(0)} ms over ${runs} runs`,
    );
  }
}
