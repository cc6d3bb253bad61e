/**
 * A centre's busiest ten minutes, replayed (issue 37): the morning drop-off on the 2-year
 * dataset (bench/dashboard-dataset.ts: 150 children, 75 families, 12 staff).
 * - 12 staff devices open the staff dashboard and keep it open, asking again what it asks by
 *   itself (its polling, as learnt by watching the screen in Chromium for a minute);
 * - 150 check-ins and check-outs spread over the window: 75 children arrive in the first
 *   half, and leave in the second (each rate starts from a morning with nobody in yet);
 * - 75 parents, one per family, open the parent dashboard at a moment of the window and keep
 *   it open, polling as it does;
 * - 10 messages from parents to the centre, 3 photos uploaded to the gallery, 2 directors'
 *   reports (this week's summary).
 * The calls of each dashboard are the ones the screen makes in Chromium (bench/screen-calls.ts).
 * The window is replayed at 1×, 10× and 50× its rate (ten minutes, one minute, twelve
 * seconds), on the compiled server; beside it, a bare Fastify route in another process is
 * asked every 100 ms, the machine's own floor in the same seconds. Printed: p50 and p99 of
 * every answer, errors (any answer not 2xx), the dashboards' calls' medians at 1×, and the
 * server's memory.
 * Usage: npm run bench -- busy-day   (after `npm run build`; DATABASE=postgres for PostgreSQL;
 * RATES=10,50 to choose the rates)
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import {
  type DatabaseKind,
  openDataset,
  prepareDataset,
  root,
  rssMiB,
  signIn,
  startServer,
} from './bench-server.ts';
import { centreNow } from '../server/lib/centre-time.ts';
import { systemClock } from '../server/lib/clock.ts';
import { benchDirector, benchParent } from './dashboard-dataset.ts';
import { screenPolls } from './screen-calls.ts';

const port = 3194;
const barePort = 3195;
const windowSeconds = 600;
/** How long a screen is watched to learn what it asks again by itself, and how often. */
const watchSeconds = 61;
const staffDevices = 12;
const families = 75;
const benchStaff = 'Staff Member';

type Timed = { kind: string; ms: number; status: number };
/** The first refusal's answer of each kind, printed with the figures. */
const refusals = new Map<string, string>();
type Event = { at: number; run: () => Promise<Timed[]> };
type Screen = Awaited<ReturnType<typeof screenPolls>>;

const rates = (process.env.RATES ?? '1,10,50').split(',').map(Number);

async function timed(kind: string, request: () => Promise<Response>): Promise<Timed> {
  const started = performance.now();
  try {
    const response = await request();
    const body = await response.text();
    if (response.status >= 400 && !refusals.has(kind)) refusals.set(kind, body.slice(0, 200));
    return { kind, ms: performance.now() - started, status: response.status };
  } catch {
    return { kind, ms: performance.now() - started, status: 0 };
  }
}

const get = (base: string, call: string, cookie: string, kind = call.split('?')[0]!) =>
  timed(kind, () => fetch(base + call, { headers: { cookie, 'accept-encoding': 'br, gzip' } }));

const send = (base: string, method: string, call: string, cookie: string, body: unknown) =>
  timed(`${method} ${call.split('?')[0]}`, () =>
    fetch(base + call, {
      method,
      headers: { cookie, origin: base, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );

/** A screen opened: its page, then its calls side by side, as the browser asks them. */
async function openScreen(base: string, calls: string[], cookie: string, screen: string) {
  const [page, ...api] = calls;
  const first = await get(base, page!, cookie, `page ${screen}`);
  return [first, ...(await Promise.all(api.map((call) => get(base, call, cookie))))];
}

/** A screen opened at `opened` and left open: its calls, then its polls until the end. */
function screenEvents(base: string, screen: Screen, cookie: string, name: string, opened: number) {
  const events: Event[] = [
    { at: opened, run: () => openScreen(base, screen.opened, cookie, name) },
  ];
  for (const { call, everySeconds } of screen.polled)
    for (let at = opened + everySeconds; at < windowSeconds; at += everySeconds)
      events.push({ at, run: async () => [await get(base, call, cookie)] });
  return events;
}

/** Another family's screen: the first family's, with its own child's id. */
const forChild = (screen: Screen, from: number, to: number): Screen => {
  const swap = (call: string) => call.replaceAll(`childId=${from}`, `childId=${to}`);
  return {
    opened: screen.opened.map(swap),
    polled: screen.polled.map((p) => ({ ...p, call: swap(p.call) })),
  };
};

async function photo(seed: number): Promise<Buffer> {
  return sharp({
    create: { width: 1600, height: 1200, channels: 3, background: { r: seed * 40, g: 120, b: 90 } },
  })
    .jpeg({ quality: 85 })
    .toBuffer();
}

/** Every event of the window, at its second (0 … 600), in a fixed pseudo-random order. */
/** The window's people, signed in once, and the screens' calls, learnt once. */
async function prepare(base: string) {
  const director = await signIn(base, benchDirector, 'staff');
  const staffScreen = await screenPolls(base, '/', director, watchSeconds);
  const staffCookies: string[] = [];
  for (let i = 0; i < staffDevices; i++)
    staffCookies.push(await signIn(base, benchDirector, 'staff'));
  const parents: { cookie: string; screen: Screen; childId: number }[] = [];
  for (let f = 0; f < families; f++) {
    const cookie = await signIn(base, benchParent(f), 'parent');
    const mine = (await (await fetch(`${base}/api/children`, { headers: { cookie } })).json()) as {
      id: number;
    }[];
    // Each family's calls name its own children; the first family's are recorded in the
    // browser, the others' made from them with their children's ids.
    const screen =
      f === 0
        ? await screenPolls(base, '/parent-dashboard', cookie, watchSeconds)
        : forChild(parents[0]!.screen, parents[0]!.childId, mine[0]!.id);
    parents.push({ cookie, screen, childId: mine[0]!.id });
  }
  const children = (await (
    await fetch(`${base}/api/children`, { headers: { cookie: director } })
  ).json()) as {
    id: number;
  }[];
  const photos = await Promise.all([1, 2, 3].map(photo));
  return { director, staffScreen, staffCookies, parents, children, photos };
}

function workload(base: string, plan: Awaited<ReturnType<typeof prepare>>) {
  const { director, staffScreen, staffCookies, parents, children, photos } = plan;
  const inNow = new Set<number>();

  let seed = 7;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const events: Event[] = [];
  // The staff devices are opened in the first half-minute, the parents' screens at random.
  for (const [i, cookie] of staffCookies.entries())
    events.push(...screenEvents(base, staffScreen, cookie, 'staff', (i / staffDevices) * 30));
  for (const { cookie, screen } of parents)
    events.push(...screenEvents(base, screen, cookie, 'parent', random() * windowSeconds));
  console.log(
    `  the staff dashboard: ${staffScreen.opened.length} calls, then by itself ` +
      (staffScreen.polled.map((p) => `${p.call} every ${p.everySeconds.toFixed(0)} s`).join(', ') ||
        'nothing') +
      `; the parent dashboard: ${parents[0]!.screen.opened.length} calls, then ` +
      (parents[0]!.screen.polled
        .map((p) => `${p.call} every ${p.everySeconds.toFixed(0)} s`)
        .join(', ') || 'nothing'),
  );
  for (let i = 0; i < 150; i++) {
    const child = children[i % 75]!;
    const at = (i / 150) * windowSeconds;
    events.push({
      at,
      run: async () => {
        const checkingOut = inNow.has(child.id);
        const result = await send(
          base,
          'POST',
          '/api/attendance',
          staffCookies[i % staffDevices]!,
          {
            childId: child.id,
            ...(checkingOut ? { checkOutBy: benchStaff } : { checkInBy: benchStaff }),
          },
        );
        if (result.status === 200) {
          if (checkingOut) inNow.delete(child.id);
          else inNow.add(child.id);
        }
        return [{ ...result, kind: checkingOut ? 'check-out' : 'check-in' }];
      },
    });
  }
  for (let i = 0; i < 10; i++) {
    const parent = parents[(i * 7) % families]!;
    events.push({
      at: random() * windowSeconds,
      run: async () => [
        await send(base, 'POST', '/api/messages/threads', parent.cookie, {
          recipients: 'centre',
          childId: parent.childId,
          subject: 'Pick-up today',
          content: 'Grandma collects at four today.',
        }),
      ],
    });
  }
  for (const [i, bytes] of photos.entries())
    events.push({
      at: random() * windowSeconds,
      run: async () => [
        await timed('POST /api/gallery', () => {
          const form = new FormData();
          form.set('title', `Garden ${i + 1}`);
          form.set('tags', JSON.stringify(['garden']));
          form.set('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'IMG.jpg');
          return fetch(`${base}/api/gallery`, {
            method: 'POST',
            headers: { cookie: director, origin: base },
            body: form,
          });
        }),
      ],
    });
  for (let i = 0; i < 2; i++)
    events.push({
      at: random() * windowSeconds,
      run: async () => [await get(base, '/api/reports/summary?period=week', director)],
    });
  return events.sort((a, b) => a.at - b.at);
}

/** Replays `events` at `rate` times their pace; resolves with every answer's time. */
async function replay(events: Event[], rate: number): Promise<Timed[]> {
  const started = performance.now();
  const pending: Promise<Timed[]>[] = [];
  for (const event of events) {
    const wait = (event.at * 1000) / rate - (performance.now() - started);
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    pending.push(event.run());
  }
  return (await Promise.all(pending)).flat();
}

/** The bare route asked every 100 ms until `stop` resolves. */
async function bareFloor(stop: Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  let running = true;
  void stop.then(() => (running = false));
  while (running) {
    const t = await timed('bare', () => fetch(`http://127.0.0.1:${barePort}/bare`));
    times.push(t.ms);
    await new Promise((r) => setTimeout(r, 100));
  }
  return times;
}

/**
 * The window starts before the first arrival: today's attendance is emptied (the dataset's
 * own today, on the day it was built, and an earlier rate's check-ins).
 */
async function startMorning(env: Record<string, string>) {
  const database = await openDataset(env);
  try {
    const { today } = await centreNow(database.db, systemClock);
    await database.db.execute(sql`delete from attendance_actions`);
    await database.db.execute(sql`delete from attendance where date = ${today}`);
  } finally {
    await database.close();
  }
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};
const ms = (v: number) => (v < 10 ? v.toFixed(1) : v.toFixed(0));

export async function busyDayBench(): Promise<void> {
  const kind = (process.env.DATABASE ?? 'pglite') as DatabaseKind;
  const env = await prepareDataset(2, kind);
  const bare = spawn(process.execPath, [path.join(root, 'bench/bare-server.mjs')], {
    env: { ...process.env, PORT: String(barePort) },
    stdio: 'ignore',
  });
  try {
    // Signed in and the screens learnt once; the sessions outlive the server's restarts.
    await startMorning(env);
    const preparing = await startServer(env, port);
    const plan = await prepare(preparing.base).finally(() => preparing.stop());
    for (const rate of rates) {
      await startMorning(env);
      const server = await startServer(env, port);
      try {
        const events = workload(server.base, plan);
        const idle = rssMiB(server.process.pid!);
        let peak = idle;
        const sampler = setInterval(
          () => (peak = Math.max(peak, rssMiB(server.process.pid!))),
          500,
        );
        const run = replay(events, rate);
        const [answers, floor] = await Promise.all([run, bareFloor(run)]);
        clearInterval(sampler);
        const all = answers.map((a) => a.ms);
        const failed = answers.filter((a) => a.status < 200 || a.status >= 300);
        console.log(
          `\n${rate}× on ${kind}: ${answers.length} answers in ${(windowSeconds / rate).toFixed(0)} s ` +
            `(${(answers.length / (windowSeconds / rate)).toFixed(1)}/s): p50 ${ms(quantile(all, 0.5))} ms, ` +
            `p99 ${ms(quantile(all, 0.99))} ms, max ${ms(Math.max(...all))} ms, ${failed.length} not 2xx` +
            (failed.length
              ? ` (${[...new Set(failed.map((f) => `${f.kind} ${f.status}`))].join(', ')})`
              : ''),
        );
        console.log(
          `  bare route beside it: p50 ${ms(quantile(floor, 0.5))} ms, p99 ${ms(quantile(floor, 0.99))} ms; ` +
            `server memory ${idle.toFixed(0)} MiB before, ${peak.toFixed(0)} MiB at peak`,
        );
        for (const [kind, body] of refusals) console.log(`  refused: ${kind}: ${body}`);
        refusals.clear();
        if (rate === Math.min(...rates)) {
          const byKind = new Map<string, number[]>();
          for (const a of answers) byKind.set(a.kind, [...(byKind.get(a.kind) ?? []), a.ms]);
          for (const [name, times] of [...byKind].sort((a, b) => a[0].localeCompare(b[0])))
            console.log(`    ${name}: median ${ms(quantile(times, 0.5))} ms (${times.length})`);
        }
      } finally {
        await server.stop();
      }
    }
  } finally {
    bare.kill('SIGTERM');
  }
}
