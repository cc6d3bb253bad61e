/**
 * The dashboards' API calls on 2 and on 20 years of history: exactly the calls the staff
 * dashboard (/) and the parent dashboard (/parent/dashboard) make, recorded from the screens
 * in Chromium (bench/screen-calls.ts), replayed over HTTP to the compiled server with a
 * signed-in director's or parent's cookie: 20 warm-up then 200 rounds, each round one request
 * per call in turn, median and p95 per call, and the growth from 2 to 20 years.
 * Targets: every call under 50 ms at the median; at most 1.2× from 2 to 20 years.
 * Usage: npm run bench -- dashboard   (after `npm run build`; DATABASE=postgres for
 * PostgreSQL; the datasets are built once, minutes for 20 years, and kept in .tmp/)
 */
import os from 'node:os';
import { type DatabaseKind, prepareDataset, signIn, startServer } from './bench-server.ts';
import { benchDirector, benchParent } from './dashboard-dataset.ts';
import { screenCalls } from './screen-calls.ts';

const warmUp = 20;
const rounds = Number(process.env.REQUESTS ?? 200);
const yearsCompared = [2, 20];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

type Timing = { median: number; p95: number; bytes: number };

async function timeCalls(base: string, cookie: string, calls: string[]) {
  const times = new Map(calls.map((c) => [c, [] as number[]]));
  const bytes = new Map<string, number>();
  for (let round = 0; round < warmUp + rounds; round++) {
    // Round robin: every call meets the same machine load.
    for (const call of calls) {
      const t0 = performance.now();
      const res = await fetch(base + call, { headers: { cookie, 'accept-encoding': 'br, gzip' } });
      const body = await res.arrayBuffer();
      const ms = performance.now() - t0;
      if (!res.ok) throw new Error(`${call}: ${res.status}`);
      if (round >= warmUp) times.get(call)!.push(ms);
      bytes.set(call, Number(res.headers.get('content-length') ?? body.byteLength));
    }
  }
  return new Map<string, Timing>(
    calls.map((call) => {
      const sorted = times.get(call)!.sort((a, b) => a - b);
      return [
        call,
        { median: percentile(sorted, 50), p95: percentile(sorted, 95), bytes: bytes.get(call)! },
      ];
    }),
  );
}

/** A call as a table row: today's date and ids replaced by placeholders, so years compare. */
const label = (call: string, today: string) => call.replaceAll(today, '{today}');

export async function dashboardBench(): Promise<void> {
  const kind = (process.env.DATABASE ?? 'pglite') as DatabaseKind;
  const results = new Map<number, Map<string, Map<string, Timing>>>();
  let today = '';
  for (const years of yearsCompared) {
    const env = await prepareDataset(years, kind);
    const server = await startServer(env, 3191);
    try {
      const director = await signIn(server.base, benchDirector, 'staff');
      const parent = await signIn(server.base, benchParent(7), 'parent');
      today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/New_York' });
      const screens = {
        'staff dashboard (/)': {
          cookie: director,
          calls: await screenCalls(server.base, '/', director),
        },
        'parent dashboard (/parent/dashboard)': {
          cookie: parent,
          calls: await screenCalls(server.base, '/parent/dashboard', parent),
        },
      };
      const byScreen = new Map<string, Map<string, Timing>>();
      const load = os.loadavg()[0]!.toFixed(1);
      for (const [screen, { cookie, calls }] of Object.entries(screens))
        byScreen.set(screen, await timeCalls(server.base, cookie, calls));
      results.set(years, byScreen);
      console.log(`${years} years on ${kind}: measured (1-min load average ${load} before)`);
    } finally {
      await server.stop();
    }
  }

  const [few, many] = yearsCompared as [number, number];
  for (const screen of results.get(few)!.keys()) {
    console.log(`\n${screen}: ${results.get(few)!.get(screen)!.size} calls`);
    console.log(
      `| call | ${few} y median | ${few} y p95 | ${many} y median | ${many} y p95 | growth | sent |`,
    );
    console.log('| --- | --- | --- | --- | --- | --- | --- |');
    for (const [call, a] of results.get(few)!.get(screen)!) {
      const b = results.get(many)!.get(screen)!.get(call);
      const growth = b ? b.median / a.median : NaN;
      const flag = growth > 1.2 ? ' **over 1.2×**' : '';
      console.log(
        `| GET ${label(call, today)} | ${a.median.toFixed(1)} ms | ${a.p95.toFixed(1)} ms | ` +
          `${b ? `${b.median.toFixed(1)} ms | ${b.p95.toFixed(1)} ms` : '– | –'} | ` +
          `${growth.toFixed(2)}×${flag} | ${(a.bytes / 1024).toFixed(1)} KiB |`,
      );
    }
  }
}
