import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, startTestApp, type TestApp } from '../../../test/api/test-app.ts';
import { users, userSettings } from '../../db/schema/index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) => t.request({ method: 'GET', url, cookie });
const put = (url: string, cookie: string | undefined, payload: object) =>
  t.request({ method: 'PUT', url, cookie, payload });

describe('profile', () => {
  it('shows staff their own record', async () => {
    const cookie = await t.login(demo.teacher);
    const res = await get('/api/profile', cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      kind: 'staff',
      firstName: 'Tom',
      lastName: 'Alvarez',
      email: demo.teacher,
    });
  });

  it('saves a staff profile, and it is there after a reload', async () => {
    const cookie = await t.login(demo.teacher);
    const saved = await put('/api/profile', cookie, {
      firstName: 'Thomas',
      lastName: 'Alvarez',
      email: demo.teacher,
      phone: '(555) 201-0002',
      address: '12 Elm Street',
      bio: 'Toddler room lead since 2021.',
    });
    expect(saved.statusCode).toBe(200);
    const reloaded = (await get('/api/profile', cookie)).json();
    expect(reloaded).toMatchObject({
      firstName: 'Thomas',
      address: '12 Elm Street',
      bio: 'Toddler room lead since 2021.',
    });
    const me = (await get('/api/auth/me', cookie)).json();
    expect(me.displayName).toBe('Thomas Alvarez');
  });

  it('validates with the spec’s messages and changes nothing', async () => {
    const cookie = await t.login(demo.director);
    const res = await put('/api/profile', cookie, {
      firstName: '',
      lastName: ' ',
      email: 'nope',
      phone: '123',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Invalid email address',
      phone: 'Phone number must be at least 10 digits',
    });
    expect((await get('/api/profile', cookie)).json().firstName).toBe('Dana');
  });

  it('refuses an e-mail another account already uses', async () => {
    const cookie = await t.login(demo.parent2);
    const res = await put('/api/profile', cookie, {
      firstName: 'Marcus',
      lastName: 'Johnson',
      email: demo.parent,
      phone: '(555) 555-0100',
      currentPassword: demo.password,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().fieldErrors.email).toBe(
      'That e-mail address is already used by another account.',
    );
  });

  it('saves a parent profile, including the emergency contact', async () => {
    const cookie = await t.login(demo.parent2);
    const res = await put('/api/profile', cookie, {
      firstName: 'Marcus',
      lastName: 'Johnson',
      email: demo.parent2,
      phone: '(555) 555-0199',
      address: '9 Oak Avenue',
      emergencyContactName: 'Rose Johnson',
      emergencyContactPhone: '(555) 555-0111',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      kind: 'parent',
      phone: '(555) 555-0199',
      emergencyContactName: 'Rose Johnson',
    });
  });

  it('needs a session', async () => {
    expect((await get('/api/profile')).statusCode).toBe(401);
    expect((await put('/api/profile', undefined, {})).statusCode).toBe(401);
  });
});

describe('password change', () => {
  const change = (cookie: string, body: object) =>
    t.request({ method: 'POST', url: '/api/account/password', cookie, payload: body });

  it('needs the current password', async () => {
    const cookie = await t.login(demo.parent);
    const res = await change(cookie, {
      currentPassword: 'wrong-one',
      newPassword: 'new-secret-1',
      confirmPassword: 'new-secret-1',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ currentPassword: 'Current password is incorrect' });
  });

  it('checks the confirmation', async () => {
    const cookie = await t.login(demo.parent);
    const res = await change(cookie, {
      currentPassword: demo.password,
      newPassword: 'new-secret-1',
      confirmPassword: 'other-secret',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ confirmPassword: "Passwords don't match" });
  });

  it('changes the password and ends every other session of the account', async () => {
    const other = await t.login(demo.parent);
    const current = await t.login(demo.parent);
    const res = await change(current, {
      currentPassword: demo.password,
      newPassword: 'new-secret-1',
      confirmPassword: 'new-secret-1',
    });
    expect(res.statusCode).toBe(200);
    expect((await get('/api/auth/me', other)).statusCode).toBe(401);
    expect((await get('/api/auth/me', current)).statusCode).toBe(200);
    const oldPassword = await t.request({
      method: 'POST',
      url: '/api/auth/parent/login',
      payload: { email: demo.parent, password: demo.password },
    });
    expect(oldPassword.statusCode).toBe(401);
    const newPassword = await t.request({
      method: 'POST',
      url: '/api/auth/parent/login',
      payload: { email: demo.parent, password: 'new-secret-1' },
    });
    expect(newPassword.statusCode).toBe(200);
  });
});

describe('settings', () => {
  it('starts from the spec’s defaults for staff', async () => {
    const cookie = await t.login(demo.director);
    expect((await get('/api/settings', cookie)).json()).toEqual({
      emailNotifications: true,
      attendanceAlerts: true,
      incidentReports: true,
      dailyReports: false,
      language: 'en',
      timezone: 'Eastern',
      dateFormat: 'MM/DD/YYYY',
      theme: 'system',
    });
  });

  it('saves per user and keeps them after a reload', async () => {
    const cookie = await t.login(demo.director);
    const defaults = (await get('/api/settings', cookie)).json();
    const res = await put('/api/settings', cookie, {
      ...defaults,
      theme: 'dark',
      dailyReports: true,
      language: 'es',
    });
    expect(res.statusCode).toBe(200);
    expect((await get('/api/settings', await t.login(demo.director))).json()).toMatchObject({
      theme: 'dark',
      dailyReports: true,
      language: 'es',
    });
    expect((await get('/api/settings', await t.login(demo.teacher))).json().theme).toBe('system');
  });

  it('gives parents their own settings, with the txt download format by default', async () => {
    const cookie = await t.login(demo.parent2);
    const settings = (await get('/api/settings', cookie)).json();
    expect(settings).toMatchObject({ downloadFormat: 'txt', language: 'en', theme: 'system' });
    const res = await put('/api/settings', cookie, {
      ...settings,
      downloadFormat: 'csv',
      language: 'de',
    });
    expect(res.statusCode).toBe(200);
    expect((await get('/api/settings', cookie)).json()).toMatchObject({
      downloadFormat: 'csv',
      language: 'de',
    });
  });

  it('no longer offers push or automatic downloads; values stored or sent for them are harmless', async () => {
    const staff = await t.login(demo.teacher);
    const parent = await t.login(demo.parent2);
    const ids = await t.database.db.select({ id: users.id, email: users.email }).from(users);
    // Stored by an earlier build.
    for (const [email, settings] of [
      [demo.teacher, { pushNotifications: true, theme: 'dark' }],
      [demo.parent2, { autoDownload: true, privacyMode: true }],
    ] as const) {
      const userId = ids.find((u) => u.email === email)!.id;
      await t.database.db
        .insert(userSettings)
        .values({ userId, settings, updatedAt: new Date() })
        .onConflictDoUpdate({ target: userSettings.userId, set: { settings } });
    }
    const staffSettings = (await get('/api/settings', staff)).json();
    expect(staffSettings).not.toHaveProperty('pushNotifications');
    expect(staffSettings.theme).toBe('dark');
    const parentSettings = (await get('/api/settings', parent)).json();
    expect(parentSettings).not.toHaveProperty('autoDownload');
    expect(parentSettings.privacyMode).toBe(true);
    // A page loaded before still sends them: the save goes through, without them.
    const saved = await put('/api/settings', staff, { ...staffSettings, pushNotifications: true });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).not.toHaveProperty('pushNotifications');
    const parentSaved = await put('/api/settings', parent, {
      ...parentSettings,
      autoDownload: true,
    });
    expect(parentSaved.statusCode, parentSaved.body).toBe(200);
    expect((await get('/api/settings', parent)).json()).not.toHaveProperty('autoDownload');
  });

  it('refuses values outside the lists and fields of the other portal', async () => {
    const cookie = await t.login(demo.teacher);
    const defaults = (await get('/api/settings', cookie)).json();
    // All four languages are offered to everyone (decision 021); no other.
    const unknown = await put('/api/settings', cookie, { ...defaults, language: 'tlh' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      message: 'Invalid value',
      code: 'errors.invalidValue',
      fieldErrors: { language: 'Invalid value' },
      fieldCodes: { language: { code: 'errors.invalidValue' } },
    });
    const res = await put('/api/settings', cookie, { ...defaults, downloadFormat: 'csv' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('errors.invalidValue');
    expect((await get('/api/settings', cookie)).json()).toEqual(defaults);
  });
});
