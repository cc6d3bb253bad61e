import { describe, expect, it } from 'vitest';
import { actions, isPermitted, permissions, permittedActions, scopes } from './permissions.ts';

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
    for (const action of permittedActions('staff')) {
      const { director, staff } = permissions[action] as Record<string, string>;
      expect([staff, 'all']).toContain(director);
    }
  });

  it('lists every action once, each for at least one kind of principal', () => {
    expect(new Set(actions).size).toBe(actions.length);
    for (const action of actions)
      expect(Object.keys(permissions[action]).length).toBeGreaterThan(0);
  });

  it('gives a parent only their own records, but for the centre’s calendar', () => {
    const everyRecord = permittedActions('parent').filter(
      (action) => (permissions[action] as Record<string, string>).parent === 'all',
    );
    expect(everyRecord).toEqual(['event.read', 'centreCalendar.read']);
  });

  it('keeps each action’s scopes about one kind of record', () => {
    const mixed = actions.filter((action) => {
      const kinds = Object.values(permissions[action])
        .filter((reach) => reach !== 'all')
        .map((scope) => scopes[scope as keyof typeof scopes]);
      return new Set(kinds).size > 1;
    });
    expect(mixed).toEqual([]);
  });

  it('keeps a family’s finances from the staff without the billing permission', () => {
    expect(isPermitted('staff', 'billing.read')).toBe(false);
    expect(permissions['taxDocument.read'].staff).toBe('globalDocument');
    expect(permissions['taxDocument.download'].staff).toBe('globalDocument');
  });
});
