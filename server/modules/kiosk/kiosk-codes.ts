import { timingSafeEqual } from 'node:crypto';
import { kioskCodePattern } from '../../../contract/kiosk.ts';
import type { SecretBox } from '../../lib/secrets.ts';

/**
 * A guardian's rotating kiosk code (decision 070): their user id, a dash, and ten digits of an
 * HMAC of the id and the 30-second step under a key derived from SECRET_KEY. The kiosk
 * accepts the code of the current step and of the one before (so at most a minute old), each
 * once (kiosk_code_uses).
 */
export const codeStepMs = 30_000;

export const stepAt = (at: Date) => Math.floor(at.getTime() / codeStepMs);

function digitsOf(secrets: SecretBox, guardianUserId: number, step: number): string {
  const mac = secrets.mac('kiosk-code', `${guardianUserId}:${step}`);
  return (mac.readBigUInt64BE(0) % 10_000_000_000n).toString().padStart(10, '0');
}

export function kioskCode(secrets: SecretBox, guardianUserId: number, step: number): string {
  return `${guardianUserId}-${digitsOf(secrets, guardianUserId, step)}`;
}

/** The guardian and step a code was made for, if it is of the current or the previous step. */
export function readKioskCode(
  secrets: SecretBox,
  code: string,
  at: Date,
): { guardianUserId: number; step: number } | null {
  const trimmed = code.trim();
  if (!kioskCodePattern.test(trimmed)) return null;
  const [id, digits] = trimmed.split('-') as [string, string];
  const guardianUserId = Number(id);
  if (!Number.isSafeInteger(guardianUserId) || guardianUserId < 1 || guardianUserId > 2 ** 31)
    return null;
  const now = stepAt(at);
  for (const step of [now, now - 1]) {
    const expected = Buffer.from(digitsOf(secrets, guardianUserId, step));
    if (timingSafeEqual(expected, Buffer.from(digits))) return { guardianUserId, step };
  }
  return null;
}
