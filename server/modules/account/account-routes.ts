import type { FastifyInstance, FastifyRequest } from 'fastify';
import { portalOf } from '../../../contract/enums.ts';
import type { Tx } from '../../db/client.ts';
import { audit } from '../../lib/audit.ts';
import { refuseCommonPassword } from '../../lib/common-passwords.ts';
import { emailInUseMessage } from '../../lib/db-errors.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { queuePasswordChangedMail } from '../password-reset/password-reset-mail.ts';
import { serve } from '../../lib/serve.ts';
import { deleteUserSessions } from '../../lib/session-store.ts';
import { principalOf } from '../../plugins/access.ts';
import {
  checkedSettings,
  confirmCurrentPassword,
  confirmEmailChange,
  settingsWithDefaults,
} from './account-actions.ts';
import * as q from './account-queries.ts';
import { profilePhotoRoutes } from './profile-photo-routes.ts';
import { statisticsRoutes } from './statistics-routes.ts';

export async function accountRoutes(app: FastifyInstance): Promise<void> {
  await profilePhotoRoutes(app);
  await statisticsRoutes(app);
  const who = (request: FastifyRequest) => {
    const p = principalOf(request);
    return { ...p, kind: portalOf(p.role) };
  };
  const auditOwn = (
    tx: Tx,
    request: FastifyRequest,
    action: string,
    details?: Record<string, unknown>,
  ) =>
    audit(tx, request, {
      action,
      entityType: 'user',
      entityId: principalOf(request).userId,
      details,
    });

  serve(app, 'GET /api/profile', async (request) => {
    const { userId, kind } = who(request);
    const profile = await q.findProfile(app.db, userId, kind);
    if (!profile) throw notFound('errors.profileNotFound');
    return profile;
  });

  serve(app, 'PUT /api/profile', async (request) => {
    const principal = who(request);
    const { userId, kind } = principal;
    const { currentPassword, ...profile } = request.body;
    await confirmEmailChange(
      app.db,
      principal,
      { email: profile.email, currentPassword },
      app.clock.now(),
    );
    return app.db.transaction(async (tx) => {
      if (await q.emailTakenByOther(tx, profile.email, userId)) {
        throw new HttpError(409, emailInUseMessage, { email: emailInUseMessage });
      }
      await q.updateProfile(tx, userId, kind, profile, app.clock.now());
      await auditOwn(tx, request, 'profile.update', { fields: Object.keys(profile) });
      return (await q.findProfile(tx, userId, kind))!;
    });
  });

  serve(app, 'POST /api/account/password', async (request) => {
    const { userId, role, sessionTokenHash } = who(request);
    await confirmCurrentPassword(app.db, userId, request.body.currentPassword, app.clock.now());
    refuseCommonPassword(request.body.newPassword, 'newPassword');
    const hash = await hashPassword(request.body.newPassword);
    await app.db.transaction(async (tx) => {
      await q.setPasswordHash(tx, userId, hash, app.clock.now());
      // Anyone else holding a session (a lost phone, a shared computer) is signed out.
      await deleteUserSessions(tx, userId, sessionTokenHash);
      await auditOwn(tx, request, 'password.change');
      // As after a reset: if it was not them, the account's owner learns it at once.
      await queuePasswordChangedMail(app, tx, { id: userId, role });
    });
    return { ok: true as const };
  });

  serve(app, 'GET /api/settings', async (request) => {
    const { userId, kind } = who(request);
    const stored = (await q.storedSettings(app.db, userId)) as Record<string, unknown>;
    return settingsWithDefaults(kind, stored);
  });

  serve(app, 'PUT /api/settings', async (request) => {
    const { userId, kind } = who(request);
    const settings = checkedSettings(kind, request.body);
    await app.db.transaction(async (tx) => {
      await q.saveSettings(tx, userId, settings, app.clock.now());
      await auditOwn(tx, request, 'settings.update');
    });
    return settings;
  });
}
