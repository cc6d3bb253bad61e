/**
 * The messages screens' calls on the 2-year dataset (150 children, 75 families, 3,000
 * messages in 300 threads with the director): the unread count, the first page of threads
 * and a search, for the director (the centre's inbox: every thread) and for a parent (their
 * own), over HTTP to the compiled server; 20 warm-up then 200 rounds, median and p95.
 * Target: the unread count and the thread list under 20 ms at the median on the embedded
 * database.
 * Usage: npm run bench -- messages   (after `npm run build`; DATABASE=postgres for PostgreSQL)
 */
import { type DatabaseKind, prepareDataset, signIn, startServer } from './bench-server.ts';
import { benchDirector, benchParent } from './dashboard-dataset.ts';

const warmUp = 20;
const rounds = Number(process.env.REQUESTS ?? 200);
const calls = [
  '/api/messages/unread-count',
  '/api/messages/threads',
  '/api/messages/threads?search=friday',
  '/api/messages/recent',
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

export async function messagesBench(): Promise<void> {
  const kind = (process.env.DATABASE ?? 'pglite') as DatabaseKind;
  const server = await startServer(await prepareDataset(2, kind), 3195);
  try {
    const who = {
      director: await signIn(server.base, benchDirector, 'staff'),
      parent: await signIn(server.base, benchParent(7), 'parent'),
    };
    console.log(`\nmessages on ${kind}, 2 years`);
    console.log('| call | as | median | p95 | items |');
    console.log('| --- | --- | --- | --- | --- |');
    for (const [name, cookie] of Object.entries(who)) {
      for (const call of calls) {
        const times: number[] = [];
        let items = 0;
        for (let round = 0; round < warmUp + rounds; round++) {
          const t0 = performance.now();
          const res = await fetch(server.base + call, {
            headers: { cookie, 'accept-encoding': 'br, gzip' },
          });
          const body = (await res.json()) as unknown;
          const ms = performance.now() - t0;
          if (!res.ok) throw new Error(`${call}: ${res.status}`);
          if (round >= warmUp) times.push(ms);
          items = Array.isArray(body) ? body.length : ((body as { count: number }).count ?? 0);
        }
        times.sort((a, b) => a - b);
        console.log(
          `| GET ${call} | ${name} | ${percentile(times, 50).toFixed(1)} ms | ` +
            `${percentile(times, 95).toFixed(1)} ms | ${items} |`,
        );
      }
    }
  } finally {
    await server.stop();
  }
}
