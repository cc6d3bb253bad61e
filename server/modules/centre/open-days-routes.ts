import type { FastifyInstance } from 'fastify';
import { openDaysMessages } from '../../../contract/centre-calendar.ts';
import { audit } from '../../lib/audit.ts';
import { centreNow } from '../../lib/centre-time.ts';
import { badRequest, HttpError, notFound } from '../../lib/http-errors.ts';
import { serve } from '../../lib/serve.ts';
import { openWeekdays } from './open-days.ts';
import {
  deleteClosure,
  insertClosure,
  listClosures,
  lockClosure,
  lockOpenWeekdays,
  updateOpenWeekdays,
} from './open-days-queries.ts';

const closureNotFound = 'errors.closureNotFound';

/**
 * The centre's open weekdays and closures (decision 073): everyone signed in reads the
 * calendar (closures not over yet); directors read the past ones too and change them. A
 * closure over before today is history: it can be neither added nor removed.
 */
export async function openDaysRoutes(app: FastifyInstance): Promise<void> {
  const calendar = async (upcomingOnly: boolean) => {
    const { today } = await centreNow(app.db, app.clock);
    const [days, closures] = await Promise.all([
      openWeekdays(app.db),
      listClosures(app.db, upcomingOnly ? today : undefined),
    ]);
    return { today, openWeekdays: days, closures };
  };
  serve(app, 'GET /api/centre/calendar', () => calendar(true));
  serve(app, 'GET /api/centre/closures', () => calendar(false));

  serve(app, 'PUT /api/centre/open-days', async (request) =>
    app.db.transaction(async (tx) => {
      const before = await lockOpenWeekdays(tx);
      const after = request.body.openWeekdays;
      await updateOpenWeekdays(tx, after, app.clock.now());
      await audit(tx, request, {
        action: 'centre.openDays',
        entityType: 'centre_settings',
        entityId: 1,
        details: { openWeekdays: { from: before, to: after } },
      });
      return { openWeekdays: after };
    }),
  );

  serve(app, 'POST /api/centre/closures', async (request, reply) => {
    const created = await app.db.transaction(async (tx) => {
      const { today } = await centreNow(tx, app.clock);
      const past = openDaysMessages.closurePast;
      if (request.body.endDate < today) throw badRequest(past, { endDate: past });
      const closure = await insertClosure(tx, request.body, app.clock.now());
      await audit(tx, request, {
        action: 'centre.closure.add',
        entityType: 'centre_closure',
        entityId: closure.id,
        details: request.body,
      });
      return closure;
    });
    return reply.code(201).send(created);
  });

  serve(app, 'DELETE /api/centre/closures/:id', async (request, reply) => {
    const { id } = request.params;
    await app.db.transaction(async (tx) => {
      const closure = await lockClosure(tx, id);
      if (!closure) throw notFound(closureNotFound);
      const { today } = await centreNow(tx, app.clock);
      if (closure.endDate < today) throw new HttpError(409, openDaysMessages.closurePast);
      await deleteClosure(tx, id);
      const { name, startDate, endDate } = closure;
      await audit(tx, request, {
        action: 'centre.closure.remove',
        entityType: 'centre_closure',
        entityId: id,
        details: { name, startDate, endDate },
      });
    });
    return reply.code(204).send(null);
  });
}
