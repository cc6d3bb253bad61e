import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changePasswordRequest,
  currentPasswordForEmail,
  currentPasswordIncorrect,
  profileResponse,
  updateProfileRequest,
} from '../../../contract/account.ts';
import { okResponse } from '../../../contract/auth.ts';
import { portalOf } from '../../../contract/enums.ts';
import {
  parentSettings,
  retiredSettings,
  settingsResponse,
  staffSettings,
} from '../../../contract/settings.ts';
import { audit } from '../../lib/audit.ts';
import { emailInUseMessage } from '../../lib/db-errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { HttpError, badRequest, notFound } from '../../lib/http-errors.ts';
import { isMessageId } from '../../lib/i18n.ts';
import { deleteUserSessions } from '../../lib/session-store.ts';
import * as q from './account-queries.ts';
import { profilePhotoRoutes } from './profile-photo-routes.ts';
import { statisticsRoutes } from './statistics-routes.ts';
import { beginPasswordCheck, passwordThrottledMessage } from '../auth/login-throttle.ts';
import type { Tx } from '../../db/client.ts';
import { principalOf } from '../../plugins/access.ts';

export async function accountRoutes(app: FastifyInstance): Promise<void> {
  await profilePhotoRoutes(app);
  await statisticsRoutes(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
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

  /** The password check behind a password or sign-in e-mail change, throttled per account. */
  async function confirmCurrentPassword(userId: number, password: string): Promise<void> {
    const attempt = await beginPasswordCheck(app.db, userId, app.clock.now());
    if (!attempt.allowed) throw new HttpError(429, passwordThrottledMessage);
    const current = await q.passwordHashOf(app.db, userId);
    if (!current || !(await verifyPassword(current, password))) {
      throw badRequest(currentPasswordIncorrect, { currentPassword: currentPasswordIncorrect });
    }
    await attempt.succeeded();
  }

  r.get('/api/profile', {
    config: { permission: 'session.read' },
    schema: {
      tags: ['account'],
      summary: 'The signed-in person’s profile',
      response: { 200: profileResponse },
    },
    handler: async (request) => {
      const { userId, kind } = who(request);
      const profile = await q.findProfile(app.db, userId, kind);
      if (!profile) throw notFound('errors.profileNotFound');
      return profile;
    },
  });

  r.put('/api/profile', {
    config: { permission: 'profile.update' },
    schema: { tags: ['account'], body: updateProfileRequest, response: { 200: profileResponse } },
    handler: async (request) => {
      const { userId, kind, email } = who(request);
      const { currentPassword, ...profile } = request.body;
      // Whoever holds a session must not be able to move the account to their own e-mail
      // (and so its password resets): changing the sign-in e-mail needs the password.
      if (profile.email.toLowerCase() !== email.toLowerCase()) {
        if (!currentPassword) {
          throw badRequest(currentPasswordForEmail, { currentPassword: currentPasswordForEmail });
        }
        await confirmCurrentPassword(userId, currentPassword);
      }
      return app.db.transaction(async (tx) => {
        if (await q.emailTakenByOther(tx, profile.email, userId)) {
          throw new HttpError(409, emailInUseMessage, { email: emailInUseMessage });
        }
        await q.updateProfile(tx, userId, kind, profile, app.clock.now());
        await auditOwn(tx, request, 'profile.update', { fields: Object.keys(profile) });
        return (await q.findProfile(tx, userId, kind))!;
      });
    },
  });

  r.post('/api/account/password', {
    config: { permission: 'profile.update' },
    schema: {
      tags: ['account'],
      summary: 'Change password; ends the account’s other sessions',
      body: changePasswordRequest,
      response: { 200: okResponse },
    },
    handler: async (request) => {
      const { userId, sessionTokenHash } = who(request);
      await confirmCurrentPassword(userId, request.body.currentPassword);
      const hash = await hashPassword(request.body.newPassword);
      await app.db.transaction(async (tx) => {
        await q.setPasswordHash(tx, userId, hash, app.clock.now());
        // Anyone else holding a session (a lost phone, a shared computer) is signed out.
        await deleteUserSessions(tx, userId, sessionTokenHash);
        await auditOwn(tx, request, 'password.change');
      });
      return { ok: true as const };
    },
  });

  const schemaFor = (kind: 'staff' | 'parent') =>
    kind === 'staff' ? staffSettings : parentSettings;

  r.get('/api/settings', {
    config: { permission: 'session.read' },
    schema: {
      tags: ['account'],
      summary: 'The signed-in person’s settings, with defaults',
      response: { 200: settingsResponse },
    },
    handler: async (request) => {
      const { userId, kind } = who(request);
      // Stored values win; anything missing or no longer valid falls back to its default.
      const stored = (await q.storedSettings(app.db, userId)) as Record<string, unknown>;
      const schema = schemaFor(kind);
      const defaults = schema.parse({});
      const merged: Record<string, unknown> = { ...defaults };
      for (const [key, value] of Object.entries(stored)) {
        const field = schema.shape[key as keyof typeof schema.shape] as z.ZodType | undefined;
        if (field?.safeParse(value).success) merged[key] = value;
      }
      return merged as z.infer<typeof settingsResponse>;
    },
  });

  r.put('/api/settings', {
    config: { permission: 'settings.update' },
    schema: {
      tags: ['account'],
      // Checked field by field against the portal's own settings below (unknown keys refused).
      body: z.record(z.string().max(40), z.unknown()),
      response: { 200: settingsResponse },
    },
    handler: async (request) => {
      const { userId, kind } = who(request);
      // A setting this build no longer offers, sent by a page loaded before: dropped, not refused.
      const body = Object.fromEntries(
        Object.entries(request.body).filter(
          ([key]) => !(retiredSettings as readonly string[]).includes(key),
        ),
      );
      const parsed = schemaFor(kind).strict().safeParse(body);
      if (!parsed.success) {
        // The settings schemas say zod's own words (not catalogue ids): each is an invalid value.
        const fieldErrors = Object.fromEntries(
          parsed.error.issues.map((i) => [
            i.path.join('.') || '_',
            isMessageId(i.message) ? i.message : 'errors.invalidValue',
          ]),
        );
        throw badRequest(Object.values(fieldErrors)[0] ?? 'errors.invalidSettings', fieldErrors);
      }
      await app.db.transaction(async (tx) => {
        await q.saveSettings(tx, userId, parsed.data, app.clock.now());
        await auditOwn(tx, request, 'settings.update');
      });
      return parsed.data;
    },
  });
}
