import { describe, expect, it } from 'vitest';
import { actions, isPermitted, permissions, permittedActions } from './permissions.ts';

describe('the permission table', () => {
  it('keeps director-only actions from staff and parents', () => {
    for (const action of [
      'staff.manage',
      'camera.manage',
      'taxDocument.manage',
      'billing.manage',
    ] as const) {
      expect(isPermitted('director', action)).toBe(true);
      expect(isPermitted('staff', action)).toBe(false);
      expect(isPermitted('parent', action)).toBe(false);
    }
  });

  it('never lets a parent change the centre’s records', () => {
    const parentWrites = permittedActions('parent').filter((a) =>
      /\.(create|remove|record|manage|duty)$/.test(a),
    );
    expect(parentWrites).toEqual([]);
  });

  it('lets a director do everything staff may do', () => {
    for (const action of permittedActions('staff'))
      expect(isPermitted('director', action)).toBe(true);
  });

  it('lists every action once, each for at least one kind of principal', () => {
    expect(new Set(actions).size).toBe(actions.length);
    for (const action of actions) expect(permissions[action].length).toBeGreaterThan(0);
  });
});
