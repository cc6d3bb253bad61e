import type { FastifyInstance } from 'fastify';
import { requireTarget } from '../../access/access.ts';
import { centreNow } from '../../lib/centre-time.ts';
import { notFound } from '../../lib/http-errors.ts';
import { serve } from '../../lib/serve.ts';
import { actorOf, principalOf } from '../../plugins/access.ts';
import { photosOfChild } from '../gallery/gallery-queries.ts';
import {
  childNotFound,
  correctMilestone,
  type MilestoneNotice,
  recordMilestone,
  removeMilestone,
} from './child-milestone-actions.ts';
import { findMilestoneChild, readChildMilestones } from './child-milestone-queries.ts';
import { notifyMilestone } from './milestone-notice.ts';
import { readerLanguage } from './reader-language.ts';
import { readRoomMilestones } from './room-milestones.ts';

/**
 * A child's milestones (decision 033). Everyone may read a child's (a parent only their own:
 * another family's child is 404, as one that does not exist); staff record, correct, star
 * and remove them (child-milestone-actions.ts).
 */
export async function childMilestoneRoutes(app: FastifyInstance): Promise<void> {
  const notice: MilestoneNotice = (tx, milestone, authorUserId, at) =>
    notifyMilestone(app, tx, milestone, authorUserId, at);

  serve(app, 'GET /api/children/:id/milestones', async (request) => {
    const principal = principalOf(request);
    const { id } = request.params;
    await requireTarget(app.db, principal, 'milestone.read', id);
    const { today } = await centreNow(app.db, app.clock);
    const child = await findMilestoneChild(app.db, id, today);
    if (!child) throw notFound(childNotFound);
    return readChildMilestones(app.db, principal, child, await readerLanguage(app.db, request));
  });

  serve(app, 'GET /api/children/:id/milestone-photos', async (request) => {
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
  });

  serve(app, 'POST /api/children/:id/milestones', async (request, reply) => {
    const language = await readerLanguage(app.db, request);
    const input = { childId: request.params.id, language, ...request.body };
    const created = await app.db.transaction((tx) =>
      recordMilestone(tx, actorOf(request), input, app.clock, notice),
    );
    return reply.code(201).send(created);
  });

  serve(app, 'PATCH /api/child-milestones/:id', async (request) => {
    const language = await readerLanguage(app.db, request);
    const input = { id: request.params.id, language, change: request.body };
    return app.db.transaction((tx) => correctMilestone(tx, actorOf(request), input, app.clock));
  });

  serve(app, 'DELETE /api/child-milestones/:id', async (request, reply) => {
    const { id } = request.params;
    await app.db.transaction((tx) => removeMilestone(tx, actorOf(request), id, app.clock));
    return reply.code(204).send(null);
  });

  serve(app, 'GET /api/milestones/rooms/:id', async (request) => {
    const { today } = await centreNow(app.db, app.clock);
    const language = await readerLanguage(app.db, request);
    const view = await readRoomMilestones(app.db, request.params.id, language, today);
    if (!view) throw notFound('errors.roomNotFound');
    return view;
  });
}
