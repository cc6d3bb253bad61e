import { hash, randomBytes } from 'node:crypto';

/** Randomness is injected (like the clock) so tests can pin it. */
export type TokenSource = { token(bytes?: number): string };

export const cryptoTokens: TokenSource = {
  // 32 bytes = 256 bits, base64url: safe in cookies and URLs.
  token: (bytes = 32) => randomBytes(bytes).toString('base64url'),
};

// One-shot (no Hash object per call): every signed-in request hashes its token.
export const sha256 = (value: string): string => hash('sha256', value, 'hex');
