import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { exemptionDocumentMaxBytes, exemptionFields } from '../../../contract/immunisations.ts';
import { requireTarget } from '../../access/access.ts';
import { centreNow } from '../../lib/centre-time.ts';
import { sendStoredFile } from '../../lib/files/download.ts';
import { imageTypes, webpVariant } from '../../lib/files/images.ts';
import { parseUploadFields, receiveFile } from '../../lib/files/upload.ts';
import { notFound } from '../../lib/http-errors.ts';
import { readerOfUser } from '../../lib/reader-format.ts';
import { serve } from '../../lib/serve.ts';
import { actorOf, principalOf } from '../../plugins/access.ts';
import { sendCsv } from '../reports/report-csv.ts';
import {
  addExemption,
  addImmunisation,
  removeExemption,
  removeImmunisation,
  replaceSchedule,
  verifyExemption,
  verifyImmunisation,
} from './immunisation-actions.ts';
import {
  childBirthDate,
  countedByChild,
  exemptionDocument,
  listExemptions,
  listImmunisations,
  loadSchedule,
} from './immunisation-queries.ts';
import { immunisationReport, immunisationReportCsv } from './immunisation-report.ts';
import { nextDue, scheduleFor, statusOf } from './immunisation-status.ts';

/** An exemption's document: a PDF as it came, or an image (made WebP, no metadata). */
const documentTypes = ['application/pdf', ...imageTypes];

/** Immunisations: doses, exemptions, the schedule and the directors' report (066). */
export async function immunisationRoutes(app: FastifyInstance): Promise<void> {
  const tmpDir = path.join(app.config.dataDir, 'tmp');
  const now = () => centreNow(app.db, app.clock);

  serve(app, 'GET /api/children/:id/immunisations', async (request) => {
    const childId = request.params.id;
    const viewer = principalOf(request);
    await requireTarget(app.db, viewer, 'health.read', childId);
    const dateOfBirth = (await childBirthDate(app.db, childId))!;
    const { today } = await now();
    const counted = (await countedByChild(app.db, childId))(childId);
    const schedule = scheduleFor(dateOfBirth, today, await loadSchedule(app.db), counted);
    return {
      childId,
      dateOfBirth,
      today,
      status: statusOf(schedule),
      nextDue: nextDue(schedule),
      schedule,
      immunisations: await listImmunisations(app.db, childId),
      exemptions: await listExemptions(app.db, childId),
    };
  });

  serve(app, 'POST /api/children/:id/immunisations', async (request, reply) => {
    const at = await now();
    const actor = actorOf(request);
    const childId = request.params.id;
    const created = await app.db.transaction(async (tx) => {
      await requireTarget(tx, actor, 'health.update', childId);
      const born = (await childBirthDate(tx, childId))!;
      return addImmunisation(tx, actor, childId, request.body, at, born);
    });
    return reply.code(201).send(created);
  });

  serve(app, 'DELETE /api/children/:id/immunisations/:immunisationId', async (request, reply) => {
    const ids = { childId: request.params.id, immunisationId: request.params.immunisationId };
    const { at } = await now();
    await app.db.transaction((tx) => removeImmunisation(tx, actorOf(request), ids, at));
    return reply.code(204).send(null);
  });

  serve(
    app,
    'POST /api/children/:id/immunisations/:immunisationId/verification',
    async (request) => {
      const ids = { childId: request.params.id, immunisationId: request.params.immunisationId };
      const { at } = await now();
      return app.db.transaction((tx) => verifyImmunisation(tx, actorOf(request), ids, at));
    },
  );

  serve(app, 'POST /api/children/:id/immunisation-exemptions', async (request, reply) => {
    const childId = request.params.id;
    const actor = actorOf(request);
    // Checked before the upload is read: another family's id learns nothing from a refusal.
    await requireTarget(app.db, actor, 'health.update', childId);
    const upload = await receiveFile(
      request,
      {
        maxBytes: exemptionDocumentMaxBytes,
        accept: documentTypes,
        notAccepted: 'errors.notAPdfOrImage',
      },
      tmpDir,
    );
    const { at } = await now();
    const pdf = upload.mime === 'application/pdf';
    const key = `immunisation-exemptions/${at.getUTCFullYear()}/${randomUUID()}.${pdf ? 'pdf' : 'webp'}`;
    try {
      const fields = parseUploadFields(exemptionFields, upload.fields);
      const body = pdf
        ? { buffer: await readFile(upload.path), contentType: 'application/pdf' }
        : await webpVariant(upload.path, { width: 2400, height: 2400, fit: 'inside' });
      await app.files.put(key, body.buffer, {
        contentType: body.contentType,
        size: body.buffer.length,
      });
      const file = {
        key,
        contentType: body.contentType,
        size: body.buffer.length,
        originalName: upload.originalName,
      };
      const created = await app.db.transaction((tx) =>
        addExemption(tx, actor, childId, fields, file, at),
      );
      return reply.code(201).send(created);
    } catch (error) {
      // Nothing of a failed change stays behind: not the object just stored.
      await app.files.delete(key).catch(() => {});
      throw error;
    } finally {
      await upload.discard();
    }
  });

  serve(
    app,
    'GET /api/children/:id/immunisation-exemptions/:exemptionId/document',
    async (request, reply) => {
      const viewer = principalOf(request);
      await requireTarget(app.db, viewer, 'health.read', request.params.id);
      const file = await exemptionDocument(app.db, request.params.id, request.params.exemptionId);
      if (!file) throw notFound('errors.exemptionNotFound');
      const pdf = file.contentType === 'application/pdf';
      return sendStoredFile(request, reply, app.files, {
        key: file.key,
        contentType: file.contentType,
        fileName: pdf ? 'exemption.pdf' : 'exemption.webp',
      });
    },
  );

  serve(
    app,
    'DELETE /api/children/:id/immunisation-exemptions/:exemptionId',
    async (request, reply) => {
      const ids = { childId: request.params.id, exemptionId: request.params.exemptionId };
      const { at } = await now();
      await app.db.transaction((tx) => removeExemption(tx, actorOf(request), ids, at));
      return reply.code(204).send(null);
    },
  );

  serve(
    app,
    'POST /api/children/:id/immunisation-exemptions/:exemptionId/verification',
    async (request) => {
      const ids = { childId: request.params.id, exemptionId: request.params.exemptionId };
      const { at } = await now();
      return app.db.transaction((tx) => verifyExemption(tx, actorOf(request), ids, at));
    },
  );

  serve(app, 'GET /api/health/immunisation-schedule', async () => ({
    doses: await loadSchedule(app.db),
  }));

  serve(app, 'PUT /api/health/immunisation-schedule', async (request) => {
    const { at } = await now();
    return app.db.transaction((tx) =>
      replaceSchedule(tx, actorOf(request), request.body.doses, at),
    );
  });

  serve(app, 'GET /api/health/immunisation-report', async () => {
    const { today } = await now();
    return { today, children: await immunisationReport(app.db, today) };
  });

  serve(app, 'GET /api/health/immunisation-report/export', async (request, reply) => {
    const { today } = await now();
    const rows = await immunisationReport(app.db, today);
    const reader = await readerOfUser(app.db, principalOf(request).userId);
    return sendCsv(
      reply,
      `immunisation-report-${today}.csv`,
      immunisationReportCsv(rows, reader.language),
    );
  });
}
