import { describe, expect, it } from 'vitest';
import { totalDueCents } from './money.ts';

describe('billing total', () => {
  it('adds the registration fee until the family has paid once (350 + 150 = 500)', () => {
    expect(totalDueCents(35000, 15000, false)).toBe(50000);
    expect(totalDueCents(35000, 15000, true)).toBe(35000);
  });
});
