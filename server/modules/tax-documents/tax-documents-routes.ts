import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { taxFieldsRequired } from '../../../contract/tax-documents.ts';
import { centreNow } from '../../lib/centre-time.ts';
import { sendStoredFile } from '../../lib/files/download.ts';
import { receiveFile } from '../../lib/files/upload.ts';
import { notFound } from '../../lib/http-errors.ts';
import { sendPage } from '../../lib/paging.ts';
import { serve } from '../../lib/serve.ts';
import { actorOf, principalOf } from '../../plugins/access.ts';
import { notATaxDocumentFile, taxDocumentSniffedTypes } from './tax-document-files.ts';
import { changeDocument, deleteDocument, uploadDocument } from './tax-documents-actions.ts';
import { documentSummary, findDocumentFile, listDocuments } from './tax-documents-queries.ts';

const documentNotFound = 'errors.taxDocumentNotFound';

/**
 * Tax documents (decision 024): directors upload them for every parent or for one parent
 * account; a parent lists and downloads only those (tax-documents-queries' visibleTo).
 */
export async function taxDocumentsRoutes(app: FastifyInstance): Promise<void> {
  const tmpDir = path.join(app.config.dataDir, 'tmp');

  serve(app, 'GET /api/tax-documents', async (request, reply) =>
    sendPage(reply, await listDocuments(app.db, principalOf(request), request.query)),
  );

  serve(app, 'GET /api/tax-documents/summary', async (request) => {
    const { today } = await centreNow(app.db, app.clock);
    return documentSummary(app.db, principalOf(request), request.query, Number(today.slice(0, 4)));
  });

  serve(app, 'POST /api/tax-documents', async (request, reply) => {
    const actor = actorOf(request);
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
    try {
      const created = await uploadDocument(app.db, app.files, actor, upload, app.clock.now());
      return reply.code(201).send(created);
    } finally {
      await upload.discard();
    }
  });

  serve(app, 'PATCH /api/tax-documents/:id', (request) =>
    app.db.transaction((tx) =>
      changeDocument(tx, actorOf(request), request.params.id, request.body, app.clock.now()),
    ),
  );

  serve(app, 'DELETE /api/tax-documents/:id', async (request, reply) => {
    const at = app.clock.now();
    await app.db.transaction((tx) => deleteDocument(tx, actorOf(request), request.params.id, at));
    return reply.code(204).send(null);
  });

  serve(app, 'GET /uploads/tax-documents/:name', async (request, reply) => {
    const filePath = `/uploads/tax-documents/${request.params.name}`;
    const file = await findDocumentFile(app.db, principalOf(request), filePath);
    if (!file) throw notFound(documentNotFound);
    return sendStoredFile(request, reply, app.files, file, 'attachment');
  });
}
