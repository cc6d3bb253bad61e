import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { centreLogoMaxBytes, centreDetailsFields } from '../../../contract/centre.ts';
import { auditBy } from '../../lib/actor.ts';
import { sendStoredFile } from '../../lib/files/download.ts';
import { imageTypes, notAnImageMessage } from '../../lib/files/images.ts';
import { receiveFile } from '../../lib/files/upload.ts';
import { notFound } from '../../lib/http-errors.ts';
import { serve } from '../../lib/serve.ts';
import { actorOf } from '../../plugins/access.ts';
import { setCentreLogo, storeCentreLogo } from './centre-logo-actions.ts';
import {
  centreDetails,
  centreLogoFile,
  lockCentreDetails,
  updateCentreDetails,
} from './centre-queries.ts';

/**
 * The centre's own details and logo (decision 060): directors set them (Settings → Centre);
 * the name and logo head the sign-in pages, both portals, e-mails and PDFs, so the logo is
 * public (it says nothing about anyone).
 */
export async function centreDetailsRoutes(app: FastifyInstance): Promise<void> {
  const tmpDir = path.join(app.config.dataDir, 'tmp');

  serve(app, 'GET /api/centre/details', () => centreDetails(app.db));

  serve(app, 'PUT /api/centre', (request) =>
    app.db.transaction(async (tx) => {
      const before = await lockCentreDetails(tx);
      const after = await updateCentreDetails(tx, request.body, app.clock.now());
      const changed = centreDetailsFields.filter((field) => before[field] !== after[field]);
      await auditBy(tx, actorOf(request), {
        action: 'centre.details',
        entityType: 'centre_settings',
        entityId: 1,
        details: {
          before: Object.fromEntries(changed.map((field) => [field, before[field]])),
          after: Object.fromEntries(changed.map((field) => [field, after[field]])),
        },
        at: app.clock.now(),
      });
      return after;
    }),
  );

  serve(app, 'GET /api/centre/logo', async (request, reply) => {
    const logo = await centreLogoFile(app.db);
    if (!logo) throw notFound('errors.noCentreLogo');
    return sendStoredFile(request, reply, app.files, {
      key: logo.key,
      contentType: logo.contentType,
      fileName: 'logo.png',
    });
  });

  serve(app, 'PUT /api/centre/logo', async (request) => {
    const upload = await receiveFile(
      request,
      { maxBytes: centreLogoMaxBytes, accept: imageTypes, notAccepted: notAnImageMessage },
      tmpDir,
    );
    const at = app.clock.now();
    try {
      const stored = await storeCentreLogo(app.files, upload.path, at);
      try {
        return await app.db.transaction((tx) =>
          setCentreLogo(tx, actorOf(request), { ...stored, originalName: upload.originalName }, at),
        );
      } catch (error) {
        // Nothing of a failed change stays behind: not the object just stored.
        await app.files.delete(stored.key).catch(() => {});
        throw error;
      }
    } finally {
      await upload.discard();
    }
  });

  serve(app, 'DELETE /api/centre/logo', (request) =>
    app.db.transaction((tx) => setCentreLogo(tx, actorOf(request), null, app.clock.now())),
  );
}
