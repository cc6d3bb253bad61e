import type { z } from 'zod';
import { currentPasswordForEmail, currentPasswordIncorrect } from '../../../contract/account.ts';
import {
  parentSettings,
  retiredSettings,
  type settingsResponse,
  staffSettings,
} from '../../../contract/settings.ts';
import type { DbOrTx } from '../../db/client.ts';
import { badRequest, HttpError } from '../../lib/http-errors.ts';
import { isMessageId } from '../../lib/i18n.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import type { Principal } from '../../types.ts';
import { beginPasswordCheck, passwordThrottledMessage } from '../auth/login-throttle.ts';
import { passwordHashOf } from './account-queries.ts';

type Portal = 'staff' | 'parent';
type Settings = z.infer<typeof settingsResponse>;

/**
 * The password check behind a password or sign-in e-mail change, throttled per account.
 * Outside the change's transaction: a wrong guess must count even though nothing is saved.
 */
export async function confirmCurrentPassword(
  db: DbOrTx,
  userId: number,
  password: string,
  now: Date,
): Promise<void> {
  const attempt = await beginPasswordCheck(db, userId, now);
  if (!attempt.allowed) throw new HttpError(429, passwordThrottledMessage);
  const current = await passwordHashOf(db, userId);
  if (!current || !(await verifyPassword(current, password))) {
    throw badRequest(currentPasswordIncorrect, { currentPassword: currentPasswordIncorrect });
  }
  await attempt.succeeded();
}

/**
 * Whoever holds a session must not be able to move the account to their own e-mail (and so
 * its password resets): changing the sign-in e-mail needs the current password.
 */
export async function confirmEmailChange(
  db: DbOrTx,
  principal: Principal,
  input: { email: string; currentPassword?: string | undefined },
  now: Date,
): Promise<void> {
  if (input.email.toLowerCase() === principal.email.toLowerCase()) return;
  if (!input.currentPassword) {
    throw badRequest(currentPasswordForEmail, { currentPassword: currentPasswordForEmail });
  }
  await confirmCurrentPassword(db, principal.userId, input.currentPassword, now);
}

const schemaFor = (portal: Portal) => (portal === 'staff' ? staffSettings : parentSettings);

/** Stored values win; anything missing or no longer valid falls back to its default. */
export function settingsWithDefaults(portal: Portal, stored: Record<string, unknown>): Settings {
  const schema = schemaFor(portal);
  const merged: Record<string, unknown> = { ...schema.parse({}) };
  for (const [key, value] of Object.entries(stored)) {
    const field = schema.shape[key as keyof typeof schema.shape] as z.ZodType | undefined;
    if (field?.safeParse(value).success) merged[key] = value;
  }
  return merged as Settings;
}

/**
 * Settings as sent, checked against the portal's own (unknown keys refused). A setting this
 * build no longer offers, sent by a page loaded before, is dropped, not refused.
 */
export function checkedSettings(portal: Portal, sent: Record<string, unknown>): Settings {
  const body = Object.fromEntries(
    Object.entries(sent).filter(([key]) => !(retiredSettings as readonly string[]).includes(key)),
  );
  const parsed = schemaFor(portal).strict().safeParse(body);
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
  return parsed.data;
}
