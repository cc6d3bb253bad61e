/**
 * The benchmarks' server: a centre with years of history (bench/dashboard-dataset.ts) in its
 * own data folder (or PostgreSQL database), kept between runs, served by the compiled server
 * (`node dist/server/main.js`, as `npm start` runs it) in a process of its own.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { ensureCentreDefaults } from '../server/db/centre-defaults.ts';
import { type Database, openPglite, openPostgres } from '../server/db/client.ts';
import { embeddedDbDir } from '../server/db/pglite-thread.ts';
import { throttleCounters } from '../server/db/schema/index.ts';
import { centreNow } from '../server/lib/centre-time.ts';
import { systemClock } from '../server/lib/clock.ts';
import { hashPassword } from '../server/lib/passwords.ts';
import { benchDirector, buildDashboardDataset } from './dashboard-dataset.ts';

export const root = path.resolve(import.meta.dirname, '..');
export type DatabaseKind = 'pglite' | 'postgres';
const postgresAdmin =
  process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Bumped when the dataset changes (2: staff duty periods; 3: vacuumed as the nightly upkeep
 * leaves it), so a stale one is rebuilt.
 */
const datasetVersion = 3;

/** Where the dataset of `years` lives: a data folder, or a database on the local server. */
function location(
  years: number,
  kind: DatabaseKind,
): { env: Record<string, string>; dir?: string; name: string } {
  const name = `bench_${String(years).replace('.', '_')}y_v${datasetVersion}`;
  return kind === 'pglite'
    ? { env: { DATA_DIR: path.join(root, '.tmp', name) }, dir: path.join(root, '.tmp', name), name }
    : { env: { DATABASE_URL: postgresAdmin.replace(/\/[^/]*$/, `/daycare_${name}`) }, name };
}

/** A new run signs in afresh: the last run's sign-ins no longer count against the address. */
async function forgetSignIns(database: Database) {
  await database.db.delete(throttleCounters);
  await database.close();
}

/** Builds the dataset once (minutes for 20 years) and reuses it on later runs. */
export async function prepareDataset(
  years: number,
  kind: DatabaseKind,
): Promise<Record<string, string>> {
  const where = location(years, kind);
  let database: Database;
  if (kind === 'pglite') {
    const ready = path.join(where.dir!, '.dataset-ready');
    if (fs.existsSync(ready)) {
      await forgetSignIns(await openPglite({ dataDir: embeddedDbDir(where.dir!) }));
      return where.env;
    }
    fs.rmSync(where.dir!, { recursive: true, force: true });
    database = await openPglite({ dataDir: embeddedDbDir(where.dir!) });
  } else {
    const admin = new pg.Client({ connectionString: postgresAdmin });
    await admin.connect();
    const dbName = `daycare_${where.name}`;
    const exists = await admin.query('select 1 from pg_database where datname = $1', [dbName]);
    if (exists.rowCount) {
      const probe = await openPostgres(where.env.DATABASE_URL!);
      const done = await probe.db
        .execute(sql`select 1 from users where email = ${benchDirector.email}`)
        .catch(() => ({ rows: [] }));
      await probe.close();
      if ((done as { rows: unknown[] }).rows.length) {
        await admin.end();
        await forgetSignIns(await openPostgres(where.env.DATABASE_URL!));
        return where.env;
      }
      await admin.query(`drop database ${dbName}`);
    }
    await admin.query(`create database ${dbName}`);
    await admin.end();
    database = await openPostgres(where.env.DATABASE_URL!);
  }
  const started = performance.now();
  await database.migrate();
  await ensureCentreDefaults(database.db, 'Benchmark Centre');
  const { today } = await centreNow(database.db, systemClock);
  const counts = await buildDashboardDataset(
    database.db,
    today,
    await hashPassword(benchDirector.password),
    years,
  );
  // As the product's nightly upkeep leaves it (server/modules/system/analyze-job.ts).
  const upkeep = performance.now();
  await database.db.execute(sql`vacuum (analyze)`);
  console.log(`vacuum (analyze) took ${((performance.now() - upkeep) / 1000).toFixed(1)} s`);
  await database.close();
  if (kind === 'pglite') fs.writeFileSync(path.join(where.dir!, '.dataset-ready'), today);
  console.log(
    `built the ${years}-year dataset on ${kind} in ${((performance.now() - started) / 1000).toFixed(0)} s: ` +
      Object.entries(counts)
        .map(([k, v]) => `${v} ${k}`)
        .join(', '),
  );
  return where.env;
}

/** The dataset's database itself (no server on it), for a benchmark to put back what it did. */
export const openDataset = (env: Record<string, string>): Promise<Database> =>
  env.DATA_DIR
    ? openPglite({ dataDir: embeddedDbDir(env.DATA_DIR) })
    : openPostgres(env.DATABASE_URL!);

/**
 * More of the server's environment for a benchmark run: BENCH_SERVER_ENV="NAME=value …"
 * (e.g. MALLOC_ARENA_MAX=2, which the C library reads only when the process starts).
 */
export const serverEnv = (): Record<string, string> =>
  Object.fromEntries(
    (process.env.BENCH_SERVER_ENV ?? '')
      .split(' ')
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
  );

/** The production server's settings for a benchmark on 127.0.0.1:`port`. */
export const benchServerSettings = (port: number): Record<string, string> => ({
  NODE_ENV: 'production',
  SECRET_KEY: 'bench-secret-key-bench-secret-key-0123',
  HOST: '127.0.0.1',
  PORT: String(port),
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  LOG_LEVEL: 'warn',
  BACKUP_TIME: 'off',
});

export type BenchServer = { base: string; process: ChildProcess; stop: () => Promise<void> };

/** The compiled server on `env`'s database, answering on 127.0.0.1:`port`. */
export async function startServer(env: Record<string, string>, port: number): Promise<BenchServer> {
  if (!fs.existsSync(path.join(root, 'dist/server/main.js')))
    throw new Error('No compiled server: run `npm run build` first');
  // BENCH_NODE_ARGS (e.g. "--cpu-prof --cpu-prof-dir=.tmp/profiles") profiles a run.
  const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, 'dist/server/main.js'], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      ...benchServerSettings(port),
      ...serverEnv(),
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    if (performance.now() - started > 60_000) throw new Error('the server did not start');
    const up = await fetch(`${base}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    base,
    process: child,
    stop: async () => {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Signs in and returns the Cookie header the browser would send. */
export async function signIn(
  base: string,
  account: { email: string; password: string },
  portal: 'staff' | 'parent',
): Promise<string> {
  const res = await fetch(`${base}/api/auth/${portal}/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...account, rememberMe: false }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** The server process's resident memory, in MiB (Linux). */
export function rssMiB(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
}
