/**
 * The dashboards' API calls on 2 and on 20 years of history: exactly the calls the staff
 * dashboard (/) and the parent dashboard (/parent-dashboard) make, recorded from the screens
 * in Chromium (bench/screen-calls.ts), replayed over HTTP to the compiled server with a
 * signed-in director's or parent's cookie; both datasets served at once and asked in turns:
 * 20 warm-up then 200 rounds, median and p95 per call, the median of the API calls' medians,
 * and the growth from 2 to 20 years.
 * Targets: every call under 50 ms at the median; at most 1.2× from 2 to 20 years.
 * Usage: npm run bench -- dashboard   (after `npm run build`; DATABASE=postgres for
 * PostgreSQL; YEARS=2 for the 2-year dataset alone; REQUESTS=100 for fewer rounds; the
 * datasets are built once, minutes for 20 years, and kept in .tmp/)
 */
import os from 'node:os';
import {
  type BenchServer,
  type DatabaseKind,
  prepareDataset,
  signIn,
  startServer,
} from './bench-server.ts';
import { benchDirector, benchParent } from './dashboard-dataset.ts';
import { screenCalls } from './screen-calls.ts';

const warmUp = 20;
const rounds = Number(process.env.REQUESTS ?? 200);
/** The datasets, by years of history: YEARS=2 measures the 2-year one alone. */
const yearsCompared = (process.env.YEARS ?? '2,20').split(',').map(Number);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

type Timing = { median: number; p95: number; bytes: number };
/** A dataset's server, and a signed-in session on it. */
type Target = { base: string; cookie: string };

/**
 * Each call on each dataset, in turns (call 1 on 2 years, call 1 on 20 years, call 2 …), so
 * both datasets meet the same machine load and their ratio is a fair one. Nothing is kept
 * between requests, so every round makes every answer afresh.
 */
async function timeCalls(targets: Target[], calls: string[]) {
  const times = targets.map(() => new Map(calls.map((c) => [c, [] as number[]])));
  const bytes = new Map<string, number>();
  for (let round = 0; round < warmUp + rounds; round++) {
    for (const call of calls) {
      for (const [i, { base, cookie }] of targets.entries()) {
        const t0 = performance.now();
        const res = await fetch(base + call, {
          headers: { cookie, 'accept-encoding': 'br, gzip' },
        });
        const body = await res.arrayBuffer();
        const ms = performance.now() - t0;
        if (!res.ok) throw new Error(`${call}: ${res.status}`);
        if (round >= warmUp) times[i]!.get(call)!.push(ms);
        bytes.set(call, body.byteLength);
      }
    }
  }
  return times.map(
    (byCall) =>
      new Map<string, Timing>(
        calls.map((call) => {
          const sorted = byCall.get(call)!.sort((a, b) => a - b);
          return [
            call,
            {
              median: percentile(sorted, 50),
              p95: percentile(sorted, 95),
              bytes: bytes.get(call)!,
            },
          ];
        }),
      ),
  );
}

/** A call as a table row: today's date replaced by a placeholder. */
const label = (call: string, today: string) => call.replaceAll(today, '{today}');

export async function dashboardBench(): Promise<void> {
  const kind = (process.env.DATABASE ?? 'pglite') as DatabaseKind;
  const servers: BenchServer[] = [];
  for (const [i, years] of yearsCompared.entries())
    servers.push(await startServer(await prepareDataset(years, kind), 3191 + i));
  try {
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/New_York' });
    // The same family on both: the dataset is built the same way, with more history.
    const sessions = (account: Parameters<typeof signIn>[1], portal: 'staff' | 'parent') =>
      Promise.all(servers.map((s) => signIn(s.base, account, portal)));
    const screens = {
      'staff dashboard (/)': { screen: '/', cookies: await sessions(benchDirector, 'staff') },
      'parent dashboard (/parent-dashboard)': {
        screen: '/parent-dashboard',
        cookies: await sessions(benchParent(7), 'parent'),
      },
    };
    const load = os.loadavg()[0]!.toFixed(1);
    for (const [name, { screen, cookies }] of Object.entries(screens)) {
      const calls = await screenCalls(servers[0]!.base, screen, cookies[0]!);
      const timings = await timeCalls(
        servers.map((s, i) => ({ base: s.base, cookie: cookies[i]! })),
        calls,
      );
      const compared = timings.length === 2;
      console.log(
        `\n${name} on ${kind}: ${calls.length} request(s) (1-min load average ${load} before)`,
      );
      const columns = yearsCompared.flatMap((y) => [`${y} y median`, `${y} y p95`]);
      if (compared) columns.push('growth');
      console.log(`| call | ${columns.join(' | ')} | sent |`);
      console.log(`|${' --- |'.repeat(columns.length + 2)}`);
      for (const call of calls) {
        const [x, y] = timings.map((byCall) => byCall.get(call)!) as [Timing, Timing?];
        const cells = timings.flatMap((byCall) => {
          const { median, p95 } = byCall.get(call)!;
          return [`${median.toFixed(1)} ms`, `${p95.toFixed(1)} ms`];
        });
        if (compared) {
          const growth = y!.median / x.median;
          cells.push(`${growth.toFixed(2)}×${growth > 1.2 ? ' **over 1.2×**' : ''}`);
        }
        console.log(
          `| GET ${label(call, today)} | ${cells.join(' | ')} | ${(x.bytes / 1024).toFixed(1)} KiB |`,
        );
      }
      const apiCalls = calls.filter((call) => call.startsWith('/api/'));
      const middle = (byCall: Map<string, Timing>) =>
        percentile(
          apiCalls.map((call) => byCall.get(call)!.median).sort((p, q) => p - q),
          50,
        ).toFixed(1);
      console.log(
        `The ${apiCalls.length} API calls, the median of their medians: ` +
          timings.map((byCall, i) => `${middle(byCall)} ms on ${yearsCompared[i]} y`).join(', '),
      );
    }
  } finally {
    for (const server of servers) await server.stop();
  }
}
