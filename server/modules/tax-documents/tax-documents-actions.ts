import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { z } from 'zod';
import {
  type TaxDocument,
  taxParentRequired,
  type taxUpdateRequest,
  taxUploadFields,
} from '../../../contract/tax-documents.ts';
import type { DbOrTx } from '../../db/client.ts';
import { type Actor, auditBy } from '../../lib/actor.ts';
import type { FileStore } from '../../lib/files/file-store.ts';
import { recordStoredFiles, releaseStoredFiles } from '../../lib/files/stored-files.ts';
import { parseUploadFields, type ReceivedFile } from '../../lib/files/upload.ts';
import { HttpError, badRequest, notFound } from '../../lib/http-errors.ts';
import { downloadName, notATaxDocumentFile, taxDocumentKind } from './tax-document-files.ts';
import {
  deleteDocumentRow,
  findDocument,
  insertDocument,
  parentAccountExists,
  updateDocument,
} from './tax-documents-queries.ts';

const documentNotFound = 'errors.taxDocumentNotFound';

/**
 * Adds an uploaded tax document (decision 024) for every parent or one parent account: its
 * fields and real file type checked, the file stored under a new key, then its row, stored
 * file and audit row in one transaction. Nothing of a failed upload stays behind.
 */
export async function uploadDocument(
  db: DbOrTx,
  files: FileStore,
  actor: Actor,
  upload: ReceivedFile,
  at: Date,
): Promise<TaxDocument> {
  let key: string | undefined;
  try {
    const fields = parseUploadFields(taxUploadFields, upload.fields);
    const kind = taxDocumentKind(upload);
    if (!kind) {
      throw new HttpError(415, notATaxDocumentFile, { file: notATaxDocumentFile });
    }
    if (fields.parentId !== null && !(await parentAccountExists(db, fields.parentId))) {
      throw badRequest(taxParentRequired, { parentId: taxParentRequired });
    }
    const fileName = downloadName(upload.originalName, kind.ext);
    const id = randomUUID().replaceAll('-', '');
    key = `tax-documents/${at.getUTCFullYear()}/${id}.${kind.ext}`;
    await files.put(key, createReadStream(upload.path), {
      contentType: kind.contentType,
      size: upload.size,
    });
    const storedKey = key;
    return await db.transaction(async (tx) => {
      const documentId = await insertDocument(tx, {
        documentType: fields.documentType,
        title: fields.title,
        description: fields.description,
        fileName,
        filePath: `/uploads/tax-documents/${at.getTime()}-${id}.${kind.ext}`,
        storageKey: storedKey,
        mimeType: kind.contentType,
        fileSize: upload.size,
        taxYear: fields.taxYear,
        parentId: fields.parentId,
        isGlobal: fields.isGlobal,
        uploadedBy: actor.userId,
        createdAt: at,
      });
      await recordStoredFiles(
        tx,
        [
          {
            key: storedKey,
            contentType: kind.contentType,
            size: upload.size,
            purpose: 'tax-document',
            originalName: fileName,
            createdByUserId: actor.userId,
          },
        ],
        at,
      );
      await auditBy(tx, actor, {
        action: 'taxDocument.upload',
        entityType: 'tax_document',
        entityId: documentId,
        details: {
          title: fields.title,
          taxYear: fields.taxYear,
          parentId: fields.parentId,
          isGlobal: fields.isGlobal,
        },
        at,
      });
      return (await findDocument(tx, actor, documentId))!;
    });
  } catch (error) {
    if (key) await files.delete(key).catch(() => {});
    throw error;
  }
}

/** Changes a document's title, description and tax year. */
export async function changeDocument(
  tx: DbOrTx,
  actor: Actor,
  id: number,
  change: z.output<typeof taxUpdateRequest>,
  at: Date,
): Promise<TaxDocument> {
  if (!(await updateDocument(tx, id, change))) throw notFound(documentNotFound);
  await auditBy(tx, actor, {
    action: 'taxDocument.update',
    entityType: 'tax_document',
    entityId: id,
    details: change,
    at,
  });
  return (await findDocument(tx, actor, id))!;
}

/** Deletes a document; its stored file is released (a job removes it). */
export async function deleteDocument(
  tx: DbOrTx,
  actor: Actor,
  id: number,
  at: Date,
): Promise<void> {
  const removed = await deleteDocumentRow(tx, id);
  if (!removed) throw notFound(documentNotFound);
  await releaseStoredFiles(tx, [removed.storageKey], at);
  await auditBy(tx, actor, {
    action: 'taxDocument.delete',
    entityType: 'tax_document',
    entityId: id,
    details: { title: removed.title },
    at,
  });
}
