import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { storedFiles } from '../../db/schema/index.ts';
import type { Clock } from '../clock.ts';
import { enqueue } from '../jobs/job-queue.ts';
import type { JobWorker } from '../jobs/job-worker.ts';
import { type FileStore, type StoredObject, isFileKey } from './file-store.ts';

export const deleteFileJobKind = 'files.delete';
export const sweepFilesJobKind = 'files.sweep';

/**
 * An object no record claims this long after it was written is a leftover: stored by an
 * upload whose process ended before its row committed (a route puts the file, then records
 * it in the change's transaction), or a write cut short. No change takes this long.
 */
export const unclaimedAfterMs = 60 * 60_000;

/**
 * Deletes a stored object once the change that stopped using it has committed (queued in
 * that change's transaction): a rolled-back change never loses the file it still names.
 */
export function queueFileDeletion(tx: DbOrTx, key: string, now: Date) {
  return enqueue(
    tx,
    { kind: deleteFileJobKind, payload: { key }, label: `Delete file ${key}` },
    now,
  );
}

/**
 * Removes the objects older than an hour that no stored_files row claims (and writes cut
 * short): backups copy only recorded objects, so these would only fill the disk, holding
 * photos nobody can see any more. Returns the keys removed.
 */
export async function sweepUnclaimedFiles(
  db: DbOrTx,
  store: FileStore,
  now: Date,
): Promise<string[]> {
  const cutoff = now.getTime() - unclaimedAfterMs;
  const removed: string[] = [];
  let batch: StoredObject[] = [];
  const settle = async () => {
    const keys = batch.filter((o) => !o.partial).map((o) => o.key);
    const claimed = new Set(
      keys.length
        ? (
            await db
              .select({ key: storedFiles.key })
              .from(storedFiles)
              .where(inArray(storedFiles.key, keys))
          ).map((r) => r.key)
        : [],
    );
    for (const object of batch)
      if (object.partial || !claimed.has(object.key)) {
        await store.delete(object.key);
        removed.push(object.key);
      }
    batch = [];
  };
  for await (const object of store.list()) {
    if (object.modifiedAt.getTime() > cutoff) continue;
    if (!object.partial && !isFileKey(object.key)) continue; // not the portal's
    batch.push(object);
    if (batch.length >= 500) await settle();
  }
  await settle();
  return removed;
}

export function handleFileJobs(
  worker: JobWorker,
  store: FileStore,
  app: { db: DbOrTx; clock: Clock },
): void {
  worker.handle(deleteFileJobKind, async (payload) => {
    await store.delete(z.object({ key: z.string() }).parse(payload).key);
  });
  worker.handle(sweepFilesJobKind, async () => {
    await sweepUnclaimedFiles(app.db, store, app.clock.now());
  });
  worker.recur({ kind: sweepFilesJobKind, label: 'Remove unclaimed files', everyMinutes: 60 });
}
