/**
 * Cold start: from `npm start` (node scripts/start.mjs) on an existing data folder with an
 * up-to-date build, to the first served page (GET / answering 200 with the app's HTML).
 * Usage: npm run bench -- cold-start   (builds first if needed; prints each run and the median)
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.join(root, '.tmp/bench-cold-start');
const port = 3190;
const runs = Number(process.env.RUNS ?? 5);

async function startOnce(): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
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
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

export async function coldStart(): Promise<void> {
  fs.rmSync(dataDir, { recursive: true, force: true });
  const first = await startOnce();
  console.log(
    `first start on an empty folder (migrate + demo seed, build if stale): ${first.toFixed(0)} ms`,
  );
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const ms = await startOnce();
    times.push(ms);
    console.log(`restart ${i + 1}: ${ms.toFixed(0)} ms`);
  }
  times.sort((a, b) => a - b);
  console.log(
    `cold start to a served page, existing data folder: median ${times[Math.floor(runs / 2)]!.toFixed(0)} ms over ${runs} runs`,
  );
}
