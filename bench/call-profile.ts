/**
 * Where a dashboard call's time goes (issue 37): each call the staff dashboard and the parent
 * dashboard make on opening (recorded from the screens in Chromium, bench/screen-calls.ts),
 * asked one at a time of the server built in this process (server/app.ts, as main.ts builds
 * it, its job worker not started) on the 2-year dataset, and split by where the time went:
 *
 * - hooks: Fastify's onRequest hooks (the session lookup, the access check), and the SQL
 *   among them;
 * - parse: parsing and validating the request, pre-handler hooks;
 * - handler: the route's own code, split into its SQL (time from the driver's call to its
 *   answer: for the embedded database the trip through its thread) and the rest (query
 *   building with Drizzle, mapping, waiting on the event loop);
 * - serialise: the response schema's check and JSON text (preSerialization to onSend);
 * - send: the onSend hooks (compression, headers) and writing the answer.
 *
 * The floor beside each call: the same SQL text with the same parameters, asked directly of
 * the database client with nothing else running (no Drizzle, no Fastify), and the database's
 * own planning and execution time for it (`EXPLAIN (ANALYZE, BUFFERS)`).
 *
 * The marks come from hooks added when the app is created (the `fastify.initialization`
 * diagnostics channel, so they run before the app's own) and from Fastify's handler tracing
 * channel; the database is timed by wrapping its client here. Nothing in server/ changes.
 *
 * Usage: npm run bench -- call-profile   (DATABASE=pglite|postgres, default both in turn;
 * REQUESTS=60 rounds after 10 warm-up; CALLS=<file> reuses recorded calls; EXPLAIN=1 prints
 * each query's plan). Needs the built client (`npm run build`) to record the screens' calls.
 */
import diagnostics from 'node:diagnostics_channel';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { type Database, openPostgres, pgliteDatabase } from '../server/db/client.ts';
import { PGliteThread, embeddedDbDir } from '../server/db/pglite-thread.ts';
import {
  benchServerSettings,
  type DatabaseKind,
  prepareDataset,
  root,
  signIn,
} from './bench-server.ts';
import { benchDirector, benchParent } from './dashboard-dataset.ts';
import { screenCalls } from './screen-calls.ts';

const warmUp = 10;
const rounds = Number(process.env.REQUESTS ?? 60);
const port = 3391;

type Phase = 'hooks' | 'handler' | 'after';
type Query = { sql: string; params: unknown[]; start: number; ms: number; phase: Phase };
/** One request's marks (performance.now()) and the queries it sent. */
type Trace = {
  marks: Partial<
    Record<
      | 'received'
      | 'onRequest'
      | 'preParsing'
      | 'handlerStart'
      | 'handlerEndSync'
      | 'handlerEnd'
      | 'preSerialization'
      | 'onSend'
      | 'onResponse',
      number
    >
  >;
  queries: Query[];
  phase: Phase;
  jsonBytes: number;
  done: () => void;
};

/** The request under way (the benchmark asks one at a time); null while nothing is timed. */
let current: Trace | null = null;
const now = () => performance.now();
const mark = (name: keyof Trace['marks']) => {
  if (current && current.marks[name] === undefined) current.marks[name] = now();
};

// The app's first hooks: added when Fastify is created, before any plugin or route.
diagnostics.channel('fastify.initialization').subscribe((message) => {
  const app = (message as { fastify: FastifyInstance }).fastify;
  app.server.prependListener('request', () => mark('received'));
  app.addHook('onRequest', async () => {
    mark('onRequest');
    if (current) current.phase = 'hooks';
  });
  app.addHook('preParsing', async () => mark('preParsing'));
  app.addHook('preSerialization', async (_request, _reply, payload) => {
    mark('preSerialization');
    return payload;
  });
  app.addHook('onSend', async (_request, _reply, payload) => {
    mark('onSend');
    if (current && typeof payload === 'string') current.jsonBytes = Buffer.byteLength(payload);
    return payload;
  });
  app.addHook('onResponse', async () => {
    mark('onResponse');
    current?.done();
  });
});
const handlerChannel = diagnostics.tracingChannel('fastify.request.handler');
handlerChannel.subscribe({
  start: () => {
    mark('handlerStart');
    if (current) current.phase = 'handler';
  },
  end: () => mark('handlerEndSync'),
  asyncStart: () => {
    mark('handlerEnd');
    if (current) current.phase = 'after';
  },
  asyncEnd: () => {},
  error: () => {},
});

/** Times `run` as one query of the request under way. */
async function timed<T>(sql: string, params: unknown[], run: () => Promise<T>): Promise<T> {
  const trace = current;
  const t0 = now();
  try {
    return await run();
  } finally {
    trace?.queries.push({ sql, params, start: t0, ms: now() - t0, phase: trace.phase });
  }
}

type Raw = {
  query: (sql: string, params: unknown[]) => Promise<unknown>;
  close: () => Promise<void>;
};

/** The dataset's database with its client timed, and a way to ask it SQL directly. */
async function openTimed(env: Record<string, string>): Promise<{ database: Database; raw: Raw }> {
  if (env.DATA_DIR) {
    const thread = new PGliteThread({ dataDir: embeddedDbDir(env.DATA_DIR) });
    await thread.ready;
    type Direct = {
      query: (sql: string, params?: unknown[], options?: object) => Promise<unknown>;
      exec: (sql: string) => Promise<unknown>;
    };
    const direct = (thread as unknown as { direct: Direct }).direct;
    const { query, exec } = direct;
    direct.query = (sql, params = [], options) =>
      timed(sql, params, () => query(sql, params, options));
    direct.exec = (sql) => timed(sql, [], () => exec(sql));
    return {
      database: pgliteDatabase(thread),
      // Closed with the database.
      raw: { query: (sql, params) => query(sql, params), close: async () => {} },
    };
  }
  // Every query of the pool, in a transaction or not, goes through a Client's query.
  const clientQuery = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const first = args[0] as string | { text: string; values?: unknown[] };
    const sql = typeof first === 'string' ? first : first.text;
    const params = (typeof first === 'string' ? args[1] : (first.values ?? args[1])) ?? [];
    const trace = current;
    const t0 = now();
    const record = () =>
      trace?.queries.push({
        sql,
        params: params as unknown[],
        start: t0,
        ms: now() - t0,
        phase: trace.phase,
      });
    const callback = args.at(-1);
    if (!Array.isArray(params)) throw new Error(`unexpected parameters for ${sql}`);
    if (typeof callback === 'function') {
      args[args.length - 1] = (...result: unknown[]) => {
        record();
        (callback as (...r: unknown[]) => void)(...result);
      };
      return clientQuery.apply(this, args);
    }
    const answer = clientQuery.apply(this, args) as Promise<unknown>;
    return answer.finally(record);
  } as never;
  const database = await openPostgres(env.DATABASE_URL!);
  const pool = new pg.Pool({ connectionString: env.DATABASE_URL!, max: 1 });
  return {
    database,
    raw: {
      query: (sql, params) =>
        pool.query(sql, params as never[]).catch((error: Error) => {
          throw new Error(`${error.message}: ${sql} ${JSON.stringify(params)}`);
        }),
      close: () => pool.end(),
    },
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

type Split = {
  total: number;
  hooks: number;
  hooksSql: number;
  parse: number;
  handler: number;
  handlerSql: number;
  serialise: number;
  send: number;
  queries: number;
  jsonBytes: number;
  client: number;
};

function split(trace: Trace, client: number): Split {
  const m = trace.marks;
  const handlerEnd = m.handlerEnd ?? m.handlerEndSync!;
  // The time some query of the phase was under way: queries sent together overlap.
  const sqlIn = (phase: Phase) => {
    let covered = 0;
    let until = 0;
    const queries = trace.queries.filter((q) => q.phase === phase);
    for (const q of queries.sort((a, b) => a.start - b.start)) {
      const end = q.start + q.ms;
      if (end > until) covered += end - Math.max(q.start, until);
      until = Math.max(until, end);
    }
    return covered;
  };
  return {
    total: m.onResponse! - m.received!,
    // From the request's arrival (routing included) to the end of the onRequest hooks.
    hooks: m.preParsing! - m.received!,
    hooksSql: sqlIn('hooks'),
    parse: m.handlerStart! - m.preParsing!,
    handler: handlerEnd - m.handlerStart!,
    handlerSql: sqlIn('handler'),
    serialise: m.onSend! - handlerEnd,
    send: m.onResponse! - m.onSend!,
    queries: trace.queries.length,
    jsonBytes: trace.jsonBytes,
    client,
  };
}

/** Asks `call` once and returns its trace. */
async function ask(
  base: string,
  call: string,
  cookie: string,
): Promise<{ trace: Trace; client: number }> {
  let done!: () => void;
  const finished = new Promise<void>((resolve) => (done = resolve));
  const trace: Trace = { marks: {}, queries: [], phase: 'hooks', jsonBytes: 0, done };
  current = trace;
  const t0 = now();
  const res = await fetch(base + call, { headers: { cookie, 'accept-encoding': 'br, gzip' } });
  await res.arrayBuffer();
  const client = now() - t0;
  await finished;
  current = null;
  if (!res.ok) throw new Error(`${call}: ${res.status}`);
  return { trace, client };
}

const statement = (sql: string) => sql.trim().toLowerCase();
const readOnly = (sql: string) =>
  /^(select|with)\b/.test(statement(sql)) && !/\b(insert|update|delete)\b/.test(statement(sql));

/** The floor of a call: its SQL asked directly, and the database's own time for it. */
async function floorOf(raw: Raw, queries: Query[], kind: DatabaseKind) {
  const direct: number[] = [];
  for (let i = 0; i < 30; i++) {
    const t0 = now();
    for (const q of queries) await raw.query(q.sql, q.params);
    direct.push(now() - t0);
  }
  let planning = 0;
  let execution = 0;
  const plans: string[] = [];
  for (const q of queries.filter((x) => readOnly(x.sql))) {
    // The second run: the first may read pages from disk.
    let result: unknown;
    for (let i = 0; i < 2; i++)
      result = await raw.query(`explain (analyze, buffers, format json) ${q.sql}`, q.params);
    const rows = (result as { rows: Record<string, unknown>[] }).rows;
    const value = Object.values(rows[0]!)[0];
    const plan = (typeof value === 'string' ? JSON.parse(value) : value) as {
      'Planning Time': number;
      'Execution Time': number;
    }[];
    planning += plan[0]!['Planning Time'];
    execution += plan[0]!['Execution Time'];
    if (process.env.EXPLAIN) {
      const text = (await raw.query(`explain (analyze, buffers) ${q.sql}`, q.params)) as {
        rows: Record<string, string>[];
      };
      plans.push(`-- ${kind}\n${q.sql}\n${text.rows.map((r) => Object.values(r)[0]).join('\n')}`);
    }
  }
  return { direct: median(direct), planning, execution, plans };
}

const ms = (value: number) => value.toFixed(value < 10 ? 2 : 1);

async function profile(kind: DatabaseKind, calls: Record<string, string[]> | null) {
  const env = await prepareDataset(2, kind);
  const { database, raw } = await openTimed(env);
  const config = loadConfig({ ...benchServerSettings(port), ...env });
  const app = await buildApp({ config, database, logger: { level: 'warn' } });
  await app.listen({ port, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${port}`;
  const out: string[] = [];
  try {
    const cookies = {
      staff: await signIn(base, benchDirector, 'staff'),
      parent: await signIn(base, benchParent(7), 'parent'),
    };
    const screens = { staff: '/', parent: '/parent-dashboard' } as const;
    const recorded: Record<string, string[]> = calls ?? {};
    for (const who of ['staff', 'parent'] as const) {
      recorded[who] ??= (await screenCalls(base, screens[who], cookies[who])).filter((c) =>
        c.startsWith('/api/'),
      );
    }
    fs.writeFileSync(path.join(root, '.tmp/call-profile-calls.json'), JSON.stringify(recorded));
    for (const who of ['staff', 'parent'] as const) {
      const load = os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ');
      const byCall = new Map<string, Split[]>();
      const lastQueries = new Map<string, Query[]>();
      for (let round = 0; round < warmUp + rounds; round++) {
        for (const call of recorded[who]!) {
          const { trace, client } = await ask(base, call, cookies[who]);
          if (round < warmUp) continue;
          if (!byCall.has(call)) byCall.set(call, []);
          byCall.get(call)!.push(split(trace, client));
          lastQueries.set(call, trace.queries);
        }
      }
      const loadAfter = os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ');
      out.push(
        `\n${who} dashboard on ${kind}, 2 years, ${rounds} rounds (load average ${load} before, ${loadAfter} after)`,
        '| call | total | hooks (SQL) | parse | handler JS | handler SQL (n) | serialise | send | SQL direct | plan + exec | JSON |',
        '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
      );
      const plans: string[] = [];
      const totals: Record<string, number> = {};
      for (const call of recorded[who]!) {
        const s = byCall.get(call)!;
        const med = (key: keyof Split) => median(s.map((x) => x[key]));
        const handlerJs = median(s.map((x) => x.handler - x.handlerSql));
        const handlerQueries = lastQueries.get(call)!.filter((q) => q.phase === 'handler');
        const floor = await floorOf(raw, handlerQueries, kind);
        plans.push(...floor.plans);
        const row = {
          total: med('total'),
          hooks: med('hooks'),
          hooksSql: med('hooksSql'),
          parse: med('parse'),
          handlerJs,
          handlerSql: med('handlerSql'),
          serialise: med('serialise'),
          send: med('send'),
          direct: floor.direct,
          db: floor.planning + floor.execution,
        };
        for (const [k, v] of Object.entries(row)) totals[k] = (totals[k] ?? 0) + v;
        out.push(
          `| GET ${call.replace(/\d{4}-\d\d-\d\d/g, '{date}')} | ${ms(row.total)} | ${ms(row.hooks)} (${ms(row.hooksSql)}) | ${ms(row.parse)} | ${ms(handlerJs)} | ${ms(row.handlerSql)} (${handlerQueries.length}) | ${ms(row.serialise)} | ${ms(row.send)} | ${ms(floor.direct)} | ${ms(floor.planning)} + ${ms(floor.execution)} | ${(med('jsonBytes') / 1024).toFixed(1)} KiB |`,
        );
      }
      out.push(
        `| **sum of medians** | ${ms(totals.total!)} | ${ms(totals.hooks!)} (${ms(totals.hooksSql!)}) | ${ms(totals.parse!)} | ${ms(totals.handlerJs!)} | ${ms(totals.handlerSql!)} | ${ms(totals.serialise!)} | ${ms(totals.send!)} | ${ms(totals.direct!)} | ${ms(totals.db!)} | |`,
      );
      // The session lookup every call makes before its handler, asked alone.
      const lookup = [...lastQueries.values()][0]!.filter((q) => q.phase === 'hooks');
      const lookupFloor = await floorOf(raw, lookup, kind);
      out.push(
        `The session lookup (${lookup.length} query) alone: ${ms(lookupFloor.direct)} ms through the client, ` +
          `${ms(lookupFloor.planning)} + ${ms(lookupFloor.execution)} ms planning + execution.`,
      );
      // The queries of one request of each call, to read where the SQL goes.
      const detail = [...lastQueries].flatMap(([call, queries]) => [
        `## ${call}`,
        ...queries.map(
          (q) => `${q.phase} ${ms(q.ms)} ms: ${q.sql.replace(/\s+/g, ' ').slice(0, 300)}`,
        ),
      ]);
      fs.writeFileSync(
        path.join(root, `.tmp/call-profile-${kind}-${who}.txt`),
        [...detail, '', ...plans].join('\n'),
      );
    }
  } finally {
    await app.close();
    await database.close();
    await raw.close().catch(() => {});
  }
  console.log(out.join('\n'));
}

export async function callProfileBench(): Promise<void> {
  const kinds = (process.env.DATABASE ?? 'pglite,postgres').split(',') as DatabaseKind[];
  const callsFile = process.env.CALLS;
  let calls = callsFile
    ? (JSON.parse(fs.readFileSync(callsFile, 'utf8')) as Record<string, string[]>)
    : null;
  for (const kind of kinds) {
    await profile(kind, calls);
    // The same calls on the second database.
    calls = JSON.parse(
      fs.readFileSync(path.join(root, '.tmp/call-profile-calls.json'), 'utf8'),
    ) as Record<string, string[]>;
  }
}
