import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { qrCode } from './qr-code.ts';

const bits = (m: boolean[][]) => m.map((row) => row.map((d) => (d ? '1' : '0')).join(''));
const digest = (m: boolean[][]) => createHash('sha256').update(bits(m).join('\n')).digest('hex');

describe('the QR code of the parent portal’s kiosk code', () => {
  // Each of these was read back by a reference decoder (zbar) when the encoder was written:
  // a change that alters the modules must be decoded again before its digest is taken.
  it.each([
    ['12-4820193746', 21, '01c2afbf0eb8b8e70ff3fc9fa7a4e2a5a4fcf4e66195d1563056b469de890de6'],
    [
      '123456789-0123456789',
      25,
      '1803cbc721d8f3be3351b66f715529f17ce80d371b57d4cae57c1ebfc21db719',
    ],
    ['x'.repeat(60), 33, '8903ac311430c993d9b007375bfcfe3c8a9735cdafc677760d013660f42b96d5'],
    ['ab'.repeat(50), 41, '369d25e9dd0fbeb18dec3e57f254d60c5f960c85116aab810f4d9f238a65fe96'],
  ])('encodes %j as the decoded symbol', (text, size, expected) => {
    const m = qrCode(text);
    expect(m).toHaveLength(size);
    expect(digest(m)).toBe(expected);
  });

  it('has the three finder patterns and the timing lines', () => {
    const m = bits(qrCode('12-4820193746'));
    const finder = ['1111111', '1000001', '1011101', '1011101', '1011101', '1000001', '1111111'];
    const n = m.length;
    for (const [x, y] of [
      [0, 0],
      [n - 7, 0],
      [0, n - 7],
    ] as const)
      expect(finder.map((_, i) => m[y + i]!.slice(x, x + 7))).toEqual(finder);
    expect(m[6]!.slice(8, n - 8)).toBe('10101'.slice(0, n - 16));
  });

  it('refuses a text no version up to 6 holds', () => {
    expect(() => qrCode('x'.repeat(200))).toThrow(/too long/);
  });
});
