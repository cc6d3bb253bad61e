import type { FastifyInstance } from 'fastify';
import { requireTarget } from '../../access/access.ts';
import { audit } from '../../lib/audit.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { serve } from '../../lib/serve.ts';
import { principalOf } from '../../plugins/access.ts';
import {
  deleteOtherSessions,
  deleteSessionById,
  isAskingSession,
  listSignedInDevices,
} from './sessions-queries.ts';

/**
 * A person's signed-in devices (decision 067): the list, and signing the others out. Their
 * own only (the ownSession scope); the device asking signs out from the menu, as everyone
 * does, so it is never ended from here by mistake.
 */
export async function sessionsRoutes(app: FastifyInstance): Promise<void> {
  serve(app, 'GET /api/account/sessions', async (request) =>
    listSignedInDevices(app.db, principalOf(request), app.clock.now()),
  );

  serve(app, 'DELETE /api/account/sessions/:id', async (request) => {
    const asker = principalOf(request);
    const { id } = request.params;
    await app.db.transaction(async (tx) => {
      await requireTarget(tx, asker, 'session.devices', id);
      if (await isAskingSession(tx, asker, id))
        throw new HttpError(409, 'errors.sessionIsThisDevice');
      await deleteSessionById(tx, id);
      await audit(tx, request, {
        action: 'auth.sessionEnd',
        entityType: 'user',
        entityId: asker.userId,
        details: { session: id },
      });
    });
    return { ok: true as const };
  });

  serve(app, 'POST /api/account/sessions/end-others', async (request) => {
    const asker = principalOf(request);
    const ended = await app.db.transaction(async (tx) => {
      const count = await deleteOtherSessions(tx, asker);
      if (count > 0)
        await audit(tx, request, {
          action: 'auth.sessionsEndOthers',
          entityType: 'user',
          entityId: asker.userId,
          details: { ended: count },
        });
      return count;
    });
    return { ended };
  });
}
