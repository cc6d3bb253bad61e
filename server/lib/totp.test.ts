import { describe, expect, it } from 'vitest';
import {
  base32Decode,
  base32Encode,
  hotp,
  matchTotp,
  newTotpSecret,
  otpauthUri,
  totpCode,
} from './totp.ts';

// RFC 6238 Appendix B (SHA-1) and RFC 4226 Appendix D: the secret "12345678901234567890".
const rfcSecret = base32Encode(Buffer.from('12345678901234567890'));

describe('TOTP (decision 069)', () => {
  it('gives the RFCs’ test values', () => {
    expect(rfcSecret).toBe('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');
    expect([0, 1, 2, 9].map((counter) => hotp(rfcSecret, counter))).toEqual([
      '755224',
      '287082',
      '359152',
      '520489',
    ]);
    // The RFC's 8-digit values, whose last six digits are the 6-digit codes.
    const vectors: [number, string][] = [
      [59, '94287082'],
      [1111111109, '07081804'],
      [1111111111, '14050471'],
      [1234567890, '89005924'],
      [2000000000, '69279037'],
      [20000000000, '65353130'],
    ];
    for (const [seconds, code] of vectors)
      expect(totpCode(rfcSecret, new Date(seconds * 1000))).toBe(code.slice(2));
  });

  it('reads base32 as apps write it, and makes 160-bit secrets', () => {
    expect(base32Decode('gezd gnbv gy3t qojq gezd gnbv gy3t qojq').toString()).toBe(
      '12345678901234567890',
    );
    expect(() => base32Decode('not base32!')).toThrow();
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)).toHaveLength(20);
    expect(newTotpSecret()).not.toBe(secret);
  });

  it('matches a code within one 30-second step either side, and says which step', () => {
    const at = new Date(1_800_000_000_000);
    const step = Math.floor(at.getTime() / 30_000);
    const codeAt = (steps: number) => hotp(rfcSecret, step + steps);
    expect(matchTotp(rfcSecret, codeAt(-1), at)).toBe(step - 1);
    expect(matchTotp(rfcSecret, codeAt(0), at)).toBe(step);
    expect(matchTotp(rfcSecret, codeAt(1), at)).toBe(step + 1);
    expect(matchTotp(rfcSecret, codeAt(2), at)).toBeNull();
    expect(matchTotp(rfcSecret, codeAt(-2), at)).toBeNull();
    expect(matchTotp(rfcSecret, '12345', at)).toBeNull();
    expect(matchTotp(rfcSecret, 'abcdef', at)).toBeNull();
  });

  it('writes the otpauth address an app reads', () => {
    expect(otpauthUri(rfcSecret, 'dana@example.com', 'Sunny Days')).toBe(
      'otpauth://totp/Sunny%20Days%3Adana%40example.com?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ' +
        '&issuer=Sunny+Days&algorithm=SHA1&digits=6&period=30',
    );
  });
});
