import { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { enqueue } from '../jobs/job-queue.ts';
import type { JobWorker } from '../jobs/job-worker.ts';
import type { FileStore } from './file-store.ts';

export const deleteFileJobKind = 'files.delete';

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

export function handleFileJobs(worker: JobWorker, store: FileStore): void {
  worker.handle(deleteFileJobKind, async (payload) => {
    await store.delete(z.object({ key: z.string() }).parse(payload).key);
  });
}
