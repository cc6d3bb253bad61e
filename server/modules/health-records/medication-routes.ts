import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { medicationLabelMaxBytes } from '../../../contract/health-records.ts';
import { requireTarget } from '../../access/access.ts';
import { centreNow } from '../../lib/centre-time.ts';
import { sendStoredFile } from '../../lib/files/download.ts';
import { imageTypes, notAnImageMessage, webpVariant } from '../../lib/files/images.ts';
import { receiveFile } from '../../lib/files/upload.ts';
import { notFound } from '../../lib/http-errors.ts';
import { serve } from '../../lib/serve.ts';
import { actorOf, principalOf } from '../../plugins/access.ts';
import { dueDoses } from './due-doses.ts';
import {
  acceptMedication,
  authoriseMedication,
  correctDose,
  logDose,
  setMedicationLabel,
} from './medication-actions.ts';
import { notifyDose } from './medication-notice.ts';
import { labelFile } from './medication-queries.ts';

/** Medication: authorisations, acceptance, the dose log and today's due doses (066). */
export async function medicationRoutes(app: FastifyInstance): Promise<void> {
  const tmpDir = path.join(app.config.dataDir, 'tmp');
  const now = () => centreNow(app.db, app.clock);

  serve(app, 'POST /api/children/:id/medications', async (request, reply) => {
    const at = await now();
    const medication = await app.db.transaction((tx) =>
      authoriseMedication(tx, actorOf(request), request.params.id, request.body, at),
    );
    return reply.code(201).send(medication);
  });

  serve(app, 'PUT /api/children/:id/medications/:medicationId/label', async (request) => {
    const ids = { childId: request.params.id, medicationId: request.params.medicationId };
    const actor = actorOf(request);
    // Checked before the upload is read: another family's id learns nothing from a refusal.
    await requireTarget(app.db, actor, 'medication.authorise', ids.childId);
    const upload = await receiveFile(
      request,
      { maxBytes: medicationLabelMaxBytes, accept: imageTypes, notAccepted: notAnImageMessage },
      tmpDir,
    );
    const at = await now();
    const key = `medication-labels/${at.at.getUTCFullYear()}/${randomUUID()}.webp`;
    try {
      const image = await webpVariant(upload.path, { width: 1600, height: 1600, fit: 'inside' });
      await app.files.put(key, image.buffer, {
        contentType: image.contentType,
        size: image.buffer.length,
      });
      const file = {
        key,
        contentType: image.contentType,
        size: image.buffer.length,
        originalName: upload.originalName,
      };
      return await app.db.transaction((tx) => setMedicationLabel(tx, actor, ids, file, at));
    } catch (error) {
      // Nothing of a failed change stays behind: not the object just stored.
      await app.files.delete(key).catch(() => {});
      throw error;
    } finally {
      await upload.discard();
    }
  });

  serve(app, 'GET /api/children/:id/medications/:medicationId/label', async (request, reply) => {
    const viewer = principalOf(request);
    await requireTarget(app.db, viewer, 'health.read', request.params.id);
    const file = await labelFile(app.db, request.params.id, request.params.medicationId);
    if (!file) throw notFound('errors.medicationLabelNotFound');
    return sendStoredFile(request, reply, app.files, {
      key: file.key,
      contentType: file.contentType,
      fileName: 'medication-label.webp',
    });
  });

  serve(app, 'POST /api/children/:id/medications/:medicationId/acceptance', async (request) => {
    const at = await now();
    return app.db.transaction((tx) =>
      acceptMedication(
        tx,
        actorOf(request),
        { childId: request.params.id, medicationId: request.params.medicationId },
        at,
      ),
    );
  });

  serve(app, 'POST /api/children/:id/medications/:medicationId/doses', async (request, reply) => {
    const at = await now();
    const childId = request.params.id;
    const dose = await app.db.transaction(async (tx) => {
      const logged = await logDose(
        tx,
        actorOf(request),
        { childId, medicationId: request.params.medicationId },
        request.body,
        at,
      );
      await notifyDose(
        app,
        tx,
        { childId, medication: logged.medication.name, time: logged.dose.time, correction: false },
        at.at,
      );
      return logged.dose;
    });
    return reply.code(201).send(dose);
  });

  serve(
    app,
    'POST /api/children/:id/medications/:medicationId/doses/:doseId/corrections',
    async (request, reply) => {
      const at = await now();
      const { id: childId, medicationId, doseId } = request.params;
      const dose = await app.db.transaction(async (tx) => {
        const logged = await correctDose(
          tx,
          actorOf(request),
          { childId, medicationId, doseId },
          request.body,
          at,
        );
        await notifyDose(
          app,
          tx,
          { childId, medication: logged.medication.name, time: logged.dose.time, correction: true },
          at.at,
        );
        return logged.dose;
      });
      return reply.code(201).send(dose);
    },
  );

  serve(app, 'GET /api/health/due-doses', async (request) => {
    const at = await now();
    return { date: at.today, doses: await dueDoses(app.db, at, request.query.roomId) };
  });
}
