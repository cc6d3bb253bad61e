/**
 * The dashboards' API calls on 2 and on 20 years of history: exactly the calls the staff
 * dashboard (/) and the parent dashboard (/parent-dashboard) make, recorded from the screens
 * in Chromium (bench/screen-calls.ts), replayed over HTTP to the compiled server with a
 * signed-in director's or parent's cookie, and each answer a screen's page carries asked on
 * its own as the API call it stands for; both datasets served at once and asked in turns:
 * 20 warm-up then 200 rounds, the pages and then the answers alone, each a second after the
 * last (so no answer is one kept from before), median and p95 per call, and the growth from
 * 2 to 20 years.
 * Targets: every call under 50 ms at the median; at most 1.2× from 2 to 20 years.
 * Usage: npm run bench -- dashboard   (after `npm run build`; DATABASE=postgres for
 * PostgreSQL; the datasets are built once, minutes for 20 years, and kept in .tmp/)
 */
import os from 'node:os';
import { answerLifetimeMs } from '../server/lib/answer-cache.ts';
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
const yearsCompared = [2, 20];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

type Timing = { median: number; p95: number; bytes: number };
/** A dataset's server, and a signed-in session on it. */
type Target = { base: string; cookie: string };

/**
 * Each call on each dataset, in turns (call 1 on 2 years, call 1 on 20 years, call 2 …), so
 * both datasets meet the same machine load and their ratio is a fair one. A round asks
 * `phases` one after the other, a second apart: the embedded database keeps a person's
 * answer for a second (decisions 037, 041), so the answers asked alone do not meet those
 * their page just made, and the next round makes all of them afresh, which is what this
 * benchmark measures.
 */
async function timeCalls(targets: Target[], phases: string[][]) {
  const calls = phases.flat();
  const times = targets.map(() => new Map(calls.map((c) => [c, [] as number[]])));
  const bytes = new Map<string, number>();
  for (let round = 0; round < warmUp + rounds; round++) {
    for (const phase of phases) {
      for (const call of phase) {
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
      await new Promise((resolve) => setTimeout(resolve, answerLifetimeMs));
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

/**
 * The answers a screen's page carries (server/plugins/first-screens.ts), by path: each is
 * also timed on its own, as the API call it stands for (a screen asks for one itself when
 * the page could not carry it).
 */
async function answersInPage(base: string, page: string, cookie: string): Promise<string[]> {
  const html = await (await fetch(base + page, { headers: { cookie } })).text();
  const block = /<script type="application\/json" id="first-answers">(.*?)<\/script>/s.exec(html);
  if (!block) throw new Error(`${page} carries no answers: is the cookie signed in?`);
  return (JSON.parse(block[1]!) as [string, unknown][]).map(([path]) => path);
}

/** A call as a table row: today's date replaced by a placeholder. */
const label = (call: string, today: string) => call.replaceAll(today, '{today}');

export async function dashboardBench(): Promise<void> {
  const kind = (process.env.DATABASE ?? 'pglite') as DatabaseKind;
  const [few, many] = yearsCompared as [number, number];
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
      const requested = await screenCalls(servers[0]!.base, screen, cookies[0]!);
      const carried = (
        await Promise.all(
          requested.map((page) => answersInPage(servers[0]!.base, page, cookies[0]!)),
        )
      ).flat();
      const calls = [...requested, ...carried];
      const [a, b] = await timeCalls(
        servers.map((s, i) => ({ base: s.base, cookie: cookies[i]! })),
        [requested, carried],
      );
      console.log(
        `\n${name} on ${kind}: ${requested.length} request(s), carrying ${carried.length} ` +
          `answers, each also asked alone (1-min load average ${load} before)`,
      );
      console.log(
        `| call | ${few} y median | ${few} y p95 | ${many} y median | ${many} y p95 | growth | sent |`,
      );
      console.log('| --- | --- | --- | --- | --- | --- | --- |');
      for (const call of calls) {
        const x = a!.get(call)!;
        const y = b!.get(call)!;
        const growth = y.median / x.median;
        const flag = growth > 1.2 ? ' **over 1.2×**' : '';
        console.log(
          `| GET ${label(call, today)} | ${x.median.toFixed(1)} ms | ${x.p95.toFixed(1)} ms | ` +
            `${y.median.toFixed(1)} ms | ${y.p95.toFixed(1)} ms | ${growth.toFixed(2)}×${flag} | ` +
            `${(x.bytes / 1024).toFixed(1)} KiB |`,
        );
      }
    }
  } finally {
    for (const server of servers) await server.stop();
  }
}
