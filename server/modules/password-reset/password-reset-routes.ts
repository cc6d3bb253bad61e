import type { FastifyInstance } from 'fastify';
import { portalOf } from '../../../contract/enums.ts';
import { passwordResetThrottled } from '../../../contract/password-reset.ts';
import { audit } from '../../lib/audit.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { serve } from '../../lib/serve.ts';
import {
  admitNewPassword,
  handleResetRequests,
  queueResetRequest,
  setNewPassword,
  usableLink,
} from './password-reset-actions.ts';
import { directorResetRoutes } from './director-resets.ts';
import { beginResetRequest } from './password-reset-throttle.ts';

export async function passwordResetRoutes(app: FastifyInstance): Promise<void> {
  handleResetRequests(app);
  directorResetRoutes(app);

  serve(app, 'POST /api/auth/password-reset/request', async (request, reply) => {
    const now = app.clock.now();
    const { email } = request.body;
    if (!(await beginResetRequest(app.db, { email, ip: request.ip, now })))
      throw new HttpError(429, passwordResetThrottled);
    await queueResetRequest(app.db, { email, ip: request.ip }, now);
    return reply.code(202).send({ ok: true as const });
  });

  serve(app, 'GET /api/auth/password-reset/:token', async (request) => {
    const reset = await usableLink(app.db, request.ip, request.params.token, app.clock.now());
    return { email: reset.email, portal: portalOf(reset.role) };
  });

  serve(app, 'POST /api/auth/password-reset', async (request) => {
    const admitted = await admitNewPassword(app.db, request.ip, request.body, app.clock.now());
    await app.db.transaction(async (tx) => {
      const entry = await setNewPassword(app, tx, admitted, app.clock.now());
      await audit(tx, request, entry);
    });
    return { portal: portalOf(admitted.reset.role) };
  });
}
