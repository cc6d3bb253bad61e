import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { storedFiles } from '../../db/schema/index.ts';
import { queueFileDeletion } from './file-jobs.ts';

export type NewStoredFile = {
  key: string;
  contentType: string;
  size: number;
  purpose: string;
  originalName: string;
  createdByUserId: number;
};

/**
 * Records objects just put in the file store, in the transaction of the row that names
 * them: backups copy every recorded object, so a file nobody recorded would be lost.
 */
export async function recordStoredFiles(tx: DbOrTx, files: NewStoredFile[], at: Date) {
  if (files.length === 0) return;
  await tx.insert(storedFiles).values(files.map((file) => ({ ...file, createdAt: at })));
}

/**
 * The objects a change stops using: their records go now and the objects themselves once
 * the change has committed (files.delete jobs), so a rolled-back change loses nothing.
 */
export async function releaseStoredFiles(tx: DbOrTx, keys: string[], at: Date) {
  if (keys.length === 0) return;
  await tx.delete(storedFiles).where(inArray(storedFiles.key, keys));
  for (const key of keys) await queueFileDeletion(tx, key, at);
}
