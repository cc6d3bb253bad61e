import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changePasswordRequest,
  profileResponse,
  updateProfileRequest,
} from '../../../contract/account.ts';
import { okResponse } from '../../../contract/auth.ts';
import { portalOf } from '../../../contract/enums.ts';
import { parentSettings, settingsResponse, staffSettings } from '../../../contract/settings.ts';
import { writeAudit } from '../../lib/audit.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { HttpError, badRequest, notFound } from '../../plugins/errors.ts';
import { deleteUserSessions } from '../auth/session-queries.ts';
import * as q from './account-queries.ts';
import { principalOf } from '../../plugins/access.ts';

export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const who = (request: FastifyRequest) => {
    const p = principalOf(request);
    return { ...p, kind: portalOf(p.role) };
  };
  const audit = (request: FastifyRequest, action: string, details?: Record<string, unknown>) =>
    writeAudit(app.db, {
      actorUserId: principalOf(request).userId,
      action,
      entityType: 'user',
      entityId: principalOf(request).userId,
      details,
      ipAddress: request.ip,
      at: app.clock.now(),
    });

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
      if (!profile) throw notFound('Profile not found');
      return profile;
    },
  });

  r.put('/api/profile', {
    config: { permission: 'profile.update' },
    schema: { tags: ['account'], body: updateProfileRequest, response: { 200: profileResponse } },
    handler: async (request) => {
      const { userId, kind } = who(request);
      if (await q.emailTakenByOther(app.db, request.body.email, userId)) {
        const message = 'That e-mail address is already used by another account.';
        throw new HttpError(409, message, { email: message });
      }
      await q.updateProfile(
        app.db,
        userId,
        kind,
        request.body as Required<typeof request.body>,
        app.clock.now(),
      );
      await audit(request, 'profile.update', { fields: Object.keys(request.body) });
      return (await q.findProfile(app.db, userId, kind))!;
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
      const current = await q.passwordHashOf(app.db, userId);
      if (!current || !(await verifyPassword(current, request.body.currentPassword))) {
        throw badRequest('Current password is incorrect', {
          currentPassword: 'Current password is incorrect',
        });
      }
      await q.setPasswordHash(
        app.db,
        userId,
        await hashPassword(request.body.newPassword),
        app.clock.now(),
      );
      // Anyone else holding a session (a lost phone, a shared computer) is signed out.
      await deleteUserSessions(app.db, userId, sessionTokenHash);
      await audit(request, 'password.change');
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
      body: z.record(z.string(), z.unknown()),
      response: { 200: settingsResponse },
    },
    handler: async (request) => {
      const { userId, kind } = who(request);
      const parsed = schemaFor(kind).strict().safeParse(request.body);
      if (!parsed.success) {
        const fieldErrors = Object.fromEntries(
          parsed.error.issues.map((i) => [i.path.join('.') || '_', i.message]),
        );
        throw badRequest(Object.values(fieldErrors)[0] ?? 'Invalid settings', fieldErrors);
      }
      await q.saveSettings(app.db, userId, parsed.data, app.clock.now());
      await audit(request, 'settings.update');
      return parsed.data;
    },
  });
}
