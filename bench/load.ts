/**
 * The server under load: 200 concurrent users for 60 s on 127.0.0.1, 70 % replaying the staff
 * dashboard's calls and 30 % the parent dashboard's (as the screens make them, recorded in
 * Chromium), each connection with its own signed-in session, against the compiled server
 * on the 2-year dataset. Percentiles are over every response's time, all connections
 * together, and for staff and parents apart. In the same run, before the load and again
 * after it, signed-in list endpoints in turns with a bare Fastify route (bare-server.mjs);
 * and the server's memory idle, under load and after. Issue 9's targets for it (p99 under
 * 300 ms, a list at ≥ 0.4 of the bare route) were retired by issue 37: it now says how
 * the server bears load, and nothing is tuned to it.
 * Usage: npm run bench -- load   (after `npm run build`; DATABASE=postgres for PostgreSQL;
 * USERS=200 SECONDS=60 to change the load; FAMILIES=60 for a parent per connection)
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import autocannonModule from 'autocannon';
import {
  type DatabaseKind,
  prepareDataset,
  root,
  rssMiB,
  signIn,
  startServer,
} from './bench-server.ts';
import { benchDirector, benchParent } from './dashboard-dataset.ts';
import { screenCalls } from './screen-calls.ts';

type Result = {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; max: number };
  errors: number;
  timeouts: number;
  non2xx: number;
};
type Request = { method: 'GET'; path: string; headers?: Record<string, string> };
/** An autocannon run: a promise of its result that also reports each response as it comes. */
type Run = Promise<Result> & {
  on(
    event: 'response',
    listener: (client: unknown, status: number, bytes: number, ms: number) => void,
  ): void;
};
type Options = {
  url: string;
  connections: number;
  duration: number;
  requests?: Request[];
  headers?: Record<string, string>;
  timeout?: number;
};
const autocannon = autocannonModule as unknown as (options: Options) => Run;

const users = Number(process.env.USERS ?? 200);
const seconds = Number(process.env.SECONDS ?? 60);
const port = 3192;
const barePort = 3193;

/**
 * `count` connections, each replaying `calls` in a loop with the next of `cookies`; every
 * response's time goes into `times`.
 */
function replay(base: string, calls: string[], cookies: string[], count: number, times: number[]) {
  // autocannon shares one request list per instance: one instance per session.
  const perSession = Math.ceil(count / cookies.length);
  return cookies.map((cookie, i) => {
    const run = autocannon({
      url: base,
      connections: Math.min(perSession, count - i * perSession),
      duration: seconds,
      timeout: 10,
      requests: calls.map((call) => ({
        method: 'GET',
        path: call,
        headers: { cookie, 'accept-encoding': 'br, gzip' },
      })),
    });
    run.on('response', (_client, _status, _bytes, ms) => times.push(ms));
    return run;
  });
}

/** The `q` quantile of response times, in whole milliseconds. */
function quantile(sorted: number[], q: number): number {
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
}

/** Every instance's results as one: percentiles over all the responses' times. */
function combine(results: Result[], times: number[]) {
  const total = results.reduce((s, r) => s + r.requests.total, 0);
  const sorted = [...times].sort((a, b) => a - b);
  return {
    rps: total / seconds,
    p50: quantile(sorted, 0.5),
    p99: quantile(sorted, 0.99),
    max: Math.max(...results.map((r) => r.latency.max)),
    errors: results.reduce((s, r) => s + r.errors, 0),
    timeouts: results.reduce((s, r) => s + r.timeouts, 0),
    non2xx: results.reduce((s, r) => s + r.non2xx, 0),
  };
}

async function throughput(url: string, headers: Record<string, string>, duration: number) {
  const result = await autocannon({ url, connections: 50, duration, headers });
  return { rps: result.requests.average, non2xx: result.non2xx, errors: result.errors };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

/**
 * Signed-in lists against a bare Fastify route in another process (bench/bare-server.mjs).
 * This machine's speed swings by several times within a minute, so a list and the route
 * are measured in turns: the bare route, a list, the bare route, the next list, … and the
 * bare route again, three rounds of 3 s each. A list's ratio in a round is against the
 * mean of the bare route just before and just after it; the median round is printed.
 */
async function listsAgainstBare(base: string, cookie: string) {
  const bare = spawn(process.execPath, [path.join(root, 'bench/bare-server.mjs')], {
    env: { ...process.env, PORT: String(barePort) },
    stdio: 'ignore',
  });
  try {
    for (let i = 0; i < 100; i++) {
      const up = await fetch(`http://127.0.0.1:${barePort}/bare`).then(
        () => true,
        () => false,
      );
      if (up) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    // Both asked as a browser asks: compressed where it is worth it (the bare route's answer
    // is under the threshold either way; a list's is not, /api/children is 73 KB raw).
    const browser = { 'accept-encoding': 'br, gzip' };
    const lists = ['/api/staff', '/api/events', '/api/children'];
    const slice = 3;
    const bareRoute = () => throughput(`http://127.0.0.1:${barePort}/bare`, browser, slice);
    const bareRates: number[] = [];
    const found = lists.map(() => ({ rates: [] as number[], ratios: [] as number[], failed: 0 }));
    for (let round = 0; round < 3; round++) {
      let before = (await bareRoute()).rps;
      bareRates.push(before);
      for (const [i, call] of lists.entries()) {
        const r = await throughput(base + call, { ...browser, cookie }, slice);
        const after = (await bareRoute()).rps;
        bareRates.push(after);
        found[i]!.rates.push(r.rps);
        found[i]!.ratios.push(r.rps / ((before + after) / 2));
        found[i]!.failed += r.non2xx + r.errors;
        before = after;
      }
    }
    console.log(
      `  bare Fastify route: median ${median(bareRates).toFixed(0)} req/s ` +
        `(${Math.min(...bareRates).toFixed(0)}–${Math.max(...bareRates).toFixed(0)})`,
    );
    for (const [i, call] of lists.entries()) {
      const { rates, ratios, failed } = found[i]!;
      console.log(
        `  GET ${call} (signed in): median ${median(rates).toFixed(0)} req/s; ` +
          `${median(ratios).toFixed(2)} of the bare route beside it ` +
          `(rounds: ${ratios.map((r) => r.toFixed(2)).join(', ')})` +
          (failed ? ` (${failed} non-2xx or errors)` : ''),
      );
    }
  } finally {
    bare.kill('SIGTERM');
  }
}

export async function loadBench(): Promise<void> {
  const parentSessions: { calls: string[]; cookies: string[] }[] = [];
  const kind = (process.env.DATABASE ?? 'pglite') as DatabaseKind;
  const env = await prepareDataset(2, kind);
  const server = await startServer(env, port);
  const pid = server.process.pid!;
  try {
    const director = await signIn(server.base, benchDirector, 'staff');
    const staffCalls = await screenCalls(server.base, '/', director);
    const staffUsers = Math.round(users * 0.7);
    const parentUsers = users - staffUsers;
    // Ten staff sessions of the director; `families` families (six unless FAMILIES says),
    // each with its own calls (its children's ids) and the parents' connections shared out
    // as sessions, one connection each: FAMILIES=60 makes every parent connection another
    // family. One sign-in after another: the sign-in throttle counts attempts in flight from
    // one address before it forgives the good ones.
    const staffCookies: string[] = [];
    for (let i = 0; i < 10; i++)
      staffCookies.push(await signIn(server.base, benchDirector, 'staff'));
    const families = Math.min(parentUsers, Number(process.env.FAMILIES ?? 6));
    const sessionsPerFamily = Math.round(parentUsers / families);
    const familyCalls: string[][] = [];
    for (let f = 0; f < families; f++) {
      const cookies: string[] = [];
      for (let i = 0; i < sessionsPerFamily; i++)
        cookies.push(await signIn(server.base, benchParent(f), 'parent'));
      familyCalls.push(await screenCalls(server.base, '/parent-dashboard', cookies[0]!));
      parentSessions.push({ calls: familyCalls[f]!, cookies });
    }
    const parentCalls = familyCalls[0]!;
    // autocannon cannot replay an empty list: a screen that made no call is a broken set-up.
    const silent = [staffCalls, ...familyCalls].findIndex((calls) => calls.length === 0);
    if (silent !== -1) throw new Error(`screen ${silent} (0 = staff) made no API call`);
    const idle = rssMiB(pid);
    console.log(`50 connections, in turns with the bare route, on the server before the load:`);
    await listsAgainstBare(server.base, director);

    let peak = idle;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(pid))), 500);
    const loadBefore = os.loadavg()[0]!.toFixed(1);
    const staffTimes: number[] = [];
    const parentTimes: number[] = [];
    const staffRuns = replay(server.base, staffCalls, staffCookies, staffUsers, staffTimes);
    const parentRuns = parentSessions.flatMap(({ calls, cookies }) =>
      replay(server.base, calls, cookies, sessionsPerFamily, parentTimes),
    );
    const staffResults = await Promise.all(staffRuns);
    const parentResults = await Promise.all(parentRuns);
    const mixed = combine([...staffResults, ...parentResults], [...staffTimes, ...parentTimes]);
    const staff = combine(staffResults, staffTimes);
    const parents = combine(parentResults, parentTimes);
    clearInterval(sampler);
    await new Promise((r) => setTimeout(r, 5000));
    const after = rssMiB(pid);

    console.log(
      `\n${users} users (${staffUsers} staff dashboard: ${staffCalls.length} calls; ${parentUsers} parent ` +
        `dashboard, ${families} families: ${parentCalls.length} calls) for ${seconds} s on ${kind} ` +
        `(load ${loadBefore} before):`,
    );
    console.log(
      `  ${mixed.rps.toFixed(0)} req/s, p50 ${mixed.p50} ms, p99 ${mixed.p99} ms, max ${mixed.max} ms, ` +
        `${mixed.errors} errors, ${mixed.timeouts} time-outs, ${mixed.non2xx} non-2xx`,
    );
    for (const [who, part] of [
      ['staff', staff],
      ['parents', parents],
    ] as const)
      console.log(
        `    ${who}: ${part.rps.toFixed(0)} req/s, p50 ${part.p50} ms, p99 ${part.p99} ms, max ${part.max} ms`,
      );
    console.log(
      `  server memory (RSS): ${idle.toFixed(0)} MiB idle, ${peak.toFixed(0)} MiB at peak under load, ` +
        `${after.toFixed(0)} MiB 5 s after`,
    );

    console.log(`\n50 connections, in turns with the bare route, after the load:`);
    await listsAgainstBare(server.base, director);
  } finally {
    await server.stop();
  }
}
