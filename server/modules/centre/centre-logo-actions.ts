import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { centreSettings, storedFiles } from '../../db/schema/index.ts';
import { type Actor, auditBy } from '../../lib/actor.ts';
import { queueFileDeletion } from '../../lib/files/file-jobs.ts';
import type { FileStore } from '../../lib/files/file-store.ts';
import { pngWithin } from '../../lib/files/images.ts';
import { centreDetails, centreLogoFile } from './centre-queries.ts';

/** The largest a logo is kept: sharp enough for a page header and a PDF's. */
const logoBox = { width: 600, height: 300 };

export type StoredLogo = { key: string; contentType: string; size: number };

/**
 * An uploaded image (its type already judged from its bytes) decoded and made again as the
 * centre's PNG logo under a new key: nothing of the sender's file is kept, not its metadata.
 * Nothing of a failed attempt stays behind.
 */
export async function storeCentreLogo(
  files: FileStore,
  imagePath: string,
  at: Date,
): Promise<StoredLogo> {
  const key = `centre-logo/${at.getUTCFullYear()}/${randomUUID()}.png`;
  try {
    const logo = await pngWithin(imagePath, logoBox);
    await files.put(key, logo.buffer, { contentType: logo.contentType, size: logo.buffer.length });
    return { key, contentType: logo.contentType, size: logo.buffer.length };
  } catch (error) {
    await files.delete(key).catch(() => {});
    throw error;
  }
}

/**
 * The stored logo becomes the centre's (null: it has none); the one it replaces is deleted
 * once the change commits. Audited with the logo before and after (the file's number), in
 * the same transaction. Answers the centre's details.
 */
export async function setCentreLogo(
  tx: Tx,
  actor: Actor,
  logo: (StoredLogo & { originalName: string }) | null,
  at: Date,
) {
  const old = await centreLogoFile(tx);
  let logoFileId: number | null = null;
  if (logo) {
    const [row] = await tx
      .insert(storedFiles)
      .values({ ...logo, purpose: 'centre-logo', createdByUserId: actor.userId, createdAt: at })
      .returning({ id: storedFiles.id });
    logoFileId = row!.id;
  }
  await tx
    .update(centreSettings)
    .set({ logoFileId, updatedAt: at })
    .where(eq(centreSettings.id, 1));
  if (old) {
    await tx.delete(storedFiles).where(eq(storedFiles.id, old.id));
    await queueFileDeletion(tx, old.key, at);
  }
  await auditBy(tx, actor, {
    action: logo ? 'centre.logo.change' : 'centre.logo.remove',
    entityType: 'centre_settings',
    entityId: 1,
    details: {
      before: { logo: old?.id ?? null },
      after: { logo: logoFileId, ...(logo ? { name: logo.originalName } : {}) },
    },
    at,
  });
  return centreDetails(tx);
}
