import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingAccountChildren, billingPayers, guardians } from '../../db/schema/index.ts';
import { enrolChild, inviteParent } from '../../../test/api/fixtures.ts';
import { startSmtpInbox } from '../../../test/api/smtp-inbox.ts';
import { demo, startTestApp, type TestApp } from '../../../test/api/test-app.ts';

// A child's guardians after enrolment (decision 062): the list, a further guardian invited,
// an existing account linked after confirming by e-mail, a sibling joining the family.

let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
let t: TestApp;
const cookie = {} as Record<'director' | 'teacher' | 'parent' | 'parent2', string>;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await startTestApp(
    { smtpUrl: inbox.url, publicUrl: 'https://portal.sunnydays.example' },
    { realMailer: true },
  );
  for (const who of ['director', 'teacher', 'parent', 'parent2'] as const)
    cookie[who] = await t.login(demo[who]);
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

let counter = 0;
const address = () => `10.66.0.${++counter}`;
const get = (url: string, who?: string) => t.request({ method: 'GET', url, cookie: who });
const post = (url: string, who: string | undefined, payload: object = {}) =>
  t.request({ method: 'POST', url, cookie: who, payload, remoteAddress: address() });

const inviteGuardian = (childId: number, email: string, who = cookie.teacher) =>
  post(`/api/children/${childId}/guardians/invitations`, who, {
    email,
    phoneNumber: '(555) 404-5050',
    relationship: 'guardian',
    language: 'en',
  });

/** The code of the link in the latest e-mail to `email` (after the mail jobs ran). */
async function mailedCode(email: string) {
  await t.drainJobs();
  const mails = inbox.to(email);
  expect(mails.length).toBeGreaterThan(0);
  const body = mails.at(-1)!.body;
  const code = /parent-register\?code=([A-Za-z0-9_-]+)/.exec(body)?.[1];
  expect(code).toBeDefined();
  return { code: code!, body };
}

const register = (code: string, email: string, firstName = 'Jonas') =>
  post('/api/parent-accounts/register', undefined, {
    firstName,
    lastName: 'Weber',
    email,
    phoneNumber: '(555) 404-5050',
    address: '3 Harbour Lane',
    emergencyContactName: 'Eva Weber',
    emergencyContactPhone: '(555) 404-6060',
    password: 'weber-family-31',
    confirmPassword: 'weber-family-31',
    invitationCode: code,
  });

const guardianEmails = async (childId: number) =>
  (
    (await get(`/api/children/${childId}/guardians`, cookie.teacher)).json() as {
      guardians: { email: string; relationship: string }[];
    }
  ).guardians;

/** Signs in a parent who registered in this file (with register()'s password). */
async function signIn(email: string) {
  const res = await post('/api/auth/parent/login', undefined, {
    email,
    password: 'weber-family-31',
    rememberMe: false,
  });
  expect(res.statusCode).toBe(200);
  const session = res.cookies.find((c) => c.name === 'daycare_session')!;
  return `${session.name}=${session.value}`;
}

/** An enrolled child with a first guardian registered from the enrolment's invitation. */
async function childWithGuardian(email: string) {
  const childId = await enrolChild(t, cookie.teacher, { firstName: 'Lio', lastName: 'Weber' });
  await inviteParent(t, cookie.teacher, { childId, email });
  const { code } = await mailedCode(email);
  expect((await register(code, email, 'Mara')).statusCode).toBe(201);
  return childId;
}

describe("a child's guardians", () => {
  it('lists the guardians and the enrolment contact to staff, and to nobody else', async () => {
    const [mine] = (await get('/api/children', cookie.parent)).json() as { id: number }[];
    const res = await get(`/api/children/${mine!.id}/guardians`, cookie.teacher);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.guardians.map((g: { email: string }) => g.email)).toEqual([demo.parent]);
    expect(body.guardians[0]).toMatchObject({ firstName: 'Priya', isActive: true });
    expect(body.enrolmentContact.parentName).toContain('Patel');
    expect((await get(`/api/children/${mine!.id}/guardians`, cookie.parent)).statusCode).toBe(403);
    expect((await get(`/api/children/${mine!.id}/guardians`)).statusCode).toBe(401);
    expect((await get('/api/children/99999/guardians', cookie.teacher)).statusCode).toBe(404);
  });
});

describe('a further guardian', () => {
  it('is invited by staff and linked to the child on registration', async () => {
    const childId = await childWithGuardian('mara.weber@example.org');
    const res = await inviteGuardian(childId, 'jonas.weber@example.org');
    expect(res.statusCode).toBe(201);
    const listed = (await get(`/api/children/${childId}/guardians`, cookie.teacher)).json();
    expect(listed.invitations).toEqual([
      expect.objectContaining({ email: 'jonas.weber@example.org', status: 'pending' }),
    ]);
    const { code, body } = await mailedCode('jonas.weber@example.org');
    expect(body).toContain('You have been invited to create a parent account for Lio Weber');
    expect(body).toContain('https://portal.sunnydays.example/parent-register?code=');
    expect((await register(code, 'jonas.weber@example.org')).statusCode).toBe(201);

    expect(await guardianEmails(childId)).toEqual([
      expect.objectContaining({ email: 'mara.weber@example.org', relationship: 'parent' }),
      expect.objectContaining({ email: 'jonas.weber@example.org', relationship: 'guardian' }),
    ]);
    const jonas = await signIn('jonas.weber@example.org');
    expect((await get(`/api/children/${childId}`, jonas)).statusCode).toBe(200);
    // A payer of the child's account at 0 % until a director sets the shares (decision 034).
    const [placed] = await t.database.db
      .select()
      .from(billingAccountChildren)
      .where(eq(billingAccountChildren.childId, childId));
    const payers = await t.database.db
      .select()
      .from(billingPayers)
      .where(eq(billingPayers.accountId, placed!.accountId));
    expect(payers.map((p) => p.shareBasisPoints).sort()).toEqual([0, 10000]);

    const again = await inviteGuardian(childId, 'Jonas.Weber@example.org');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('errors.alreadyGuardian');
  });

  it('refuses bad input with the field’s message, and parents', async () => {
    const [mine] = (await get('/api/children', cookie.parent)).json() as { id: number }[];
    const bad = await post(`/api/children/${mine!.id}/guardians/invitations`, cookie.teacher, {
      email: 'not-an-email',
      phoneNumber: '123',
      relationship: 'uncle',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({
      email: 'Please enter a valid email address',
      phoneNumber: 'Phone number must be at least 10 digits',
      relationship: expect.any(String),
    });
    const parent = await inviteGuardian(mine!.id, 'someone@example.org', cookie.parent);
    expect(parent.statusCode).toBe(403);
  });
});

describe('an existing parent account', () => {
  it('gets the same answer as a new address, and confirms from the e-mailed link', async () => {
    const childId = await childWithGuardian('nils.berg@example.org');
    const toNew = await inviteGuardian(childId, 'nobody.yet@example.org');
    const toExisting = await inviteGuardian(childId, demo.parent2);
    // Staff learn nothing about whether the address has an account.
    expect(toExisting.statusCode).toBe(toNew.statusCode);
    expect(Object.keys(toExisting.json()).sort()).toEqual(Object.keys(toNew.json()).sort());
    expect(toExisting.json().status).toBe(toNew.json().status);

    const { code, body } = await mailedCode(demo.parent2);
    expect(body).toContain('Confirm adding Lio Weber to your parent account');
    // Not signed in, or signed in as someone else: nothing is linked.
    expect(
      (await post('/api/parent-invitations/accept', undefined, { invitationCode: code }))
        .statusCode,
    ).toBe(401);
    const other = await post('/api/parent-invitations/accept', cookie.parent, {
      invitationCode: code,
    });
    expect(other.statusCode).toBe(403);
    expect((await get(`/api/children/${childId}`, cookie.parent2)).statusCode).toBe(404);
    // Registering again with that e-mail is refused: the account exists.
    expect((await register(code, demo.parent2)).statusCode).toBe(409);

    const accepted = await post('/api/parent-invitations/accept', cookie.parent2, {
      invitationCode: code,
    });
    expect(accepted.statusCode).toBe(200);
    expect((await get(`/api/children/${childId}`, cookie.parent2)).statusCode).toBe(200);
    expect((await guardianEmails(childId)).map((g) => g.email)).toContain(demo.parent2);

    // The link is single use.
    const replay = await post('/api/parent-invitations/accept', cookie.parent2, {
      invitationCode: code,
    });
    expect(replay.statusCode).toBe(404);
    expect(replay.json().code).toBe('errors.invalidRegistrationLink');
  });

  it('cannot confirm once the link expired', async () => {
    const childId = await childWithGuardian('ida.lund@example.org');
    expect((await inviteGuardian(childId, demo.parent2)).statusCode).toBe(201);
    const { code } = await mailedCode(demo.parent2);
    const sent = t.clock.now();
    t.clock.set(new Date(sent.getTime() + 15 * 86_400_000));
    try {
      // Signed in again: the earlier session ended after 12 hours.
      const later = await t.login(demo.parent2);
      const late = await post('/api/parent-invitations/accept', later, { invitationCode: code });
      expect(late.statusCode).toBe(404);
      expect(late.json().code).toBe('errors.invalidRegistrationLink');
      expect((await get(`/api/children/${childId}`, later)).statusCode).toBe(404);
    } finally {
      t.clock.set(sent);
      // Signing in at the later time swept the sessions that had expired by then.
      for (const who of ['director', 'teacher', 'parent', 'parent2'] as const)
        cookie[who] = await t.login(demo[who]);
    }
  });
});

describe('a sibling enrolled later', () => {
  it('joins the family’s guardians and billing account once each confirms', async () => {
    const olderId = await childWithGuardian('tove.holm@example.org');
    const older = (await get(`/api/children/${olderId}/guardians`, cookie.teacher)).json();
    expect(older.guardians).toHaveLength(1);
    const youngerId = await enrolChild(t, cookie.teacher, { firstName: 'Elin', lastName: 'Holm' });

    const linked = await post(`/api/children/${youngerId}/guardians/family`, cookie.teacher, {
      siblingId: olderId,
    });
    expect(linked.statusCode).toBe(201);
    expect(linked.json()).toEqual({ invited: 1 });
    // Asked twice, the link waiting to be confirmed is not sent again.
    const twice = await post(`/api/children/${youngerId}/guardians/family`, cookie.teacher, {
      siblingId: olderId,
    });
    expect(twice.statusCode).toBe(409);

    const { code, body } = await mailedCode('tove.holm@example.org');
    expect(body).toContain('Confirm adding Elin Holm');
    const tove = await signIn('tove.holm@example.org');
    const accepted = await post('/api/parent-invitations/accept', tove, { invitationCode: code });
    expect(accepted.statusCode).toBe(200);

    const links = await t.database.db
      .select()
      .from(guardians)
      .where(eq(guardians.childId, youngerId));
    expect(links).toHaveLength(1);
    const accounts = await t.database.db.select().from(billingAccountChildren);
    const accountOf = (id: number) => accounts.find((a) => a.childId === id)!.accountId;
    expect(accountOf(youngerId)).toBe(accountOf(olderId));
  });

  it('needs a sibling other than the child itself', async () => {
    const childId = await enrolChild(t, cookie.teacher, { firstName: 'Solo', lastName: 'Holm' });
    const self = await post(`/api/children/${childId}/guardians/family`, cookie.teacher, {
      siblingId: childId,
    });
    expect(self.statusCode).toBe(400);
    expect(self.json().code).toBe('errors.chooseSibling');
  });
});
