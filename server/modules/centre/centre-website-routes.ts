import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { centreWebsite } from '../../../contract/centre.ts';
import { errorResponse } from '../../../contract/errors.ts';
import { centreSettings } from '../../db/schema/index.ts';
import { audit } from '../../lib/audit.ts';

/**
 * The centre's public website: directors set or clear it (Settings); everyone reads it in
 * GET /api/centre, and the staff portal's 'Back to Main Page' goes there.
 */
export async function centreWebsiteRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().put('/api/centre/website', {
    config: { permission: 'centreSettings.manage' },
    schema: {
      tags: ['centre'],
      summary: 'Set the centre’s public website (http or https), or clear it with an empty text',
      body: centreWebsite,
      response: { 200: centreWebsite, 400: errorResponse },
    },
    handler: async (request) =>
      app.db.transaction(async (tx) => {
        const [row] = await tx
          .update(centreSettings)
          .set({ websiteUrl: request.body.websiteUrl, updatedAt: app.clock.now() })
          .where(eq(centreSettings.id, 1))
          .returning({ websiteUrl: centreSettings.websiteUrl });
        await audit(tx, request, {
          action: 'centre.website',
          entityType: 'centre_settings',
          entityId: 1,
          details: request.body,
        });
        return row!;
      }),
  });
}
