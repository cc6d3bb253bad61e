import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardStatsResponse, roomRatiosResponse } from '../../../contract/dashboard.ts';
import { centreNow } from '../../lib/centre-time.ts';
import { dashboardCounts, roomHeadcounts } from './dashboard-queries.ts';
import { attendanceRate, withRatio } from './ratios.ts';

export async function dashboardRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/dashboard/stats', {
    config: { permission: 'dashboard.read' },
    schema: {
      tags: ['dashboard'],
      summary: 'The stat cards: children, present today, staff on duty, pending reports',
      description:
        "Counts for the centre's today (its time zone), returned as `date` so the client " +
        'uses the same day for its attendance table.',
      response: { 200: dashboardStatsResponse },
    },
    handler: async () => {
      const { today } = await centreNow(app.db, app.clock);
      const counts = await dashboardCounts(app.db, today);
      return {
        ...counts,
        attendanceRate: attendanceRate(counts.presentToday, counts.totalChildren),
        date: today,
      };
    },
  });

  r.get('/api/dashboard/ratios', {
    config: { permission: 'dashboard.read' },
    schema: {
      tags: ['dashboard'],
      summary: 'Live staff-to-child ratio per room',
      description:
        'Children checked in and not yet checked out, against staff on duty in the room ' +
        'and the staff the room needs for them (ceil(children / childrenPerStaff)).',
      response: { 200: roomRatiosResponse },
    },
    handler: async () => {
      const { today } = await centreNow(app.db, app.clock);
      return (await roomHeadcounts(app.db, today)).map(withRatio);
    },
  });
}
