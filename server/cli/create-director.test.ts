import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/api/test-app.ts';
import { findUserByEmail } from '../modules/auth/auth-queries.ts';
import { createDirector } from './create-director-queries.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('create-director (the production bootstrap)', () => {
  it('creates a director who can sign in at the staff portal', async () => {
    await createDirector(t.database.db, {
      email: 'Owner@NewCentre.example',
      firstName: 'Olive',
      lastName: 'Owens',
      phone: '(555) 000-1111',
      password: 'a-long-secret-123',
    });
    const res = await t.request({
      method: 'POST',
      url: '/api/auth/staff/login',
      payload: { email: 'owner@newcentre.example', password: 'a-long-secret-123' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ role: 'director', displayName: 'Olive Owens' });
  });

  it('refuses an e-mail that already has an account', async () => {
    await expect(
      createDirector(t.database.db, {
        email: 'director@example.com',
        firstName: 'Dup',
        lastName: 'Licate',
        phone: '',
        password: 'a-long-secret-123',
      }),
    ).rejects.toThrow('An account for director@example.com already exists.');
  });

  it('refuses a short or common password, and creates nothing', async () => {
    for (const [password, why] of [
      ['short-1', 'at least 10 characters'],
      ['Password123', 'most common'],
    ] as const) {
      await expect(
        createDirector(t.database.db, {
          email: 'new-director@example.org',
          firstName: 'New',
          lastName: 'Director',
          phone: '',
          password,
        }),
      ).rejects.toThrow(why);
    }
    expect(await findUserByEmail(t.database.db, 'new-director@example.org')).toBeFalsy();
  });
});
