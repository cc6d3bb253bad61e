import { describe, expect, it } from 'vitest';
import { namesMatch } from './names.ts';

describe('namesMatch (the dialog’s warning, the server’s rule)', () => {
  it('matches every spelling of the whole name, and a middle name between', () => {
    expect(namesMatch('Dan Ward', 'dan  WARD')).toBe(true);
    expect(namesMatch('Dan Ward', 'Dan A. Ward (other)')).toBe(true);
    expect(namesMatch('José Núñez', 'jose nunez')).toBe(true);
    expect(namesMatch('Mary O’Brien-Smith', 'mary o brien smith')).toBe(true);
  });

  it('does not match a part of the name or another person', () => {
    expect(namesMatch('Dan Ward', 'Ward')).toBe(false);
    expect(namesMatch('Dan Ward', 'Dana Ward')).toBe(false);
    expect(namesMatch('', 'Dan Ward')).toBe(false);
  });
});
