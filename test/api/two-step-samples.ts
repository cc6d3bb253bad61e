import {
  parentAccounts,
  staff,
  twoStepLogins,
  twoStepRecoveryCodes,
  users,
} from '../../server/db/schema/index.ts';
import { hashPassword } from '../../server/lib/passwords.ts';
import { totpCode } from '../../server/lib/totp.ts';
import { recoveryHash } from '../../server/modules/two-step/two-step-actions.ts';
import { demo, type TestApp } from './test-app.ts';

/**
 * What the two-step sign-in samples need (decision 069): each demo account's set-up begun
 * (its secret, so a sample can give the app's code), and for each portal an account of its
 * own with an app on, stopped at the second step (its cookie and a recovery code).
 */
export type TwoStepIds = {
  /** The app's code for a demo account's secret, `stepsAhead` steps from the app's now. */
  code(email: string, stepsAhead?: number): string;
  secondStep: Record<'staff' | 'parent', { cookie: string; recoveryCode: string }>;
  /** A staff record's and a parent account's people with the app on (a director resets). */
  lostPhone: { staffId: number; parentAccountId: number };
};

type Sample = { url?: string; body?: unknown; headers?: Record<string, string> };

/** A valid request for every two-step route (route-samples.ts merges them). */
export const twoStepSamples: Record<
  string,
  (ids: { twoStep: TwoStepIds }, who: { email: string }) => Sample
> = {
  // The anonymous walker sends the second step's cookie: the others' session cookies replace
  // it, and they are answered 410 (no second step pending), as a used link is.
  'POST /api/auth/staff/login/code': (ids) => ({
    headers: { cookie: ids.twoStep.secondStep.staff.cookie },
    body: { code: ids.twoStep.secondStep.staff.recoveryCode },
  }),
  'POST /api/auth/parent/login/code': (ids) => ({
    headers: { cookie: ids.twoStep.secondStep.parent.cookie },
    body: { code: ids.twoStep.secondStep.parent.recoveryCode },
  }),
  'GET /api/account/two-step': () => ({}),
  // Shows the set-up begun for each demo account again (its secret stays the same).
  'POST /api/account/two-step/setup': () => ({}),
  // Three codes in turn, each a step later than the one before, all within the app's window
  // of one step either side of now: the previous step's turns the app on, now's makes new
  // recovery codes, the next step's turns it off.
  'POST /api/account/two-step/confirm': (ids, who) => ({
    body: { code: ids.twoStep.code(who.email, -1) },
  }),
  'POST /api/account/two-step/recovery-codes': (ids, who) => ({
    body: { currentPassword: demo.password, code: ids.twoStep.code(who.email) },
  }),
  'POST /api/account/two-step/disable': (ids, who) => ({
    body: { currentPassword: demo.password, code: ids.twoStep.code(who.email, 1) },
  }),
  // A staff member and a family of their own with the app on, for a director to turn off.
  'DELETE /api/staff/:id/two-step': (ids) => ({
    url: `/api/staff/${ids.twoStep.lostPhone.staffId}/two-step`,
  }),
  'DELETE /api/parent-accounts/:id/two-step': (ids) => ({
    url: `/api/parent-accounts/${ids.twoStep.lostPhone.parentAccountId}/two-step`,
  }),
  'GET /api/centre/two-step': () => ({}),
  'PUT /api/centre/two-step': () => ({ body: { requiredFor: 'none' } }),
};

export async function makeTwoStepIds(t: TestApp): Promise<TwoStepIds> {
  const secrets: Record<string, string> = {};
  for (const email of [demo.director, demo.teacher, demo.parent, demo.parent2]) {
    const res = await t.request({
      method: 'POST',
      url: '/api/account/two-step/setup',
      cookie: await t.login(email),
    });
    if (res.statusCode !== 200) throw new Error(`two-step setup ${email}: ${res.body}`);
    secrets[email] = res.json().secret;
  }
  const secondStep = async (portal: 'staff' | 'parent') => {
    const email = `two-step-${portal}@example.org`;
    const recoveryCode = `${portal}-code-0001`;
    const [user] = await t.database.db
      .insert(users)
      .values({
        email,
        passwordHash: await hashPassword(demo.password),
        role: portal === 'staff' ? 'staff' : 'parent',
      })
      .returning({ id: users.id });
    const now = t.clock.now();
    await t.database.db.insert(twoStepLogins).values({
      userId: user!.id,
      secretSealed: t.app.secrets.seal('JBSWY3DPEHPK3PXP'),
      enabledAt: now,
      createdAt: now,
    });
    await t.database.db
      .insert(twoStepRecoveryCodes)
      .values({ userId: user!.id, codeHash: recoveryHash(user!.id, recoveryCode) });
    const res = await t.request({
      method: 'POST',
      url: `/api/auth/${portal}/login`,
      payload: { email, password: demo.password },
    });
    const cookie = res.cookies.find((c) => c.name === 'daycare_second_step');
    if (res.statusCode !== 202 || !cookie) throw new Error(`second step ${portal}: ${res.body}`);
    return { cookie: `${cookie.name}=${cookie.value}`, recoveryCode };
  };
  const withAppOn = async (email: string, role: 'staff' | 'parent') => {
    const [user] = await t.database.db
      .insert(users)
      .values({ email, passwordHash: await hashPassword(demo.password), role })
      .returning({ id: users.id });
    const now = t.clock.now();
    await t.database.db.insert(twoStepLogins).values({
      userId: user!.id,
      secretSealed: t.app.secrets.seal('JBSWY3DPEHPK3PXP'),
      enabledAt: now,
      createdAt: now,
    });
    return user!.id;
  };
  const staffEmail = 'lost-phone-staff@example.org';
  const [member] = await t.database.db
    .insert(staff)
    .values({
      userId: await withAppOn(staffEmail, 'staff'),
      firstName: 'Lost',
      lastName: 'Phone',
      role: 'Teacher',
      phone: '555-0100',
      email: staffEmail,
    })
    .returning({ id: staff.id });
  const parentEmail = 'lost-phone-parent@example.org';
  const [family] = await t.database.db
    .insert(parentAccounts)
    .values({
      userId: await withAppOn(parentEmail, 'parent'),
      email: parentEmail,
      phoneNumber: '555-0101',
      firstName: 'Lost',
      lastName: 'Phone',
    })
    .returning({ id: parentAccounts.id });
  return {
    lostPhone: { staffId: member!.id, parentAccountId: family!.id },
    code: (email, stepsAhead = 0) =>
      totpCode(secrets[email]!, new Date(t.clock.now().getTime() + stepsAhead * 30_000)),
    secondStep: { staff: await secondStep('staff'), parent: await secondStep('parent') },
  };
}
