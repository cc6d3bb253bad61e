import type { FastifyInstance } from 'fastify';
import { audit } from '../../lib/audit.ts';
import { serve } from '../../lib/serve.ts';
import { updateCentreWebsite } from './centre-queries.ts';

/**
 * The centre's public website: directors set or clear it (Settings); everyone reads it in
 * GET /api/centre, and the staff portal's 'Back to Main Page' goes there.
 */
export async function centreWebsiteRoutes(app: FastifyInstance): Promise<void> {
  serve(app, 'PUT /api/centre/website', async (request) =>
    app.db.transaction(async (tx) => {
      const website = await updateCentreWebsite(tx, request.body.websiteUrl, app.clock.now());
      await audit(tx, request, {
        action: 'centre.website',
        entityType: 'centre_settings',
        entityId: 1,
        details: request.body,
      });
      return website;
    }),
  );
}
