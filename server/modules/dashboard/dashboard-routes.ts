import type { FastifyInstance } from 'fastify';
import { centreNow } from '../../lib/centre-time.ts';
import { serve } from '../../lib/serve.ts';
import { dashboardCounts, roomHeadcounts } from './dashboard-queries.ts';
import { attendanceRate, withRatio } from './ratios.ts';

export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  serve(app, 'GET /api/dashboard/stats', async () => {
    const { today } = await centreNow(app.db, app.clock);
    const counts = await dashboardCounts(app.db, today);
    return {
      ...counts,
      attendanceRate: attendanceRate(counts.presentToday, counts.totalChildren),
      date: today,
    };
  });

  serve(app, 'GET /api/dashboard/ratios', async () => {
    const { today } = await centreNow(app.db, app.clock);
    return (await roomHeadcounts(app.db, today)).map(withRatio);
  });
}
