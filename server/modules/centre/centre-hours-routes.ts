import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { centreHours } from '../../../contract/centre.ts';
import { errorResponse } from '../../../contract/errors.ts';
import { centreSettings } from '../../db/schema/index.ts';
import { audit } from '../../lib/audit.ts';

const hoursColumns = {
  openingTime: centreSettings.openingTime,
  closingTime: centreSettings.closingTime,
};

/** The centre's opening hours: directors read and change them (Settings). */
export async function centreHoursRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/centre/hours', {
    config: { permission: 'centreSettings.manage' },
    schema: {
      tags: ['centre'],
      summary: 'The centre’s opening hours (HH:MM on its clock)',
      response: { 200: centreHours },
    },
    handler: async () => {
      const [row] = await app.db
        .select(hoursColumns)
        .from(centreSettings)
        .where(eq(centreSettings.id, 1));
      return row ?? { openingTime: '07:00', closingTime: '18:00' };
    },
  });

  r.put('/api/centre/hours', {
    config: { permission: 'centreSettings.manage' },
    schema: {
      tags: ['centre'],
      summary: 'Change the opening hours (parents watch cameras only within them)',
      body: centreHours,
      response: { 200: centreHours, 400: errorResponse },
    },
    handler: async (request) =>
      app.db.transaction(async (tx) => {
        const [row] = await tx
          .update(centreSettings)
          .set({ ...request.body, updatedAt: app.clock.now() })
          .where(eq(centreSettings.id, 1))
          .returning(hoursColumns);
        await audit(tx, request, {
          action: 'centre.hours',
          entityType: 'centre_settings',
          entityId: 1,
          details: request.body,
        });
        return row!;
      }),
  });
}
