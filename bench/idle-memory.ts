/**
 * The server's resident memory when idle (issue 37): the compiled server started as
 * `npm start` runs it (`node dist/server/main.js`), a director and a parent signed in, the
 * staff and the parent dashboard opened once in Chromium (every call they make), then a
 * quiet minute; then the process's VmRSS, and where it goes: each thread's V8 heap (through
 * bench/memory-probe.mjs), the embedded database's WebAssembly memory (its mapping in
 * /proc/<pid>/smaps) and the rest (code, Node's own, malloc).
 * Usage: npm run bench -- idle-memory   (after `npm run build`; DATABASE=postgres or
 * DATABASE=pglite for one database, both by default; RUNS=3; QUIET=60 seconds; DATASET=2y
 * for the 2-year dataset of bench/dashboard-dataset.ts instead of a fresh demo centre;
 * BENCH_NODE_ARGS for the server's node flags, BENCH_SERVER_ENV="NAME=value …" for more of
 * its environment)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type DatabaseKind, prepareDataset, root, serverEnv, signIn } from './bench-server.ts';
import { benchDirector, benchParent } from './dashboard-dataset.ts';
import { screenCalls } from './screen-calls.ts';

const runs = Number(process.env.RUNS ?? 3);
const quietSeconds = Number(process.env.QUIET ?? 60);
const kinds = (process.env.DATABASE ?? 'pglite,postgres').split(',') as DatabaseKind[];
const dataset = process.env.DATASET ?? 'demo';
const port = 3195;
const postgresAdmin =
  process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const MiB = 1024 * 1024;

type Probe = { threadId: number; heapTotal: number; heapUsed: number; external: number };

/** VmRSS, and the resident part of the embedded database's WebAssembly memory, in MiB. */
function residentMiB(pid: number): { rss: number; wasm: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const rss = Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
  type Mapping = { start: bigint; end: bigint; access: string; rss: number };
  const mappings: Mapping[] = [];
  for (const line of fs.readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const range = /^([0-9a-f]+)-([0-9a-f]+) (\S+)/.exec(line);
    if (range)
      mappings.push({
        start: BigInt(`0x${range[1]}`),
        end: BigInt(`0x${range[2]}`),
        access: range[3]!,
        rss: 0,
      });
    const resident = /^Rss:\s+(\d+) kB/.exec(line);
    if (resident && mappings.length) mappings.at(-1)!.rss = Number(resident[1]) / 1024;
  }
  // V8 reserves a WebAssembly memory's whole addressable range (8 GiB) up front and makes
  // its first part readable and writable as the memory grows: that part is PGlite's memory.
  let wasm = 0;
  for (const reserved of mappings) {
    if (reserved.access !== '---p' || reserved.end - reserved.start < 4n << 30n) continue;
    wasm += mappings.find((m) => m.end === reserved.start && m.access === 'rw-p')?.rss ?? 0;
  }
  return { rss, wasm };
}

async function start(env: Record<string, string>, probe: string): Promise<ChildProcess> {
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(
    process.execPath,
    [...nodeArgs, '--import', './bench/memory-probe.mjs', 'dist/server/main.js'],
    {
      cwd: root,
      env: {
        PATH: process.env.PATH ?? '',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        LOG_LEVEL: 'warn',
        BACKUP_TIME: 'off',
        MEMORY_PROBE: probe,
        ...serverEnv(),
        ...env,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (performance.now() - started > 120_000) throw new Error('the server did not start');
    const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return child;
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A fresh demo centre (a new data folder or database), or the kept 2-year dataset. */
async function prepare(kind: DatabaseKind, run: number) {
  if (dataset === '2y') {
    return {
      env: await prepareDataset(2, kind),
      staff: benchDirector,
      parent: benchParent(7),
      cleanUp: async () => {},
    };
  }
  const demo = { staff: { email: 'director@example.com', password: 'daycare-demo' } };
  const parent = { email: 'parent@example.com', password: 'daycare-demo' };
  if (kind === 'pglite') {
    const dir = path.join(root, '.tmp', `bench-idle-memory-${run}`);
    fs.rmSync(dir, { recursive: true, force: true });
    return {
      env: { DATA_DIR: dir },
      ...demo,
      parent,
      cleanUp: async () => fs.rmSync(dir, { recursive: true, force: true }),
    };
  }
  const name = `daycare_bench_idle_memory_${run}`;
  const admin = new pg.Client({ connectionString: postgresAdmin });
  await admin.connect();
  await admin.query(`drop database if exists ${name}`);
  await admin.query(`create database ${name}`);
  await admin.end();
  const dir = path.join(root, '.tmp', `bench-idle-memory-pg-${run}`);
  fs.rmSync(dir, { recursive: true, force: true });
  return {
    env: { DATABASE_URL: postgresAdmin.replace(/\/[^/]*$/, `/${name}`), DEMO: '1', DATA_DIR: dir },
    ...demo,
    parent,
    cleanUp: async () => {
      fs.rmSync(dir, { recursive: true, force: true });
      const again = new pg.Client({ connectionString: postgresAdmin });
      await again.connect();
      await again.query(`drop database if exists ${name}`);
      await again.end();
    },
  };
}

export async function idleMemoryBench(): Promise<void> {
  for (const kind of kinds) {
    const rows: string[] = [];
    for (let run = 1; run <= runs; run++) {
      const { env, staff, parent, cleanUp } = await prepare(kind, run);
      const probe = path.join(os.tmpdir(), `idle-memory-${process.pid}-${run}`);
      const load = os.loadavg()[0]!.toFixed(1);
      const child = await start(env, probe);
      try {
        const base = `http://127.0.0.1:${port}`;
        const afterStart = residentMiB(child.pid!).rss;
        await screenCalls(base, '/', await signIn(base, staff, 'staff'));
        await screenCalls(base, '/parent-dashboard', await signIn(base, parent, 'parent'));
        const afterDashboards = residentMiB(child.pid!).rss;
        await new Promise((r) => setTimeout(r, quietSeconds * 1000));
        const { rss, wasm } = residentMiB(child.pid!);
        const threads = fs
          .readdirSync(path.dirname(probe))
          .filter((f) => f.startsWith(path.basename(probe) + '.'))
          .map((f) => JSON.parse(fs.readFileSync(path.join(path.dirname(probe), f), 'utf8')))
          .sort((a: Probe, b: Probe) => a.threadId - b.threadId) as Probe[];
        const heaps = threads
          .map(
            (t) =>
              `${t.threadId === 0 ? 'server' : `thread ${t.threadId}`} heap ` +
              `${(t.heapUsed / MiB).toFixed(0)}/${(t.heapTotal / MiB).toFixed(0)}, ` +
              `external ${(t.external / MiB).toFixed(0)}`,
          )
          .join('; ');
        rows.push(
          `| ${run} | ${load} | ${afterStart.toFixed(0)} | ${afterDashboards.toFixed(0)} | ` +
            `**${rss.toFixed(0)}** | ${wasm.toFixed(0)} | ${heaps} |`,
        );
        for (const f of fs.readdirSync(path.dirname(probe)))
          if (f.startsWith(path.basename(probe) + '.'))
            fs.rmSync(path.join(path.dirname(probe), f));
      } finally {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
        await cleanUp();
      }
    }
    console.log(
      `\n${kind}, ${dataset === '2y' ? 'the 2-year dataset' : 'a fresh demo centre'}, ` +
        `${quietSeconds} s quiet (MiB)`,
    );
    console.log(
      '| run | load | RSS started | after the dashboards | **idle** | of it WebAssembly | V8 heaps used/total, external |',
    );
    console.log('| --- | --- | --- | --- | --- | --- | --- |');
    for (const row of rows) console.log(row);
  }
}
