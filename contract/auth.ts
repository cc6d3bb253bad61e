import { z } from './zod.ts';
import { oneLine, passwordField } from './common.ts';
import { roleKinds } from './enums.ts';
import { actions } from './permissions.ts';

export const loginRequest = z.object({
  email: oneLine(z.string({ error: 'errors.invalidEmail' }))
    .max(254, { error: 'errors.invalidEmail' })
    .pipe(z.email({ error: 'errors.invalidEmail' })),
  password: passwordField,
  rememberMe: z.boolean().default(false),
});
export type LoginRequest = z.input<typeof loginRequest>;

export const meResponse = z.object({
  userId: z.number().int(),
  role: z.enum(roleKinds),
  displayName: z.string(),
  email: z.string(),
  /** The signed-in person's own staff record (null for a parent, or staff without one). */
  staffId: z.number().int().nullable(),
  /**
   * The profile photo's version, as on the profile (null without one): the menus show
   * GET /api/profile/photo?v={photo}.
   */
  photo: z.number().int().nullable(),
  actions: z.array(z.enum(actions as [string, ...string[]])),
  /**
   * The centre requires two-step sign-in of this person and they have not set it up: until
   * they do, this session reaches only the set-up (decision 069). Absent otherwise.
   */
  twoStepSetupRequired: z.literal(true).optional(),
});
export type MeResponse = z.infer<typeof meResponse>;

/**
 * GET /api/auth/session: who is signed in, or `user: null` when nobody is. Always 200, so a
 * page that asks while signed out (a session that expired or was ended elsewhere) logs no
 * error; GET /api/auth/me stays the signed-in-only answer (401 without a session).
 */
export const sessionResponse = z.object({ user: meResponse.nullable() });
export type SessionResponse = z.infer<typeof sessionResponse>;

export const okResponse = z.object({ ok: z.literal(true) });
