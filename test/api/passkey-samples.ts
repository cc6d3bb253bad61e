import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { passkeyChallenges, passkeys, users } from '../../server/db/schema/index.ts';
import { hashPassword } from '../../server/lib/passwords.ts';
import { SoftPasskey } from './passkey-authenticator.ts';
import { demo, type TestApp } from './test-app.ts';

/**
 * What the passkey samples need (decision 071). Challenges are single-use, so each sample
 * takes a fresh one from a pool made here (kept straight in the table, valid for a year of
 * the app's clock). Signing in uses accounts of their own, each with a passkey (and, for the
 * second step, stopped after the password); a demo account's Add makes a new passkey each
 * time and Remove takes away the last one it made, so the demo accounts end as they began
 * (their password alone signs them in).
 */
export type PasskeyIds = {
  signIn: Record<'staff' | 'parent', SoftPasskey>;
  secondStep: Record<'staff' | 'parent', { cookie: string; key: SoftPasskey }>;
  nextChallenge(purpose: 'signIn' | 'register' | 'secondStep', email?: string): string;
  added: Map<string, string[]>;
  publicUrl: string;
};

type Sample = { url?: string; body?: unknown; headers?: Record<string, string> };
type Ids = { passkeys: PasskeyIds };

/** A valid request for every passkey route (route-samples.ts merges them). */
export const passkeySamples: Record<string, (ids: Ids, who: { email: string }) => Sample> = {
  'POST /api/auth/passkey/options': () => ({}),
  'POST /api/auth/staff/passkey': (ids) => ({
    body: { response: ids.passkeys.signIn.staff.assert({ challenge: pick(ids, 'signIn') }) },
  }),
  'POST /api/auth/parent/passkey': (ids) => ({
    body: { response: ids.passkeys.signIn.parent.assert({ challenge: pick(ids, 'signIn') }) },
  }),
  // As the code's second step: the anonymous walker sends the cookie; the others' session
  // cookies replace it and are answered 410.
  'POST /api/auth/staff/login/passkey/options': (ids) => ({
    headers: { cookie: ids.passkeys.secondStep.staff.cookie },
  }),
  'POST /api/auth/parent/login/passkey/options': (ids) => ({
    headers: { cookie: ids.passkeys.secondStep.parent.cookie },
  }),
  'POST /api/auth/staff/login/passkey': (ids) => secondStep(ids, 'staff'),
  'POST /api/auth/parent/login/passkey': (ids) => secondStep(ids, 'parent'),
  'GET /api/account/passkeys': () => ({}),
  'POST /api/account/passkeys/options': () => ({}),
  'POST /api/account/passkeys': (ids, who) => {
    const key = new SoftPasskey(ids.passkeys.publicUrl);
    const made = ids.passkeys.added.get(who.email) ?? [];
    ids.passkeys.added.set(who.email, [...made, key.id]);
    return {
      body: {
        name: 'Sample key',
        response: key.register({ challenge: ids.passkeys.nextChallenge('register', who.email) }),
      },
    };
  },
  'POST /api/account/passkeys/remove': (ids, who) => {
    const made = ids.passkeys.added.get(who.email) ?? [];
    const credentialId = made.at(-1) ?? 'none';
    ids.passkeys.added.set(who.email, made.slice(0, -1));
    return { body: { credentialId, currentPassword: demo.password } };
  },
};

const pick = (ids: Ids, purpose: 'signIn') => ids.passkeys.nextChallenge(purpose);

function secondStep(ids: Ids, portal: 'staff' | 'parent'): Sample {
  const { cookie, key } = ids.passkeys.secondStep[portal];
  return {
    headers: { cookie },
    body: { response: key.assert({ challenge: ids.passkeys.nextChallenge('secondStep', portal) }) },
  };
}

const poolSize = 150;

export async function makePasskeyIds(t: TestApp): Promise<PasskeyIds> {
  const db = t.database.db;
  const publicUrl = t.app.config.publicUrl;
  const expiresAt = new Date(t.clock.now().getTime() + 365 * 24 * 3600_000);
  const pools = new Map<string, string[]>();
  const pool = async (
    name: string,
    purpose: 'signIn' | 'register' | 'secondStep',
    userId: number | null,
  ) => {
    const list = Array.from({ length: poolSize }, () => randomBytes(32).toString('base64url'));
    await db
      .insert(passkeyChallenges)
      .values(list.map((challenge) => ({ challenge, purpose, userId, expiresAt })));
    pools.set(name, list);
  };
  const account = async (email: string, role: 'staff' | 'parent') => {
    const [user] = await db
      .insert(users)
      .values({ email, passwordHash: await hashPassword(demo.password), role })
      .returning({ id: users.id });
    return user!.id;
  };
  const withPasskey = async (userId: number) => {
    const key = new SoftPasskey(publicUrl, `user-${userId}`);
    // Registered through the route in passkeys.test.ts; here straight into the table.
    await db.insert(passkeys).values({
      userId,
      credentialId: key.id,
      publicKey: key.publicKeyCose(),
      counter: 0,
      transports: ['internal'],
      name: 'Sample',
      createdAt: t.clock.now(),
    });
    return key;
  };
  const signIn = {
    staff: await withPasskey(await account('passkey-staff@example.org', 'staff')),
    parent: await withPasskey(await account('passkey-parent@example.org', 'parent')),
  };
  await pool('signIn', 'signIn', null);
  const secondStepOf = async (portal: 'staff' | 'parent') => {
    const email = `passkey-second-${portal}@example.org`;
    const userId = await account(email, portal);
    const key = await withPasskey(userId);
    await pool(`secondStep:${portal}`, 'secondStep', userId);
    const res = await t.request({
      method: 'POST',
      url: `/api/auth/${portal}/login`,
      payload: { email, password: demo.password },
    });
    const cookie = res.cookies.find((c) => c.name === 'daycare_second_step');
    if (res.statusCode !== 202 || !cookie) throw new Error(`second step ${portal}: ${res.body}`);
    return { cookie: `${cookie.name}=${cookie.value}`, key };
  };
  const secondStep = { staff: await secondStepOf('staff'), parent: await secondStepOf('parent') };
  for (const email of [demo.director, demo.teacher, demo.parent, demo.parent2]) {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    await pool(`register:${email}`, 'register', user!.id);
  }
  return {
    signIn,
    secondStep,
    publicUrl,
    added: new Map(),
    nextChallenge(purpose, who) {
      const name = purpose === 'signIn' ? 'signIn' : `${purpose}:${who}`;
      const list = pools.get(name);
      const next = list?.shift();
      if (!next) throw new Error(`no ${name} challenge left for the samples`);
      return next;
    },
  };
}
