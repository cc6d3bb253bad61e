/**
 * The room's day (issue 42, decision 068) on the 2-year dataset: a group entry (a nap start)
 * for 12 children of one room, and the room view it refreshes, over HTTP to the compiled
 * server; 10 warm-up then 100 rounds, median and p95. Each round is a new event (its own
 * device id), all or none in one transaction with its audit row.
 * Target (issue 42): the group entry for 12 children under 50 ms, on both databases.
 * Usage: npm run bench -- room-day   (after `npm run build`; DATABASE=postgres for PostgreSQL)
 */
import { randomUUID } from 'node:crypto';
import { type DatabaseKind, prepareDataset, signIn, startServer } from './bench-server.ts';
import { benchDirector } from './dashboard-dataset.ts';

const warmUp = 10;
const rounds = Number(process.env.REQUESTS ?? 100);
const groupSize = 12;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

export async function roomDayBench(): Promise<void> {
  const kind = (process.env.DATABASE ?? 'pglite') as DatabaseKind;
  const server = await startServer(await prepareDataset(2, kind), 3196);
  try {
    const cookie = await signIn(server.base, benchDirector, 'staff');
    const get = async (path: string) => {
      const res = await fetch(server.base + path, { headers: { cookie } });
      if (!res.ok) throw new Error(`${path}: ${res.status}`);
      return res.json() as Promise<unknown>;
    };
    const rooms = (await get('/api/rooms')) as { id: number; childCount: number }[];
    const room = [...rooms].sort((a, b) => b.childCount - a.childCount)[0]!;
    const day = (await get(`/api/room-day?roomId=${room.id}`)) as {
      children: { id: number }[];
    };
    const childIds = day.children.slice(0, groupSize).map((c) => c.id);
    if (childIds.length < groupSize) throw new Error(`room ${room.id}: only ${childIds.length}`);

    const time = async (call: () => Promise<Response>) => {
      const t0 = performance.now();
      const res = await call();
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`${res.url}: ${res.status}`);
      return performance.now() - t0;
    };
    const measured: Record<string, number[]> = { post: [], view: [] };
    for (let round = 0; round < warmUp + rounds; round++) {
      const post = await time(() =>
        fetch(`${server.base}/api/room-log/entries`, {
          method: 'POST',
          headers: { cookie, 'Content-Type': 'application/json' },
          body: JSON.stringify({
            clientActionId: randomUUID(),
            roomId: room.id,
            childIds,
            kind: round % 2 === 0 ? 'napStart' : 'napEnd',
          }),
        }),
      );
      const view = await time(() =>
        fetch(`${server.base}/api/room-day?roomId=${room.id}`, {
          headers: { cookie, 'accept-encoding': 'br, gzip' },
        }),
      );
      if (round >= warmUp) {
        measured.post!.push(post);
        measured.view!.push(view);
      }
    }
    console.log(`\nroom day on ${kind}, 2 years, ${groupSize} children`);
    console.log('| call | median | p95 |');
    console.log('| --- | --- | --- |');
    for (const [name, label] of [
      ['post', `POST /api/room-log/entries (${groupSize} children)`],
      ['view', 'GET /api/room-day'],
    ] as const) {
      const sorted = [...measured[name]!].sort((a, b) => a - b);
      console.log(
        `| ${label} | ${percentile(sorted, 50).toFixed(1)} ms | ${percentile(sorted, 95).toFixed(1)} ms |`,
      );
    }
  } finally {
    await server.stop();
  }
}
