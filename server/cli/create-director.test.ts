import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/api/test-app.ts';
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
});
