/**
 * A backup asked for by a director in the middle of the day, on the 2-year dataset (150
 * children): the backup's own time (asked → in the list) and size, how long a parent's
 * unread count, asked every 50 ms meanwhile, waited at most (and at the median, against the
 * same call idle), the server's resident memory above idle, what a second request is told,
 * and how long `npm run restore` takes to bring the archive back into an empty place.
 * Targets (issue 44): no request waits more than 200 ms, memory rises by at most 64 MiB.
 * Usage: npm run bench -- backup   (after `npm run build`; DATABASE=postgres for PostgreSQL)
 */
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Database, openPglite, openPostgres, queryRows } from '../server/db/client.ts';
import { embeddedDbDir } from '../server/db/pglite-thread.ts';
import { restoreBackup } from '../server/lib/backup/restore.ts';
import { localFileStore } from '../server/lib/files/file-store.ts';
import {
  type DatabaseKind,
  prepareDataset,
  root,
  rssMiB,
  signIn,
  startServer,
} from './bench-server.ts';
import { benchDirector, benchParent } from './dashboard-dataset.ts';

const everyMs = 50;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/** Asks `url` every 50 ms (without waiting for the last answer) until `until` resolves. */
async function askRepeatedly(url: string, cookie: string, until: Promise<unknown>) {
  const waits: number[] = [];
  const inFlight: Promise<void>[] = [];
  let done = false;
  void until.finally(() => (done = true));
  while (!done) {
    const t0 = performance.now();
    inFlight.push(
      fetch(url, { headers: { cookie } }).then(async (res) => {
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${url}: ${res.status}`);
        waits.push(performance.now() - t0);
      }),
    );
    await sleep(everyMs);
  }
  await Promise.all(inFlight);
  return waits;
}

export async function backupBench(): Promise<void> {
  const kind = (process.env.DATABASE ?? 'pglite') as DatabaseKind;
  const env = await prepareDataset(2, kind);
  const backupDir = path.join(root, '.tmp', `bench-backups-${kind}`);
  fs.rmSync(backupDir, { recursive: true, force: true });
  const server = await startServer({ ...env, BACKUP_DIR: backupDir, BACKUP_KEEP: '3' }, 3196);
  const pid = server.process.pid!;
  try {
    const director = await signIn(server.base, benchDirector, 'staff');
    const parent = await signIn(server.base, benchParent(7), 'parent');
    const unread = `${server.base}/api/messages/unread-count`;

    // Idle: the same call for 3 s, and the memory the server holds.
    const idleWaits = await askRepeatedly(unread, parent, sleep(3000));
    const idleRss = rssMiB(pid);

    let peakRss = idleRss;
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMiB(pid))), 50);
    const asked = performance.now();
    const post = await fetch(`${server.base}/api/system/backups`, {
      method: 'POST',
      headers: { cookie: director },
    });
    if (post.status !== 202) throw new Error(`backup request: ${post.status}`);
    const second = await fetch(`${server.base}/api/system/backups`, {
      method: 'POST',
      headers: { cookie: director },
    });
    const secondAnswer = `${second.status} ${((await second.json()) as { message: string }).message}`;
    const made = (async () => {
      for (;;) {
        const list = (await (
          await fetch(`${server.base}/api/system/backups`, { headers: { cookie: director } })
        ).json()) as { name: string; size: number }[];
        if (list.length > 0) return { ...list[0]!, ms: performance.now() - asked };
        await sleep(100);
      }
    })();
    const waits = await askRepeatedly(unread, parent, made);
    clearInterval(sampler);
    const backup = await made;

    // The restore of that archive into an empty place, as `npm run restore` does it.
    const archive = path.join(backupDir, backup.name);
    const scratch = path.join(root, '.tmp', `bench-restore-${kind}`);
    fs.rmSync(scratch, { recursive: true, force: true });
    const files = localFileStore(path.join(scratch, 'files'));
    let restoreMs: number;
    let children: number;
    const count = async (database: Database) => {
      const [row] = await queryRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from children`,
      );
      await database.close();
      return row!.n;
    };
    if (kind === 'pglite') {
      const dataDir = embeddedDbDir(scratch);
      const t0 = performance.now();
      await restoreBackup(archive, { kind, dataDir }, files, () => openPglite({ dataDir }));
      restoreMs = performance.now() - t0;
      children = await count(await openPglite({ dataDir }));
    } else {
      const admin = new pg.Client({ connectionString: env.DATABASE_URL });
      await admin.connect();
      const name = 'daycare_bench_restore';
      await admin.query(`drop database if exists ${name}`);
      await admin.query(`create database ${name}`);
      const url = env.DATABASE_URL!.replace(/\/[^/]*$/, `/${name}`);
      const t0 = performance.now();
      await restoreBackup(archive, { kind, url }, files, () => openPostgres(url));
      restoreMs = performance.now() - t0;
      children = await count(await openPostgres(url));
      await admin.query(`drop database ${name}`);
      await admin.end();
    }
    fs.rmSync(scratch, { recursive: true, force: true });

    console.log(
      `\nbackup on ${kind}, 2 years, asked for while a parent's unread count is asked every ${everyMs} ms`,
    );
    console.log('| figure | value |');
    console.log('| --- | --- |');
    console.log(`| backup, asked → in the list | ${(backup.ms / 1000).toFixed(1)} s |`);
    console.log(`| archive size | ${mib(backup.size)} MiB |`);
    console.log(
      `| unread count during the backup: longest / median (${waits.length} asked) | ` +
        `${Math.max(...waits).toFixed(0)} ms / ${median(waits).toFixed(1)} ms |`,
    );
    console.log(
      `| unread count idle: longest / median | ${Math.max(...idleWaits).toFixed(0)} ms / ` +
        `${median(idleWaits).toFixed(1)} ms |`,
    );
    console.log(
      `| server resident memory: idle → peak | ${idleRss.toFixed(0)} → ${peakRss.toFixed(0)} MiB ` +
        `(+${(peakRss - idleRss).toFixed(0)}) |`,
    );
    console.log(`| a second request meanwhile | ${secondAnswer} |`);
    console.log(
      `| restore into an empty place | ${(restoreMs / 1000).toFixed(1)} s (${children} children) |`,
    );
  } finally {
    await server.stop();
  }
}
