import type { FastifyInstance } from 'fastify';
import { audit } from '../../lib/audit.ts';
import { serve } from '../../lib/serve.ts';
import { centreHours, updateCentreHours } from './centre-queries.ts';

/** The centre's opening hours: directors read and change them (Settings). */
export async function centreHoursRoutes(app: FastifyInstance): Promise<void> {
  serve(app, 'GET /api/centre/hours', () => centreHours(app.db));

  serve(app, 'PUT /api/centre/hours', async (request) =>
    app.db.transaction(async (tx) => {
      const hours = await updateCentreHours(tx, request.body, app.clock.now());
      await audit(tx, request, {
        action: 'centre.hours',
        entityType: 'centre_settings',
        entityId: 1,
        details: request.body,
      });
      return hours;
    }),
  );
}
