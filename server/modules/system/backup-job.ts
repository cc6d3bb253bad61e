import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { backupFileName, makeBackup, pruneBackups } from '../../lib/backup/backup.ts';
import type { DbOrTx } from '../../db/client.ts';
import { enqueue } from '../../lib/jobs/job-queue.ts';

export const backupJobKind = 'system.backup';

/**
 * Backups are jobs: one every night at BACKUP_TIME on the centre's clock, and one whenever a
 * director (or `npm run backup` while the server runs) asks. The worker runs one at a time,
 * and the embedded database is dumped by the process that holds it.
 */
export function handleBackupJobs(app: FastifyInstance): void {
  const { dir, time, keep } = app.config.backups;
  app.jobs.handle(backupJobKind, async () => {
    const now = app.clock.now();
    const started = performance.now();
    const made = await makeBackup(
      { database: app.database, files: app.files },
      path.join(dir, backupFileName(now)),
      now,
      { workDir: path.join(app.config.dataDir, 'tmp') },
    );
    app.log.info(
      { ms: Math.round(performance.now() - started), heldMs: made.heldMs, files: made.files },
      'backup made',
    );
    await pruneBackups(dir, keep);
  });
  if (time) app.jobs.recur({ kind: backupJobKind, label: 'Nightly backup', at: time });
}

/** A backup as soon as the worker is free (once: a second request that minute is the same). */
export function requestBackup(tx: DbOrTx, now: Date) {
  return enqueue(
    tx,
    {
      kind: backupJobKind,
      label: 'Backup on request',
      idempotencyKey: `${backupJobKind}@request-${Math.floor(now.getTime() / 60_000)}`,
    },
    now,
  );
}
