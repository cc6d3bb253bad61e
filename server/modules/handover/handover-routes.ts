import type { FastifyInstance } from 'fastify';
import { standingUnexpectedAbsences } from './unexpected-absence.ts';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { createReadStream } from 'node:fs';
import {
  pickupPhotoMaxBytes,
  restrictionDocumentMaxBytes,
  restrictionDocumentTypes,
} from '../../../contract/handover.ts';
import { may } from '../../access/access.ts';
import { centreNow } from '../../lib/centre-time.ts';
import { addDays } from '../../lib/clock.ts';
import { sendStoredFile } from '../../lib/files/download.ts';
import { imageTypes, notAnImageMessage } from '../../lib/files/images.ts';
import { receiveFile } from '../../lib/files/upload.ts';
import { notFound } from '../../lib/http-errors.ts';
import { serve } from '../../lib/serve.ts';
import { actorOf, principalOf } from '../../plugins/access.ts';
import { storeProfilePhoto } from '../account/profile-photo-actions.ts';
import { listAbsences, reportAbsence, withdrawAbsence } from './absences.ts';
import {
  addPickupPerson,
  addRestriction,
  changePickupPerson,
  issuePass,
  liftRestriction,
  removePickupPerson,
  revokePass,
  setPickupPhoto,
  setRestrictionDocument,
} from './pickup-actions.ts';
import {
  approverRows,
  findRestriction,
  passesOf,
  pickupContacts,
  pickupGuardians,
  pickupPeopleOf,
  pickupPersonNotFound,
  pickupPhotoOf,
  requireChild,
  restrictionsOf,
} from './pickup-queries.ts';

const ok = { ok: true } as const;

/** Safe hand-over (issue 40, decision 065): pick-up lists, restrictions, passes, absences. */
export async function handoverRoutes(app: FastifyInstance): Promise<void> {
  const tmpDir = path.join(app.config.dataDir, 'tmp');

  serve(app, 'GET /api/children/:id/pickup', async (request) => {
    const principal = principalOf(request);
    const child = await requireChild(app.db, principal, 'pickup.read', request.params.id);
    const now = await centreNow(app.db, app.clock);
    const guardians = await pickupGuardians(app.db, child.id);
    const names = guardians.map((g) => g.name);
    return {
      childId: child.id,
      guardians,
      contacts: await pickupContacts(app.db, child.id, names),
      people: await pickupPeopleOf(app.db, child.id),
      passes: await passesOf(app.db, child.id, now.today),
      // Staff check them at the door; a family is not shown them (decision 065).
      ...(may(principal, 'pickupRestriction.read')
        ? { restrictions: await restrictionsOf(app.db, child.id) }
        : {}),
    };
  });

  serve(app, 'POST /api/children/:id/pickup/people', async (request, reply) => {
    const principal = principalOf(request);
    const person = await app.db.transaction(async (tx) => {
      const child = await requireChild(tx, principal, 'pickupList.edit', request.params.id);
      return addPickupPerson(tx, actorOf(request), child.id, request.body, app.clock.now());
    });
    return reply.code(201).send(strip(person));
  });

  serve(app, 'PUT /api/children/:id/pickup/people/:personId', async (request) => {
    const principal = principalOf(request);
    const person = await app.db.transaction(async (tx) => {
      const child = await requireChild(tx, principal, 'pickupList.edit', request.params.id);
      const target = { childId: child.id, personId: request.params.personId };
      return changePickupPerson(tx, actorOf(request), target, request.body, app.clock.now());
    });
    return strip(person);
  });

  serve(app, 'DELETE /api/children/:id/pickup/people/:personId', async (request) => {
    const principal = principalOf(request);
    await app.db.transaction(async (tx) => {
      const child = await requireChild(tx, principal, 'pickupList.edit', request.params.id);
      await removePickupPerson(
        tx,
        actorOf(request),
        child.id,
        request.params.personId,
        app.clock.now(),
      );
    });
    return ok;
  });

  serve(app, 'PUT /api/children/:id/pickup/people/:personId/photo', async (request) => {
    const principal = principalOf(request);
    const { id, personId } = request.params;
    // Proved before the upload is read: another family's child is a 404, not a stored file.
    await requireChild(app.db, principal, 'pickupList.edit', id);
    const upload = await receiveFile(
      request,
      { maxBytes: pickupPhotoMaxBytes, accept: imageTypes, notAccepted: notAnImageMessage },
      tmpDir,
    );
    const at = app.clock.now();
    try {
      const stored = await storeProfilePhoto(app.files, upload.path, at, 'pickup-photos');
      try {
        const person = await app.db.transaction(async (tx) => {
          await requireChild(tx, principal, 'pickupList.edit', id);
          const file = { ...stored, originalName: upload.originalName };
          return setPickupPhoto(tx, actorOf(request), { childId: id, personId }, file, at);
        });
        return strip(person);
      } catch (error) {
        await app.files.delete(stored.key).catch(() => {});
        throw error;
      }
    } finally {
      await upload.discard();
    }
  });

  serve(app, 'GET /api/children/:id/pickup/people/:personId/photo', async (request, reply) => {
    const photo = await pickupPhotoOf(app.db, request.params.id, request.params.personId);
    if (!photo) throw notFound(pickupPersonNotFound);
    return sendStoredFile(request, reply, app.files, {
      key: photo.key,
      contentType: photo.contentType,
      fileName: 'pickup-photo.webp',
    });
  });

  serve(app, 'POST /api/children/:id/pickup/restrictions', async (request, reply) => {
    const principal = principalOf(request);
    const restriction = await app.db.transaction(async (tx) => {
      const child = await requireChild(tx, principal, 'pickup.read', request.params.id);
      return addRestriction(tx, actorOf(request), child.id, request.body, app.clock.now());
    });
    return reply.code(201).send(restriction);
  });

  serve(app, 'DELETE /api/children/:id/pickup/restrictions/:restrictionId', async (request) => {
    const principal = principalOf(request);
    await app.db.transaction(async (tx) => {
      const child = await requireChild(tx, principal, 'pickup.read', request.params.id);
      await liftRestriction(
        tx,
        actorOf(request),
        child.id,
        request.params.restrictionId,
        app.clock.now(),
      );
    });
    return ok;
  });

  serve(
    app,
    'PUT /api/children/:id/pickup/restrictions/:restrictionId/document',
    async (request) => {
      const principal = principalOf(request);
      const { id, restrictionId } = request.params;
      await requireChild(app.db, principal, 'pickup.read', id);
      const upload = await receiveFile(
        request,
        {
          maxBytes: restrictionDocumentMaxBytes,
          accept: restrictionDocumentTypes,
          notAccepted: 'errors.notARestrictionDocument',
        },
        tmpDir,
      );
      const at = app.clock.now();
      const key = `pickup-documents/${at.getUTCFullYear()}/${randomUUID()}.${upload.ext}`;
      try {
        // Kept as sent (a court order is not re-encoded): its type is the sniffed one.
        await app.files.put(key, createReadStream(upload.path), {
          contentType: upload.mime,
          size: upload.size,
        });
        try {
          return await app.db.transaction(async (tx) => {
            await requireChild(tx, principal, 'pickup.read', id);
            const file = {
              key,
              contentType: upload.mime,
              size: upload.size,
              originalName: upload.originalName,
            };
            return setRestrictionDocument(
              tx,
              actorOf(request),
              { childId: id, restrictionId },
              file,
              at,
            );
          });
        } catch (error) {
          await app.files.delete(key).catch(() => {});
          throw error;
        }
      } finally {
        await upload.discard();
      }
    },
  );

  serve(
    app,
    'GET /api/children/:id/pickup/restrictions/:restrictionId/document',
    async (request, reply) => {
      const restriction = await findRestriction(
        app.db,
        request.params.id,
        request.params.restrictionId,
      );
      if (!restriction?.key || !restriction.contentType)
        throw notFound('errors.restrictionNotFound');
      const ext = restriction.key.split('.').pop() ?? 'pdf';
      return sendStoredFile(
        request,
        reply,
        app.files,
        {
          key: restriction.key,
          contentType: restriction.contentType,
          fileName: `restriction.${ext}`,
        },
        'attachment',
      );
    },
  );

  serve(app, 'POST /api/children/:id/pickup/passes', async (request, reply) => {
    const principal = principalOf(request);
    const pass = await app.db.transaction(async (tx) => {
      const child = await requireChild(tx, principal, 'pickupPass.issue', request.params.id);
      const now = await centreNow(tx, app.clock);
      const id = await issuePass(tx, actorOf(request), child.id, request.body, now);
      return (await passesOf(tx, child.id, now.today)).find((p) => p.id === id)!;
    });
    return reply.code(201).send(pass);
  });

  serve(app, 'DELETE /api/children/:id/pickup/passes/:passId', async (request) => {
    const principal = principalOf(request);
    await app.db.transaction(async (tx) => {
      const child = await requireChild(tx, principal, 'pickupPass.issue', request.params.id);
      await revokePass(tx, actorOf(request), child.id, request.params.passId, app.clock.now());
    });
    return ok;
  });

  serve(app, 'GET /api/pickup/approvers', async () =>
    (await approverRows(app.db))
      .filter((user) => may(user, 'pickup.approveOther'))
      .map(({ userId, name }) => ({ userId, name: name ?? '' })),
  );

  serve(app, 'GET /api/absences', async (request) => {
    const principal = principalOf(request);
    const { childId } = request.query;
    if (childId !== undefined) await requireChild(app.db, principal, 'absence.read', childId);
    const now = await centreNow(app.db, app.clock);
    const from = request.query.from ?? now.today;
    const to = request.query.to ?? addDays(from, 60);
    return listAbsences(app.db, principal, { from, to, childId });
  });

  serve(app, 'GET /api/unexpected-absences', async () =>
    standingUnexpectedAbsences(app.db, (await centreNow(app.db, app.clock)).today),
  );

  serve(app, 'POST /api/children/:id/absences', async (request, reply) => {
    const principal = principalOf(request);
    const reported = await app.db.transaction(async (tx) => {
      const child = await requireChild(tx, principal, 'absence.report', request.params.id);
      const now = await centreNow(tx, app.clock);
      return reportAbsence(tx, actorOf(request), child.id, request.body, now);
    });
    return reply.code(201).send(reported);
  });

  serve(app, 'DELETE /api/children/:id/absences/:absenceId', async (request) => {
    const principal = principalOf(request);
    return app.db.transaction(async (tx) => {
      const child = await requireChild(tx, principal, 'absence.report', request.params.id);
      return withdrawAbsence(
        tx,
        actorOf(request),
        child.id,
        request.params.absenceId,
        app.clock.now(),
      );
    });
  });
}

/** A person as the API answers them (the stored photo's id stays on the server). */
const strip = <T extends { photoFileId?: number | null }>({ photoFileId: _photo, ...person }: T) =>
  person;
