import type { FastifyInstance } from 'fastify';
import { centreTimeZone } from '../../lib/centre-time.ts';
import { localDate } from '../../lib/clock.ts';
import { serve } from '../../lib/serve.ts';
import { actorOf, principalOf } from '../../plugins/access.ts';
import { RestrictedCollector, verifyApproval } from '../handover/collector.ts';
import { tellDirectors } from '../handover/restricted-alert.ts';
import { notifyCheckOut } from '../handover/check-out-mail.ts';
import { recordAttendance } from './attendance-actions.ts';
import { listAttendance } from './attendance-queries.ts';

export async function attendanceRoutes(app: FastifyInstance): Promise<void> {
  serve(app, 'GET /api/attendance', async (request) => {
    const timeZone = await centreTimeZone(app.db);
    const date = request.query.date ?? localDate(app.clock.now(), timeZone);
    return listAttendance(app.db, principalOf(request), { ...request.query, date }, timeZone);
  });

  serve(app, 'POST /api/attendance', async (request) => {
    const { body } = request;
    const actor = actorOf(request);
    // A director's password is checked (and wrong ones counted) before the check-out's
    // transaction, which a refusal rolls back.
    const approval = body.collectedBy?.approval;
    const approvedBy = approval ? await verifyApproval(app.db, approval, app.clock.now()) : null;
    try {
      return await app.db.transaction((tx) =>
        recordAttendance(tx, actor, body, app.clock, approvedBy, { method: 'staff' }, (record) =>
          // The family's e-mail at check-out, per their settings (decision 070).
          notifyCheckOut(
            app,
            tx,
            {
              childId: record.childId,
              time: record.checkOutTime ?? '',
              by: record.checkOutBy ?? '',
              byUserId: null,
            },
            app.clock.now(),
          ),
        ),
      );
    } catch (error) {
      if (error instanceof RestrictedCollector) await tellDirectors(app, actor, error);
      throw error;
    }
  });
}
