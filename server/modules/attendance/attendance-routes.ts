import type { FastifyInstance } from 'fastify';
import { centreTimeZone } from '../../lib/centre-time.ts';
import { localDate } from '../../lib/clock.ts';
import { serve } from '../../lib/serve.ts';
import { actorOf, principalOf } from '../../plugins/access.ts';
import { recordAttendance } from './attendance-actions.ts';
import { listAttendance } from './attendance-queries.ts';

export async function attendanceRoutes(app: FastifyInstance): Promise<void> {
  serve(app, 'GET /api/attendance', async (request) => {
    const timeZone = await centreTimeZone(app.db);
    const date = request.query.date ?? localDate(app.clock.now(), timeZone);
    return listAttendance(app.db, principalOf(request), { ...request.query, date }, timeZone);
  });

  serve(app, 'POST /api/attendance', async (request) =>
    app.db.transaction((tx) => recordAttendance(tx, actorOf(request), request.body, app.clock)),
  );
}
