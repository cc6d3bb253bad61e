import type { FastifyInstance } from 'fastify';
import { twoStepErrors } from '../../../contract/two-step.ts';
import { HttpError } from '../../lib/http-errors.ts';
import { serve } from '../../lib/serve.ts';
import { twoStepRequirementOf } from '../../lib/two-step-requirement.ts';
import { actorOf } from '../../plugins/access.ts';
import { confirmCurrentPassword } from '../account/account-actions.ts';
import {
  beginCodeCheck,
  beginSetup,
  changeRequirement,
  confirmSetup,
  disableTwoStep,
  replaceRecoveryCodesOf,
  twoStepStatus,
} from './two-step-actions.ts';

/**
 * A person's authenticator app (decision 069): its status, turning it on (a secret, then a
 * first code) and off (the password and a code); the centre's requirement. The sign-in's
 * second step is in modules/auth.
 */
export async function twoStepRoutes(app: FastifyInstance): Promise<void> {
  serve(app, 'GET /api/account/two-step', (request) => twoStepStatus(app.db, actorOf(request)));

  serve(app, 'POST /api/account/two-step/setup', (request) =>
    app.db.transaction((tx) => beginSetup(tx, app.secrets, actorOf(request), app.clock.now())),
  );

  serve(app, 'POST /api/account/two-step/confirm', async (request) => {
    const actor = actorOf(request);
    const now = app.clock.now();
    // Counted outside the change's transaction: a wrong code counts though nothing is saved.
    const attempt = await beginCodeCheck(app.db, actor.userId, now);
    if (!attempt.allowed) throw new HttpError(429, twoStepErrors.throttled);
    const recoveryCodes = await app.db.transaction((tx) =>
      confirmSetup(tx, app.secrets, actor, request.body.code, now),
    );
    await attempt.succeeded();
    return { recoveryCodes };
  });

  serve(app, 'POST /api/account/two-step/recovery-codes', async (request) => {
    const actor = actorOf(request);
    const now = app.clock.now();
    await confirmCurrentPassword(app.db, actor.userId, request.body.currentPassword, now);
    const attempt = await beginCodeCheck(app.db, actor.userId, now);
    if (!attempt.allowed) throw new HttpError(429, twoStepErrors.throttled);
    const recoveryCodes = await app.db.transaction((tx) =>
      replaceRecoveryCodesOf(tx, app.secrets, actor, request.body.code, now),
    );
    await attempt.succeeded();
    return { recoveryCodes };
  });

  serve(app, 'POST /api/account/two-step/disable', async (request) => {
    const actor = actorOf(request);
    const now = app.clock.now();
    await confirmCurrentPassword(app.db, actor.userId, request.body.currentPassword, now);
    const attempt = await beginCodeCheck(app.db, actor.userId, now);
    if (!attempt.allowed) throw new HttpError(429, twoStepErrors.throttled);
    await app.db.transaction((tx) =>
      disableTwoStep(tx, app.secrets, actor, request.body.code, now),
    );
    await attempt.succeeded();
    return { ok: true as const };
  });

  serve(app, 'GET /api/centre/two-step', async () => ({
    requiredFor: await twoStepRequirementOf(app.db),
  }));

  serve(app, 'PUT /api/centre/two-step', (request) =>
    app.db.transaction((tx) =>
      changeRequirement(tx, actorOf(request), request.body.requiredFor, app.clock.now()),
    ),
  );
}
