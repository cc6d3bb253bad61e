import { createHmac, randomBytes } from 'node:crypto';

/**
 * Authenticator-app codes (TOTP, RFC 6238 over HOTP, RFC 4226): HMAC-SHA1, a 30-second
 * step, 6 digits, the secret 160 random bits written in base32 (RFC 4648) as every
 * authenticator app reads it. Decision 069.
 */
export const totpStepSeconds = 30;
export const totpDigits = 6;
const secretBytes = 20;

const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += alphabet[(value << (5 - bits)) & 31];
  return out;
}

/** Spaces, padding and letter case are ignored, as apps write secrets in groups. */
export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = alphabet.indexOf(char);
    if (index < 0) throw new Error('not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new secret, in base32. */
export const newTotpSecret = (): string => base32Encode(randomBytes(secretBytes));

/** The time step a moment falls in. */
export const totpStep = (at: Date): number => Math.floor(at.getTime() / 1000 / totpStepSeconds);

/** HOTP (RFC 4226) of `counter`: the dynamically truncated HMAC-SHA1, 6 digits. */
export function hotp(secret: string, counter: number): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac('sha1', base32Decode(secret)).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** totpDigits).padStart(totpDigits, '0');
}

/** The code an app shows at `at`. */
export const totpCode = (secret: string, at: Date): string => hotp(secret, totpStep(at));

/**
 * The step whose code `code` is, within one step either side of `at` (a phone's clock a
 * little off, a code typed as it changed), or null. Compared in constant time per step.
 */
export function matchTotp(secret: string, code: string, at: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const now = totpStep(at);
  let found: number | null = null;
  for (const step of [now - 1, now, now + 1]) {
    if (sameText(hotp(secret, step), code) && found === null) found = step;
  }
  return found;
}

function sameText(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.min(a.length, b.length); i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** The address an authenticator app reads from the QR code (Key Uri Format). */
export function otpauthUri(secret: string, account: string, issuer: string): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  const query = new URLSearchParams({
    secret,
    issuer,
    algorithm: 'SHA1',
    digits: String(totpDigits),
    period: String(totpStepSeconds),
  });
  return `otpauth://totp/${label}?${query.toString()}`;
}
