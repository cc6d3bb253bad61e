/**
 * The dashboard's API calls on a two-year dataset (bench/dashboard-dataset.ts), over real
 * HTTP on 127.0.0.1 with a signed-in director's cookie: 20 warm-up then 200 sequential
 * requests per call (taken in turns, one call after the other), median and p95. Target: every call under 50 ms at the median.
 * Usage: npm run bench -- dashboard   (ANALYZE=1 also refreshes the planner's statistics,
 * which PGlite never does by itself: it runs no autovacuum)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { ensureCentreDefaults } from '../server/db/centre-defaults.ts';
import { openPglite } from '../server/db/client.ts';
import { centreNow } from '../server/lib/centre-time.ts';
import { systemClock } from '../server/lib/clock.ts';
import { hashPassword } from '../server/lib/passwords.ts';
import { benchDirector, buildDashboardDataset } from './dashboard-dataset.ts';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.join(root, '.tmp/bench-dashboard');
const warmUp = 20;
const measured = Number(process.env.REQUESTS ?? 200);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

export async function dashboardBench(): Promise<void> {
  fs.rmSync(dataDir, { recursive: true, force: true });
  const database = await openPglite({ dataDir });
  const app = await buildApp({
    config: { ...loadConfig({ NODE_ENV: 'production' }), clientDir: '/nonexistent' },
    database,
    clock: systemClock,
    logger: false,
  });
  try {
    const started = performance.now();
    await database.migrate();
    await ensureCentreDefaults(database.db, 'Benchmark Centre');
    const { today } = await centreNow(database.db, systemClock);
    const counts = await buildDashboardDataset(
      database.db,
      today,
      await hashPassword(benchDirector.password),
    );
    console.log(
      `dataset (${((performance.now() - started) / 1000).toFixed(1)} s): ` +
        Object.entries(counts)
          .map(([k, v]) => `${v} ${k}`)
          .join(', '),
    );

    if (process.env.ANALYZE === '1') {
      await database.db.execute(sql`analyze`);
      console.log('ran ANALYZE after loading');
    }

    await app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const login = await fetch(`${base}/api/auth/staff/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...benchDirector, rememberMe: false }),
    });
    if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');

    const calls = [
      '/api/dashboard/stats',
      '/api/dashboard/ratios',
      '/api/children',
      `/api/attendance?date=${today}`,
      '/api/staff',
      '/api/events',
      '/api/incidents?limit=3',
      '/api/messages/unread-count',
    ];
    const once = async (call: string) => {
      const t0 = performance.now();
      const res = await fetch(base + call, { headers: { cookie } });
      const body = await res.arrayBuffer();
      const ms = performance.now() - t0;
      if (!res.ok) throw new Error(`${call}: ${res.status} ${Buffer.from(body).toString()}`);
      return { ms, bytes: body.byteLength };
    };
    // Round robin, one request at a time: every call meets the same machine load (the
    // machine is shared), rather than the first call taking the busiest minute.
    const loadBefore = os.loadavg()[0]!.toFixed(1);
    const times = new Map(calls.map((c) => [c, [] as number[]]));
    const bytes = new Map<string, number>();
    for (let round = 0; round < warmUp + measured; round++) {
      for (const call of calls) {
        const r = await once(call);
        if (round >= warmUp) times.get(call)!.push(r.ms);
        bytes.set(call, r.bytes);
      }
    }
    const results = calls.map((call) => {
      const sorted = times.get(call)!.sort((a, b) => a - b);
      return {
        call,
        median: percentile(sorted, 50),
        p95: percentile(sorted, 95),
        bytes: bytes.get(call)!,
      };
    });

    const loadAfter = os.loadavg()[0]!.toFixed(1);
    console.log(
      `\n${measured} sequential requests per call (round robin) after ${warmUp} warm-up ` +
        `(${os.cpus().length} cores; 1-min load average ${loadBefore} before, ${loadAfter} after):`,
    );
    console.log('| call | median | p95 | response |');
    console.log('| --- | --- | --- | --- |');
    for (const r of results) {
      const flag = r.median > 50 ? ' **over 50 ms**' : '';
      console.log(
        `| GET ${r.call} | ${r.median.toFixed(1)} ms${flag} | ${r.p95.toFixed(1)} ms | ${(r.bytes / 1024).toFixed(1)} KiB |`,
      );
    }
  } finally {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
