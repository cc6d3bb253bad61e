import type { FastifyInstance } from 'fastify';
import { centreNow } from '../../lib/centre-time.ts';
import { notFound } from '../../lib/http-errors.ts';
import { serve } from '../../lib/serve.ts';
import { listEvents } from '../events/events-queries.ts';
import { daycareStatus, familyCounts, findParentAccount } from './parent-overview-queries.ts';
import { principalOf } from '../../plugins/access.ts';

/** Days of attendance the dashboard's Attendance Rate covers (ending yesterday). */
const attendanceWindowDays = 30;

const noParentAccount = 'errors.parentAccountNotFound';

/** The calendar day `days` before `isoDay` (pure date arithmetic, no clock). */
function daysBefore(isoDay: string, days: number): string {
  const at = new Date(`${isoDay}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() - days);
  return at.toISOString().slice(0, 10);
}

export async function parentOverviewRoutes(app: FastifyInstance): Promise<void> {
  serve(app, 'GET /api/parent/overview', async (request) => {
    const principal = principalOf(request);
    const { today } = await centreNow(app.db, app.clock);
    // Today is still under way (children arrive all morning), so the rate covers the
    // 30 days before it.
    const from = daysBefore(today, attendanceWindowDays);
    const [daycare, eventsToday, counts] = await Promise.all([
      daycareStatus(app.db),
      listEvents(app.db, today, today),
      familyCounts(app.db, principal, from, today),
    ]);
    return { today, daycare, eventsToday, stats: { ...counts, attendanceWindowDays } };
  });

  serve(app, 'GET /api/parent/account', async (request) => {
    const principal = principalOf(request);
    const now = await centreNow(app.db, app.clock);
    const account = await findParentAccount(app.db, principal.userId, now.today, now.timeZone);
    if (!account) throw notFound(noParentAccount);
    return account;
  });
}
