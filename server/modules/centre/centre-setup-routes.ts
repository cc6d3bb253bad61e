import type { FastifyInstance } from 'fastify';
import { audit } from '../../lib/audit.ts';
import { serve } from '../../lib/serve.ts';
import { completeSetup, setupCompletedAt } from './centre-queries.ts';

/**
 * The first-start set-up of a production centre (issue 39): its first director is led
 * through the centre's details, rooms, hours and staff, each step skippable and each in
 * Settings later. Finishing it (with steps skipped or not) is recorded once: a second
 * director finishing at the same moment keeps the first time.
 */
export async function centreSetupRoutes(app: FastifyInstance): Promise<void> {
  serve(app, 'GET /api/centre/setup', async () => ({
    completedAt: (await setupCompletedAt(app.db))?.toISOString() ?? null,
  }));

  serve(app, 'POST /api/centre/setup/completion', async (request) =>
    app.db.transaction(async (tx) => {
      const completedAt = await completeSetup(tx, app.clock.now());
      await audit(tx, request, {
        action: 'centre.setup.complete',
        entityType: 'centre_settings',
        entityId: 1,
      });
      return { completedAt: completedAt.toISOString() };
    }),
  );
}
