import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  childIdParam,
  childMilestone,
  childMilestonesResponse,
  childPhotosResponse,
  recordMilestoneRequest,
  roomMilestonesResponse,
  updateChildMilestoneRequest,
} from '../../../contract/child-milestones.ts';
import { errorResponse } from '../../../contract/errors.ts';
import { catalogueLanguageQuery, milestoneIdParam } from '../../../contract/milestones.ts';
import type { DbOrTx } from '../../db/client.ts';
import { audit } from '../../lib/audit.ts';
import { centreNow } from '../../lib/centre-time.ts';
import { requireTarget } from '../../access/access.ts';
import { badRequest, notFound } from '../../lib/http-errors.ts';
import { principalOf } from '../../plugins/access.ts';
import { allPhotosOfChild, photosOfChild } from '../gallery/gallery-queries.ts';
import {
  childMilestoneTarget,
  deleteChildMilestone,
  findActiveTemplate,
  findChildMilestone,
  findMilestoneChild,
  insertChildMilestone,
  isCurrentStaff,
  readChildMilestones,
  updateChildMilestone,
} from './child-milestone-queries.ts';
import { awardBadges, reconsiderBadges } from './milestone-badges.ts';
import { notifyMilestone } from './milestone-notice.ts';
import { lockCatalogue, lockChildren, refreshProgress } from './milestone-progress.ts';
import { readerLanguage } from './reader-language.ts';
import { readRoomMilestones } from './room-milestones.ts';

const childNotFound = 'errors.childNotFound';
const milestoneNotFound = 'errors.milestoneNotFound';

/**
 * A child's milestones (decision 033). Everyone may read a child's (a parent only their own:
 * another family's child is 404, as one that does not exist); staff record, correct, star
 * and remove them. Recording or removing recounts the child's progress and badges, tells the
 * family and writes the audit row, all in one transaction.
 */
export async function childMilestoneRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** The day is not after the centre's today nor before the child was born (400). */
  const checkDate = (date: string, today: string, dateOfBirth: string) => {
    if (date > today) throw badRequest('errors.futureDate', { achievedDate: 'errors.futureDate' });
    if (date < dateOfBirth) {
      const message = 'errors.milestoneBeforeBirth';
      throw badRequest(message, { achievedDate: message });
    }
  };
  /** Evidence must be gallery photos that name the child (400). */
  const checkPhotos = async (db: DbOrTx, childId: number, ids: number[]) => {
    if (!(await allPhotosOfChild(db, childId, ids))) {
      const message = 'errors.milestonePhotoNotOfChild';
      throw badRequest(message, { evidencePhotos: message });
    }
  };

  r.get('/api/children/:id/milestones', {
    config: { permission: 'milestone.read' },
    schema: {
      tags: ['milestones'],
      summary: "A child's milestones: progress, achieved, what comes next, badges",
      params: childIdParam,
      querystring: catalogueLanguageQuery,
      response: { 200: childMilestonesResponse, 400: errorResponse, 404: errorResponse },
    },
    handler: async (request) => {
      const principal = principalOf(request);
      const { id } = request.params;
      await requireTarget(app.db, principal, 'milestone.read', id);
      const { today } = await centreNow(app.db, app.clock);
      const child = await findMilestoneChild(app.db, id, today);
      if (!child) throw notFound(childNotFound);
      return readChildMilestones(app.db, principal, child, await readerLanguage(app.db, request));
    },
  });

  r.get('/api/children/:id/milestone-photos', {
    config: { permission: 'milestone.record' },
    schema: {
      tags: ['milestones'],
      summary: 'The gallery photos naming a child, newest first: evidence to choose from',
      params: childIdParam,
      response: { 200: childPhotosResponse, 404: errorResponse },
    },
    handler: async (request) => {
      const { id } = request.params;
      const { today } = await centreNow(app.db, app.clock);
      if (!(await findMilestoneChild(app.db, id, today))) throw notFound(childNotFound);
      const photos = await photosOfChild(app.db, principalOf(request), id, 60);
      return photos.map((p) => ({
        id: p.id,
        title: p.title,
        filePath: p.filePath,
        thumbnailPath: p.thumbnailPath,
        createdAt: p.createdAt,
      }));
    },
  });

  r.post('/api/children/:id/milestones', {
    config: { permission: 'milestone.record' },
    schema: {
      tags: ['milestones'],
      summary: 'Record that a child has shown a milestone (tells the family)',
      params: childIdParam,
      querystring: catalogueLanguageQuery,
      body: recordMilestoneRequest,
      response: { 201: childMilestone, 400: errorResponse, 404: errorResponse, 409: errorResponse },
    },
    handler: async (request, reply) => {
      const principal = principalOf(request);
      const { id: childId } = request.params;
      const body = request.body;
      const language = await readerLanguage(app.db, request);
      const created = await app.db.transaction(async (tx) => {
        await lockCatalogue(tx, 'record');
        await lockChildren(tx, [childId]);
        const now = await centreNow(tx, app.clock);
        const child = await findMilestoneChild(tx, childId, now.today);
        if (!child) throw notFound(childNotFound);
        if (!(await findActiveTemplate(tx, body.templateId)))
          throw badRequest('errors.milestoneUnknown', { templateId: 'errors.milestoneUnknown' });
        if (!(await isCurrentStaff(tx, body.staffId)))
          throw badRequest('errors.staffNotCurrent', { staffId: 'errors.staffNotCurrent' });
        checkDate(body.achievedDate, now.today, child.dateOfBirth);
        await checkPhotos(tx, childId, body.evidencePhotos);
        // Recorded already (or at this moment by someone else): the unique index answers 409.
        const id = await insertChildMilestone(tx, {
          childId,
          templateId: body.templateId,
          staffId: body.staffId,
          achievedDate: body.achievedDate,
          notes: body.notes,
          evidencePhotos: body.evidencePhotos,
          isStarred: body.isStarred,
          createdAt: now.at,
        });
        await refreshProgress(tx, [childId], now.at);
        const badges = await awardBadges(tx, childId, now.at);
        if (body.notifyFamily)
          await notifyMilestone(
            app,
            tx,
            { id, childId, templateId: body.templateId },
            principal.userId,
            now.at,
          );
        await audit(tx, request, {
          action: 'milestone.record',
          entityType: 'child_milestone',
          entityId: id,
          details: {
            childId,
            templateId: body.templateId,
            achievedDate: body.achievedDate,
            photos: body.evidencePhotos,
            badgesEarned: badges,
          },
          at: now.at,
        });
        return (await findChildMilestone(tx, principal, id, language))!;
      });
      return reply.code(201).send(created);
    },
  });

  r.patch('/api/child-milestones/:id', {
    config: { permission: 'milestone.record' },
    schema: {
      tags: ['milestones'],
      summary: 'Star or unstar a recorded milestone, or correct its date, notes or photos',
      params: milestoneIdParam,
      querystring: catalogueLanguageQuery,
      body: updateChildMilestoneRequest,
      response: { 200: childMilestone, 400: errorResponse, 404: errorResponse },
    },
    handler: async (request) => {
      const principal = principalOf(request);
      const { id } = request.params;
      const change = request.body;
      const language = await readerLanguage(app.db, request);
      return app.db.transaction(async (tx) => {
        const target = await childMilestoneTarget(tx, id);
        if (!target) throw notFound(milestoneNotFound);
        await lockChildren(tx, [target.childId]);
        const now = await centreNow(tx, app.clock);
        const child = await findMilestoneChild(tx, target.childId, now.today);
        if (!child) throw notFound(milestoneNotFound);
        if (change.achievedDate !== undefined)
          checkDate(change.achievedDate, now.today, child.dateOfBirth);
        if (change.evidencePhotos !== undefined)
          await checkPhotos(tx, target.childId, change.evidencePhotos);
        await updateChildMilestone(tx, id, change);
        await audit(tx, request, {
          action: 'milestone.update',
          entityType: 'child_milestone',
          entityId: id,
          details: { childId: target.childId, ...change },
          at: now.at,
        });
        const updated = await findChildMilestone(tx, principal, id, language);
        // Removed by someone else after it was read above.
        if (!updated) throw notFound(milestoneNotFound);
        return updated;
      });
    },
  });

  r.delete('/api/child-milestones/:id', {
    config: { permission: 'milestone.record' },
    schema: {
      tags: ['milestones'],
      summary: 'Remove a milestone recorded by mistake (progress and badges recounted)',
      params: milestoneIdParam,
      response: { 204: z.null().describe('Removed'), 404: errorResponse },
    },
    handler: async (request, reply) => {
      const { id } = request.params;
      await app.db.transaction(async (tx) => {
        await lockCatalogue(tx, 'record');
        const target = await childMilestoneTarget(tx, id);
        if (!target) throw notFound(milestoneNotFound);
        await lockChildren(tx, [target.childId]);
        const at = app.clock.now();
        if (!(await deleteChildMilestone(tx, id))) throw notFound(milestoneNotFound);
        await refreshProgress(tx, [target.childId], at);
        await reconsiderBadges(tx, target.childId, target.templateId, at);
        await audit(tx, request, {
          action: 'milestone.remove',
          entityType: 'child_milestone',
          entityId: id,
          details: target,
          at,
        });
      });
      return reply.code(204).send(null);
    },
  });

  r.get('/api/milestones/rooms/:id', {
    config: { permission: 'milestonePlanning.read' },
    schema: {
      tags: ['milestones'],
      summary: "A room's children and the milestones expected at their age not shown yet",
      params: milestoneIdParam,
      querystring: catalogueLanguageQuery,
      response: { 200: roomMilestonesResponse, 400: errorResponse, 404: errorResponse },
    },
    handler: async (request) => {
      const { today } = await centreNow(app.db, app.clock);
      const view = await readRoomMilestones(
        app.db,
        request.params.id,
        await readerLanguage(app.db, request),
        today,
      );
      if (!view) throw notFound('errors.roomNotFound');
      return view;
    },
  });
}
