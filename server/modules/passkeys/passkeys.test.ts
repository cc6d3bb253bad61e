import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, passkeys, users } from '../../db/schema/index.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { SoftPasskey } from '../../../test/api/passkey-authenticator.ts';
import { demo, startTestApp, type TestApp } from '../../../test/api/test-app.ts';

/**
 * Passkeys (decision 071) through the front door with a software authenticator
 * (test/api/passkey-authenticator.ts): adding one in Settings, signing in with it without the
 * password and as the second step, and every refusal: a challenge used twice or expired,
 * another origin, a counter gone back, someone else's passkey, a deactivated account, the
 * other portal, two registrations of one credential at once.
 */
let t: TestApp;
let director: string;
beforeAll(async () => {
  t = await startTestApp();
  director = await t.login(demo.director);
});
afterAll(() => t.close());

const cookieOf = (res: { cookies: { name: string; value: string }[] }, name: string) => {
  const c = res.cookies.find((k) => k.name === name);
  return c && c.value ? `${c.name}=${c.value}` : undefined;
};

let made = 0;
async function account(role: 'director' | 'staff' | 'parent') {
  made += 1;
  const email = `passkey-${role}-${made}@example.org`;
  const [row] = await t.database.db
    .insert(users)
    .values({ email, passwordHash: await hashPassword(demo.password), role })
    .returning({ id: users.id });
  const portal = role === 'parent' ? ('parent' as const) : ('staff' as const);
  const res = await t.request({
    method: 'POST',
    url: `/api/auth/${portal}/login`,
    payload: { email, password: demo.password },
  });
  expect(res.statusCode).toBe(200);
  return { email, portal, userId: row!.id, cookie: cookieOf(res, 'daycare_session')! };
}
type Account = Awaited<ReturnType<typeof account>>;

const post = (url: string, cookie: string | undefined, payload?: object) =>
  t.request({ method: 'POST', url, cookie, ...(payload ? { payload } : {}) });

async function registrationOptions(a: Account) {
  const res = await post('/api/account/passkeys/options', a.cookie);
  expect(res.statusCode).toBe(200);
  return res.json().options as { challenge: string; rp: { id: string } };
}

/** Adds a software passkey for `a`. */
async function addPasskey(a: Account, name = 'My phone') {
  const key = new SoftPasskey(t.app.config.publicUrl, `user-${a.userId}`);
  const options = await registrationOptions(a);
  const res = await post('/api/account/passkeys', a.cookie, {
    name,
    response: key.register(options),
  });
  expect(res.statusCode).toBe(200);
  return { key, id: res.json().id as number, credentialId: key.id };
}

async function signInOptions() {
  const res = await post('/api/auth/passkey/options', undefined);
  expect(res.statusCode).toBe(200);
  return res.json().options as { challenge: string; allowCredentials: unknown[] };
}
const signIn = (portal: 'staff' | 'parent', response: object, rememberMe = false) =>
  post(`/api/auth/${portal}/passkey`, undefined, { response, rememberMe });

describe('adding a passkey', () => {
  it('keeps its public key, counter and transports, lists it, audits it', async () => {
    const a = await account('staff');
    const options = await registrationOptions(a);
    expect(options.rp.id).toBe(new URL(t.app.config.publicUrl).hostname);
    const { key, id } = await addPasskey(a, 'Work laptop');
    const list = await t.request({ method: 'GET', url: '/api/account/passkeys', cookie: a.cookie });
    expect(list.json().passkeys).toEqual([
      {
        id,
        credentialId: key.id,
        name: 'Work laptop',
        createdAt: expect.any(String),
        lastUsedAt: null,
      },
    ]);
    const [row] = await t.database.db.select().from(passkeys).where(eq(passkeys.id, id));
    expect(row).toMatchObject({ userId: a.userId, credentialId: key.id, counter: 0 });
    expect(row!.transports).toEqual(['internal']);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.passkey.add'), eq(auditLog.actorUserId, a.userId)));
    expect(audit).toBeDefined();
    // Another person's list does not show it.
    const other = await account('staff');
    const theirs = await t.request({
      method: 'GET',
      url: '/api/account/passkeys',
      cookie: other.cookie,
    });
    expect(theirs.json().passkeys).toEqual([]);
  });

  it('takes each challenge once, from its person, and only from this origin', async () => {
    const a = await account('staff');
    const key = new SoftPasskey(t.app.config.publicUrl);
    const options = await registrationOptions(a);
    const wrongOrigin = await post('/api/account/passkeys', a.cookie, {
      name: 'Phone',
      response: key.register(options, { origin: 'https://evil.example' }),
    });
    expect(wrongOrigin.statusCode).toBe(400);
    expect(wrongOrigin.json().code).toBe('errors.passkeyNotAccepted');
    // The refused answer used the challenge up: the right one now comes too late.
    const replay = await post('/api/account/passkeys', a.cookie, {
      name: 'Phone',
      response: key.register(options),
    });
    expect(replay.statusCode).toBe(400);
    // Someone else's challenge is not this person's.
    const b = await account('staff');
    const theirs = await registrationOptions(b);
    const stolen = await post('/api/account/passkeys', a.cookie, {
      name: 'Phone',
      response: key.register(theirs),
    });
    expect(stolen.statusCode).toBe(400);
    // Five minutes, then gone.
    const late = await registrationOptions(a);
    t.clock.advance(5 * 60_000 + 1);
    const expired = await post('/api/account/passkeys', a.cookie, {
      name: 'Phone',
      response: key.register(late),
    });
    expect(expired.statusCode).toBe(400);
    const name = await post('/api/account/passkeys', a.cookie, {
      name: ' ',
      response: key.register(await registrationOptions(a)),
    });
    expect(name.statusCode).toBe(400);
    expect(name.json().fieldCodes?.name).toEqual({ code: 'errors.passkeyNameRequired' });
  });

  it('lets one credential be registered once: two at once, one 409', async () => {
    const a = await account('staff');
    const key = new SoftPasskey(t.app.config.publicUrl);
    const [o1, o2] = [await registrationOptions(a), await registrationOptions(a)];
    const results = await Promise.all([
      post('/api/account/passkeys', a.cookie, { name: 'One', response: key.register(o1) }),
      post('/api/account/passkeys', a.cookie, { name: 'Two', response: key.register(o2) }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)!.json().code).toBe('errors.passkeyExists');
    // Nor by someone else.
    const b = await account('staff');
    const again = await post('/api/account/passkeys', b.cookie, {
      name: 'Mine now',
      response: key.register(await registrationOptions(b)),
    });
    expect(again.statusCode).toBe(409);
  });
});

describe('signing in with a passkey, without the password', () => {
  it('makes a session like every sign-in, audited with its method', async () => {
    const a = await account('staff');
    const { key, id } = await addPasskey(a);
    const options = await signInOptions();
    expect(options.allowCredentials).toEqual([]);
    const res = await signIn('staff', key.assert(options), true);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ userId: a.userId, email: a.email });
    const session = cookieOf(res, 'daycare_session');
    const me = await t.request({ method: 'GET', url: '/api/auth/me', cookie: session });
    expect(me.statusCode).toBe(200);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.login'), eq(auditLog.actorUserId, a.userId)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit!.details).toMatchObject({ method: 'passkey', rememberMe: true });
    const [row] = await t.database.db.select().from(passkeys).where(eq(passkeys.id, id));
    expect(row!.counter).toBe(1);
    expect(row!.lastUsedAt).not.toBeNull();
  });

  it('refuses a replayed challenge, another origin, a counter gone back, with one answer', async () => {
    const a = await account('staff');
    const { key } = await addPasskey(a);
    const options = await signInOptions();
    const answer = key.assert(options);
    expect((await signIn('staff', answer)).statusCode).toBe(200);
    const replay = await signIn('staff', answer);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().code).toBe('errors.signInFailed');

    const origin = await signIn(
      'staff',
      key.assert(await signInOptions(), { origin: 'https://evil.example' }),
    );
    expect(origin.statusCode).toBe(401);
    expect(origin.json().code).toBe('errors.signInFailed');

    // A cloned key: its counter behind the one last seen.
    const back = await signIn('staff', key.assert(await signInOptions(), { counter: 1 }));
    expect(back.statusCode).toBe(401);
    expect(back.json().code).toBe('errors.signInFailed');

    // Without the password the device must have verified its user.
    const presence = await signIn(
      'staff',
      key.assert(await signInOptions(), { userVerified: false }),
    );
    expect(presence.statusCode).toBe(401);

    // An unknown passkey: the same answer as a wrong signature.
    const stranger = new SoftPasskey(t.app.config.publicUrl);
    const unknown = await signIn('staff', stranger.assert(await signInOptions()));
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(origin.json());

    const expiring = await signInOptions();
    t.clock.advance(5 * 60_000 + 1);
    expect((await signIn('staff', key.assert(expiring))).statusCode).toBe(401);
    expect((await signIn('staff', key.assert(await signInOptions()))).statusCode).toBe(200);
  });

  it('refuses a deactivated account and the other portal', async () => {
    const parent = await account('parent');
    const { key } = await addPasskey(parent);
    const wrongPortal = await signIn('staff', key.assert(await signInOptions()));
    expect(wrongPortal.statusCode).toBe(401);
    expect(wrongPortal.json().code).toBe('errors.signInFailed');
    expect((await signIn('parent', key.assert(await signInOptions()))).statusCode).toBe(200);
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.id, parent.userId));
    const deactivated = await signIn('parent', key.assert(await signInOptions()));
    expect(deactivated.statusCode).toBe(401);
    expect(deactivated.json().code).toBe('errors.signInFailed');
  });
});

describe('a passkey as the second step', () => {
  const password = (a: Account) =>
    post(`/api/auth/${a.portal}/login`, undefined, { email: a.email, password: demo.password });

  it('is asked for after the password, and only the person’s own passkey passes', async () => {
    const a = await account('staff');
    const { key } = await addPasskey(a);
    const other = await account('staff');
    const { key: otherKey } = await addPasskey(other);
    const first = await password(a);
    expect(first.statusCode).toBe(202);
    expect(first.json()).toEqual({ secondStep: 'passkey', passkey: true });
    const pending = cookieOf(first, 'daycare_second_step');
    const optionsRes = await post(`/api/auth/staff/login/passkey/options`, pending);
    expect(optionsRes.statusCode).toBe(200);
    const options = optionsRes.json().options;
    expect(options.allowCredentials).toEqual([
      { id: key.id, type: 'public-key', transports: ['internal'] },
    ]);
    // Someone else's passkey, though it signs this challenge: refused.
    const theirs = await post(`/api/auth/staff/login/passkey`, pending, {
      response: otherKey.assert(options),
    });
    expect(theirs.statusCode).toBe(401);
    expect(theirs.json().code).toBe('errors.passkeyNotAccepted');
    const again = (await post(`/api/auth/staff/login/passkey/options`, pending)).json().options;
    const ok = await post(`/api/auth/staff/login/passkey`, pending, {
      response: key.assert(again),
    });
    expect(ok.statusCode).toBe(200);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auth.login'), eq(auditLog.actorUserId, a.userId)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit!.details).toMatchObject({ secondStep: 'passkey' });
    // A passwordless sign-in's challenge is not a second step's, nor the other way round.
    const first2 = await password(a);
    const pending2 = cookieOf(first2, 'daycare_second_step');
    const crossed = await post(`/api/auth/staff/login/passkey`, pending2, {
      response: key.assert(await signInOptions()),
    });
    expect(crossed.statusCode).toBe(401);
  });

  it('answers 410 without the second step’s cookie', async () => {
    const res = await post('/api/auth/staff/login/passkey/options', undefined);
    expect(res.statusCode).toBe(410);
  });
});

describe('removing a passkey and the centre’s requirement', () => {
  const requireFor = (requiredFor: string) =>
    t.request({
      method: 'PUT',
      url: '/api/centre/two-step',
      cookie: director,
      payload: { requiredFor },
    });

  it('takes the password, and only the person’s own', async () => {
    const a = await account('staff');
    const { id, credentialId } = await addPasskey(a);
    const b = await account('staff');
    const notTheirs = await post(`/api/account/passkeys/remove`, b.cookie, {
      credentialId,
      currentPassword: demo.password,
    });
    expect(notTheirs.statusCode).toBe(404);
    const wrong = await post(`/api/account/passkeys/remove`, a.cookie, {
      credentialId,
      currentPassword: 'not my password',
    });
    expect(wrong.statusCode).toBe(400);
    const ok = await post(`/api/account/passkeys/remove`, a.cookie, {
      credentialId,
      currentPassword: demo.password,
    });
    expect(ok.statusCode).toBe(200);
    expect(await t.database.db.select().from(passkeys).where(eq(passkeys.id, id))).toEqual([]);
    // With none left the password alone signs in again.
    expect(
      (await post('/api/auth/staff/login', undefined, { email: a.email, password: demo.password }))
        .statusCode,
    ).toBe(200);
  });

  it('keeps the passkey when its audit row cannot be written', async () => {
    const a = await account('staff');
    const { id, credentialId } = await addPasskey(a);
    await t.database.db.execute(
      sql`alter table audit_log add constraint audit_refused check (action = '') not valid`,
    );
    try {
      const res = await post('/api/account/passkeys/remove', a.cookie, {
        credentialId,
        currentPassword: demo.password,
      });
      expect(res.statusCode).toBe(500);
    } finally {
      await t.database.db.execute(sql`alter table audit_log drop constraint audit_refused`);
    }
    expect(await t.database.db.select().from(passkeys).where(eq(passkeys.id, id))).toHaveLength(1);
  });

  it('releases a person held to the set-up, and keeps their last passkey', async () => {
    const a = await account('staff');
    await requireFor('staff');
    try {
      const res = await post('/api/auth/staff/login', undefined, {
        email: a.email,
        password: demo.password,
      });
      expect(res.json().twoStepSetupRequired).toBe(true);
      const held = { ...a, cookie: cookieOf(res, 'daycare_session')! };
      expect(
        (await t.request({ method: 'GET', url: '/api/children', cookie: held.cookie })).statusCode,
      ).toBe(403);
      const { credentialId } = await addPasskey(held);
      expect(
        (await t.request({ method: 'GET', url: '/api/children', cookie: held.cookie })).statusCode,
      ).toBe(200);
      const last = await post(`/api/account/passkeys/remove`, held.cookie, {
        credentialId,
        currentPassword: demo.password,
      });
      expect(last.statusCode).toBe(409);
      expect(last.json().code).toBe('errors.passkeyLastRequired');
      await addPasskey(held, 'Spare key');
      const one = await post(`/api/account/passkeys/remove`, held.cookie, {
        credentialId,
        currentPassword: demo.password,
      });
      expect(one.statusCode).toBe(200);
    } finally {
      expect((await requireFor('none')).statusCode).toBe(200);
    }
  });
});

describe('challenges for a sign-in without the password', () => {
  it('are 30 unanswered per address in 15 minutes; a sign-in gives one back', async () => {
    const from = (remoteAddress: string) =>
      t.request({ method: 'POST', url: '/api/auth/passkey/options', remoteAddress });
    for (let i = 0; i < 30; i++) expect((await from('10.0.0.9')).statusCode).toBe(200);
    const refused = await from('10.0.0.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('errors.signInThrottled');
    // Another address is not held up.
    expect((await from('10.0.0.10')).statusCode).toBe(200);
    t.clock.advance(15 * 60_000 + 1);
    expect((await from('10.0.0.9')).statusCode).toBe(200);
  });
});
