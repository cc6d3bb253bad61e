import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '../../../contract/errors.ts';
import {
  taxDocument,
  taxFieldsRequired,
  taxFileParam,
  taxIdParam,
  taxListQuery,
  taxListResponse,
  taxParentRequired,
  taxSummary,
  taxSummaryQuery,
  taxUpdateRequest,
  taxUploadFields,
} from '../../../contract/tax-documents.ts';
import { taxDocuments } from '../../db/schema/index.ts';
import { sendPage } from '../../lib/paging.ts';
import { audit } from '../../lib/audit.ts';
import { centreNow } from '../../lib/centre-time.ts';
import { sendStoredFile } from '../../lib/files/download.ts';
import { recordStoredFiles, releaseStoredFiles } from '../../lib/files/stored-files.ts';
import { parseUploadFields, receiveFile } from '../../lib/files/upload.ts';
import { HttpError, badRequest, notFound } from '../../lib/http-errors.ts';
import { principalOf } from '../../plugins/access.ts';
import {
  downloadName,
  notATaxDocumentFile,
  taxDocumentKind,
  taxDocumentSniffedTypes,
} from './tax-document-files.ts';
import {
  documentSummary,
  findDocument,
  findDocumentFile,
  listDocuments,
  parentAccountExists,
} from './tax-documents-queries.ts';

const documentNotFound = 'errors.taxDocumentNotFound';

/**
 * Tax documents (decision 024): directors upload them for every parent or for one parent
 * account; a parent lists and downloads only those (tax-documents-queries' visibleTo).
 */
export async function taxDocumentsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tmpDir = path.join(app.config.dataDir, 'tmp');

  r.get('/api/tax-documents', {
    config: { permission: 'taxDocument.read' },
    schema: {
      tags: ['tax documents'],
      summary: 'Tax documents the signed-in person may see, newest first (paged)',
      querystring: taxListQuery,
      response: { 200: taxListResponse, 400: errorResponse },
    },
    handler: async (request, reply) => {
      return sendPage(reply, await listDocuments(app.db, principalOf(request), request.query));
    },
  });

  r.get('/api/tax-documents/summary', {
    config: { permission: 'taxDocument.read' },
    schema: {
      tags: ['tax documents'],
      summary: 'Counters, the years and types present, and how many match the filters',
      querystring: taxSummaryQuery,
      response: { 200: taxSummary, 400: errorResponse },
    },
    handler: async (request) => {
      const { today } = await centreNow(app.db, app.clock);
      return documentSummary(
        app.db,
        principalOf(request),
        request.query,
        Number(today.slice(0, 4)),
      );
    },
  });

  r.post('/api/tax-documents', {
    config: { permission: 'taxDocument.manage' },
    schema: {
      tags: ['tax documents'],
      summary:
        'Upload a tax document (multipart: title, documentType, description, taxYear, isGlobal, parentId, then the file in "file")',
      consumes: ['multipart/form-data'],
      response: { 201: taxDocument, 400: errorResponse, 413: errorResponse, 415: errorResponse },
    },
    handler: async (request, reply) => {
      const principal = principalOf(request);
      const upload = await receiveFile(
        request,
        {
          maxBytes: app.config.uploads.documentMaxBytes,
          accept: taxDocumentSniffedTypes,
          notAccepted: notATaxDocumentFile,
          missing: taxFieldsRequired,
        },
        tmpDir,
      );
      const at = app.clock.now();
      let key: string | undefined;
      try {
        const fields = parseUploadFields(taxUploadFields, upload.fields);
        const kind = taxDocumentKind(upload);
        if (!kind) {
          throw new HttpError(415, notATaxDocumentFile, { file: notATaxDocumentFile });
        }
        if (fields.parentId !== null && !(await parentAccountExists(app.db, fields.parentId))) {
          throw badRequest(taxParentRequired, { parentId: taxParentRequired });
        }
        const fileName = downloadName(upload.originalName, kind.ext);
        const id = randomUUID().replaceAll('-', '');
        key = `tax-documents/${at.getUTCFullYear()}/${id}.${kind.ext}`;
        await app.files.put(key, createReadStream(upload.path), {
          contentType: kind.contentType,
          size: upload.size,
        });
        const storedKey = key;
        const created = await app.db.transaction(async (tx) => {
          const [row] = await tx
            .insert(taxDocuments)
            .values({
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
              uploadedBy: principal.userId,
              createdAt: at,
            })
            .returning({ id: taxDocuments.id });
          await recordStoredFiles(
            tx,
            [
              {
                key: storedKey,
                contentType: kind.contentType,
                size: upload.size,
                purpose: 'tax-document',
                originalName: fileName,
                createdByUserId: principal.userId,
              },
            ],
            at,
          );
          await audit(tx, request, {
            action: 'taxDocument.upload',
            entityType: 'tax_document',
            entityId: row!.id,
            details: {
              title: fields.title,
              taxYear: fields.taxYear,
              parentId: fields.parentId,
              isGlobal: fields.isGlobal,
            },
          });
          return (await findDocument(tx, principal, row!.id))!;
        });
        return reply.code(201).send(created);
      } catch (error) {
        // Nothing of a failed upload stays behind: not the file just stored.
        if (key) await app.files.delete(key).catch(() => {});
        throw error;
      } finally {
        await upload.discard();
      }
    },
  });

  r.patch('/api/tax-documents/:id', {
    config: { permission: 'taxDocument.manage' },
    schema: {
      tags: ['tax documents'],
      summary: 'Change a document’s title, description and tax year',
      params: taxIdParam,
      body: taxUpdateRequest,
      response: { 200: taxDocument, 400: errorResponse, 404: errorResponse },
    },
    handler: async (request) => {
      const principal = principalOf(request);
      const { id } = request.params;
      return app.db.transaction(async (tx) => {
        const [updated] = await tx
          .update(taxDocuments)
          .set(request.body)
          .where(eq(taxDocuments.id, id))
          .returning({ id: taxDocuments.id });
        if (!updated) throw notFound(documentNotFound);
        await audit(tx, request, {
          action: 'taxDocument.update',
          entityType: 'tax_document',
          entityId: id,
          details: request.body,
        });
        return (await findDocument(tx, principal, id))!;
      });
    },
  });

  r.delete('/api/tax-documents/:id', {
    config: { permission: 'taxDocument.manage' },
    schema: {
      tags: ['tax documents'],
      summary: 'Delete a document and its file',
      params: taxIdParam,
      response: { 204: z.null().describe('Deleted'), 404: errorResponse },
    },
    handler: async (request, reply) => {
      const { id } = request.params;
      const at = app.clock.now();
      await app.db.transaction(async (tx) => {
        const [removed] = await tx
          .delete(taxDocuments)
          .where(eq(taxDocuments.id, id))
          .returning({ title: taxDocuments.title, storageKey: taxDocuments.storageKey });
        if (!removed) throw notFound(documentNotFound);
        await releaseStoredFiles(tx, [removed.storageKey], at);
        await audit(tx, request, {
          action: 'taxDocument.delete',
          entityType: 'tax_document',
          entityId: id,
          details: { title: removed.title },
        });
      });
      return reply.code(204).send(null);
    },
  });

  r.get('/uploads/tax-documents/:name', {
    config: { permission: 'taxDocument.download' },
    schema: {
      tags: ['tax documents'],
      summary: 'Download a tax document (with its original file name)',
      params: taxFileParam,
      response: { 404: errorResponse },
    },
    handler: async (request, reply) => {
      const filePath = `/uploads/tax-documents/${request.params.name}`;
      const file = await findDocumentFile(app.db, principalOf(request), filePath);
      if (!file) throw notFound(documentNotFound);
      return sendStoredFile(request, reply, app.files, file, 'attachment');
    },
  });
}
