import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, parentAccounts, parentInvitations } from '../../db/schema/index.ts';
import { acceptForAccount } from '../parent-accounts/parent-accounts-queries.ts';
import type { Mail } from '../../lib/mail/mailer.ts';
import { demo, testApp } from '../../../test/api/test-app.ts';
import { testNow } from '../../../test/api/fixed-time.ts';
import { enrolChild, inviteParent, withoutAbsenceAlert } from '../../../test/api/fixtures.ts';

const t = testApp();
const { cookie } = t;
const sent: Mail[] = [];
beforeAll(async () => {
  // The days the clock travels to have no check-ins: the invitations' mails alone.
  await withoutAbsenceAlert(t);
  // Capture mails instead of writing the outbox.
  vi.spyOn(t.app.mailer, 'send').mockImplementation(async (mail) => {
    sent.push(mail);
  });
});

/** Moves the clock for fn; sessions do not survive the jump, so everyone signs in again. */
async function travel(ms: number, fn: (director: string) => Promise<void>) {
  t.clock.advance(ms);
  try {
    await fn(await t.login(demo.director));
  } finally {
    t.clock.set(testNow);
    for (const who of Object.keys(cookie) as (keyof typeof cookie)[])
      cookie[who] = await t.login(demo[who]);
  }
}

const dayMs = 86_400_000;
const invalid = {
  message: 'This registration link is either invalid, expired, or has already been used',
  code: 'errors.invalidRegistrationLink',
};
let counter = 0;

/** A child with its five consents, invited; returns the create response. */
async function invited(email = `family${++counter}@example.org`, language?: string) {
  const childId = await enrolChild(t, cookie.director, { lastName: `Stone${counter}` });
  return inviteParent(t, cookie.director, { email, childId, language });
}
const verify = (code: string, remoteAddress = '10.1.0.1') =>
  t.request({
    method: 'GET',
    url: `/api/parent-invitations/verify/${encodeURIComponent(code)}`,
    remoteAddress,
  });
const list = async () =>
  (
    await t.request({ method: 'GET', url: '/api/parent-invitations', cookie: cookie.director })
  ).json() as {
    id: number;
    status: string;
    invitationLink: string | null;
    childName: string | null;
  }[];

describe('GET /api/parent-invitations/verify/{code}', () => {
  it('answers e-mail, phone and the child for a valid code', async () => {
    const inv = await invited('valid.one@example.org');
    const res = await verify(inv.invitationCode);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      email: 'valid.one@example.org',
      phoneNumber: '(555) 201-3040',
      child: { firstName: 'Mila', lastName: `Stone${counter}`, room: 'Toddler Room' },
    });
  });

  it('gives the same 404 for unknown, expired and revoked codes', async () => {
    expect((await verify('no-such-code')).json()).toEqual(invalid);
    expect((await verify('no-such-code')).statusCode).toBe(404);
    const revoked = await invited();
    await t.request({
      method: 'POST',
      url: `/api/parent-invitations/${revoked.id}/revoke`,
      cookie: cookie.director,
    });
    expect((await verify(revoked.invitationCode)).json()).toEqual(invalid);
    const expiring = await invited();
    await travel(14 * dayMs + 1, async () => {
      const res = await verify(expiring.invitationCode);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(invalid);
    });
  });

  it('is rate-limited per client address, counting failed checks only', async () => {
    const inv = await invited();
    // A parent re-opening a valid link is never slowed.
    for (let i = 0; i < 35; i++)
      expect((await verify(inv.invitationCode, '10.8.8.8')).statusCode).toBe(200);
    let last = 0;
    for (let i = 0; i < 31; i++) last = (await verify('guess', '10.9.9.9')).statusCode;
    expect(last).toBe(429);
    expect((await verify(inv.invitationCode, '10.9.9.9')).json()).toEqual({
      message:
        'Too many registration link checks from this address. Please wait a few minutes and try again.',
      code: 'errors.verifyThrottled',
    });
    const register = await t.request({
      method: 'POST',
      url: '/api/parent-accounts/register',
      remoteAddress: '10.9.9.9',
      payload: {
        firstName: 'A',
        lastName: 'B',
        email: 'a@example.org',
        phoneNumber: '555 000 1111',
        address: 'x',
        emergencyContactName: 'y',
        emergencyContactPhone: 'z',
        password: 'secret1',
        confirmPassword: 'secret1',
        invitationCode: 'guess',
      },
    });
    expect(register.statusCode).toBe(429);
    expect((await verify('guess', '10.9.9.10')).statusCode).toBe(404);
    t.clock.advance(15 * 60_000 + 1);
    try {
      expect((await verify(inv.invitationCode, '10.9.9.9')).statusCode).toBe(200);
    } finally {
      t.clock.set(testNow);
    }
  });
});

describe('GET /api/parent-invitations', () => {
  it('counts the pending invitations whose links still work', async () => {
    const summary = async () =>
      (
        await t.request({
          method: 'GET',
          url: '/api/parent-invitations/summary',
          cookie: cookie.director,
        })
      ).json().pending as number;
    const before = await summary();
    const inv = await invited();
    expect(await summary()).toBe(before + 1);
    await t.request({
      method: 'POST',
      url: `/api/parent-invitations/${inv.id}/revoke`,
      cookie: cookie.director,
    });
    expect(await summary()).toBe(before);
  });

  it('comes a page at a time, newest first, every invitation once', async () => {
    for (let i = 0; i < 5; i++) await invited();
    const all = (
      await t.request({
        method: 'GET',
        url: '/api/parent-invitations?limit=200',
        cookie: cookie.director,
      })
    ).json() as { id: number }[];
    const walked: number[] = [];
    let url = '/api/parent-invitations?limit=2';
    for (let pages = 0; pages < 100; pages++) {
      const res = await t.request({ method: 'GET', url, cookie: cookie.director });
      walked.push(...(res.json() as { id: number }[]).map((i) => i.id));
      const next = res.headers['next-cursor'];
      if (!next) break;
      url = `/api/parent-invitations?limit=2&before=${String(next)}`;
    }
    expect(walked).toEqual(all.map((i) => i.id));
    expect(walked.length).toBeGreaterThanOrEqual(5);
  });

  it('lists newest first with the effective status, and a link only for pending ones', async () => {
    const a = await invited();
    const b = await invited();
    await t.request({
      method: 'POST',
      url: `/api/parent-invitations/${a.id}/revoke`,
      cookie: cookie.director,
    });
    let rows = await list();
    const ia = rows.findIndex((r) => r.id === a.id);
    const ib = rows.findIndex((r) => r.id === b.id);
    expect(ib).toBeLessThan(ia);
    expect(rows[ia]).toMatchObject({ status: 'revoked', invitationLink: null });
    expect(rows[ib]).toMatchObject({
      status: 'pending',
      childName: expect.stringMatching(/^Mila Stone/),
      invitationLink: expect.stringContaining(`/parent-register?code=${b.invitationCode}`),
    });
    await travel(15 * dayMs, async (director) => {
      const res = await t.request({
        method: 'GET',
        url: '/api/parent-invitations',
        cookie: director,
      });
      rows = res.json();
      expect(rows.find((r) => r.id === b.id)).toMatchObject({
        status: 'expired',
        invitationLink: null,
      });
    });
  });
});

describe('revoke and re-send', () => {
  it('revokes a pending invitation once, audited; 404 for an unknown id', async () => {
    const inv = await invited();
    const url = `/api/parent-invitations/${inv.id}/revoke`;
    expect((await t.request({ method: 'POST', url, cookie: cookie.teacher })).statusCode).toBe(204);
    expect((await t.request({ method: 'POST', url, cookie: cookie.teacher })).statusCode).toBe(409);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'parentInvitation.revoke'));
    expect(audits.some((a) => a.entityId === String(inv.id))).toBe(true);
    const missing = await t.request({
      method: 'POST',
      url: '/api/parent-invitations/999999/revoke',
      cookie: cookie.director,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('re-send renews the same invitation: new code and expiry, old code dead, one row', async () => {
    const inv = await invited('resend.me@example.org');
    await t.drainJobs(); // earlier tests' mails
    sent.length = 0;
    const rowsFor = () =>
      t.database.db
        .select()
        .from(parentInvitations)
        .where(eq(parentInvitations.email, 'resend.me@example.org'));
    const resend = (director: string) =>
      t.request({
        method: 'POST',
        url: `/api/parent-invitations/${inv.id}/resend`,
        cookie: director,
      });
    type Answer = { id: number; invitationCode: string; expiresAt: string };
    let fresh: Answer | undefined;
    let again: Answer | undefined;
    // A day later, then two days later (issue 35: each Resend used to add a row; one child
    // ended with two 'Revoked' rows): still the one invitation.
    await travel(dayMs, async (director) => {
      const res = await resend(director);
      expect(res.statusCode, res.body).toBe(201);
      fresh = res.json();
      await t.drainJobs(); // its e-mail, a job of the re-send's transaction
    });
    await travel(2 * dayMs, async (director) => {
      const res = await resend(director);
      expect(res.statusCode, res.body).toBe(201);
      again = res.json();
      await t.drainJobs();
    });
    if (!fresh || !again) throw new Error('not re-sent');
    expect(fresh.id).toBe(inv.id);
    expect(again.id).toBe(inv.id);
    expect(fresh.invitationCode).not.toBe(inv.invitationCode);
    expect(again.invitationCode).not.toBe(fresh.invitationCode);
    expect(fresh).toMatchObject({
      childId: inv.childId,
      email: 'resend.me@example.org',
      status: 'pending',
    });
    // A new expiry, counted from the re-send.
    expect(new Date(fresh.expiresAt).getTime()).toBe(new Date(inv.expiresAt).getTime() + dayMs);
    expect(new Date(again.expiresAt).getTime()).toBe(new Date(inv.expiresAt).getTime() + 2 * dayMs);
    const rows = await rowsFor();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: inv.id, status: 'pending', revokedAt: null });
    expect((await verify(inv.invitationCode)).statusCode).toBe(404);
    expect((await verify(fresh.invitationCode)).statusCode).toBe(404);
    expect((await verify(again.invitationCode)).statusCode).toBe(200);
    expect(sent).toHaveLength(2);
    expect(sent[0]!.to).toBe('resend.me@example.org');
    expect(sent[1]!.text).toContain(`/parent-register?code=${again.invitationCode}`);
  });

  it('an acceptance that read the invitation before a Resend cannot use its old code', async () => {
    // On PostgreSQL a registration can read the row, then a Resend commits, then the
    // registration's update runs: the update itself must refuse the code the Resend replaced.
    const inv = await invited();
    const [before] = await t.database.db
      .select()
      .from(parentInvitations)
      .where(eq(parentInvitations.id, inv.id));
    const res = await t.request({
      method: 'POST',
      url: `/api/parent-invitations/${inv.id}/resend`,
      cookie: cookie.director,
    });
    expect(res.statusCode, res.body).toBe(201);
    const [account] = await t.database.db.select().from(parentAccounts).limit(1);
    const accepted = await t.database.db.transaction((tx) =>
      acceptForAccount(tx, before!, account!, testNow),
    );
    expect(accepted).toBe(false);
    const [after] = await t.database.db
      .select()
      .from(parentInvitations)
      .where(eq(parentInvitations.id, inv.id));
    expect(after).toMatchObject({ status: 'pending', acceptedByParentId: null });
  });

  it('re-sending a revoked invitation makes it pending again, an accepted one never', async () => {
    const inv = await invited('revoked.then.resent@example.org');
    const post = (action: string) =>
      t.request({
        method: 'POST',
        url: `/api/parent-invitations/${inv.id}/${action}`,
        cookie: cookie.director,
      });
    expect((await post('revoke')).statusCode).toBe(204);
    const res = await post('resend');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ id: inv.id, status: 'pending' });
    expect((await verify(res.json().invitationCode)).statusCode).toBe(200);
    const rows = await t.database.db
      .select()
      .from(parentInvitations)
      .where(eq(parentInvitations.email, 'revoked.then.resent@example.org'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'pending', revokedAt: null });

    const registered = await t.request({
      method: 'POST',
      url: '/api/parent-accounts/register',
      payload: {
        firstName: 'Rosa',
        lastName: 'Reed',
        email: 'revoked.then.resent@example.org',
        phoneNumber: '(555) 301-4050',
        address: '12 Elm Street, Springfield',
        emergencyContactName: 'Hugo Reed',
        emergencyContactPhone: '(555) 999-0000',
        password: 'secret-pass-4050',
        confirmPassword: 'secret-pass-4050',
        invitationCode: res.json().invitationCode,
      },
      remoteAddress: '10.9.0.1',
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const refused = await post('resend');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'errors.invitationAlreadyAccepted' });
  });

  it('creating an invitation mails the registration link', async () => {
    await t.drainJobs(); // earlier tests' mails
    sent.length = 0;
    const inv = await invited('new.family@example.org');
    await t.drainJobs();
    expect(sent).toEqual([
      expect.objectContaining({
        to: 'new.family@example.org',
        text: expect.stringContaining(inv.invitationCode),
      }),
    ]);
  });
});

describe('the e-mail’s language', () => {
  const mailsAfter = async (action: () => Promise<unknown>) => {
    await t.drainJobs(); // earlier tests' mails
    sent.length = 0;
    await action();
    await t.drainJobs();
    return [...sent];
  };

  it('is English unless the invitation says otherwise', async () => {
    const [mail] = await mailsAfter(() => invited('english.family@example.org'));
    expect(mail!.subject).toBe('Your parent registration link');
    expect(mail!.text).toMatch(/^Hello,\n/);
    expect(mail!.text).toContain('The link can be used once and is valid until ');
    expect(mail!.html).toContain('<html lang="en">');
  });

  it('is the invitation’s language for an address without an account, re-sent alike', async () => {
    let inv: Awaited<ReturnType<typeof invited>> | undefined;
    const [mail] = await mailsAfter(async () => {
      inv = await invited('famille.martin@example.org', 'fr');
    });
    expect(mail!.subject).toBe('Votre lien d’inscription parent');
    expect(mail!.text).toContain('Vous êtes invité(e) à créer un compte parent pour ');
    expect(mail!.text).toContain('Créer votre compte: ');
    expect(mail!.html).toContain('<html lang="fr">');
    expect(mail!.html).toContain('Ou copiez cette adresse dans votre navigateur :');
    const [again] = await mailsAfter(() =>
      t.request({
        method: 'POST',
        url: `/api/parent-invitations/${inv!.id}/resend`,
        cookie: cookie.director,
      }),
    );
    expect(again!.subject).toBe('Votre lien d’inscription parent');
  });

  it('is the language an existing account chose, with the date written in it', async () => {
    const settings = (
      await t.request({ method: 'GET', url: '/api/settings', cookie: cookie.parent })
    ).json();
    const setLanguage = (language: string) =>
      t.request({
        method: 'PUT',
        url: '/api/settings',
        cookie: cookie.parent,
        payload: { ...settings, language },
      });
    expect((await setLanguage('es')).statusCode).toBe(200);
    try {
      // Invited in English: the parent reads Spanish, so the e-mail is Spanish. The address
      // has an account: the e-mail asks to confirm rather than register (decision 062).
      let inv: Awaited<ReturnType<typeof invited>> | undefined;
      const [mail] = await mailsAfter(async () => {
        inv = await invited(demo.parent, 'en');
      });
      expect(mail!.to).toBe(demo.parent);
      expect(mail!.subject).toMatch(
        /^Confirme que desea añadir a .+ a su cuenta de padre o madre$/,
      );
      expect(mail!.text).toMatch(/^Hola:\n/);
      expect(mail!.text).toContain('le pide que confirme que ');
      const expires = new Intl.DateTimeFormat('es', {
        dateStyle: 'long',
        timeZone: 'America/New_York',
      }).format(new Date(inv!.expiresAt));
      expect(expires).toMatch(/^\d+ de [a-z]+ de \d{4}$/);
      expect(mail!.text).toContain(
        `El enlace se puede usar una sola vez y es válido hasta el ${expires}.`,
      );
      expect(mail!.text).toContain(
        'Si no esperaba este correo, ignórelo: nada cambia hasta que confirme.',
      );
      expect(mail!.html).toContain('<html lang="es">');
    } finally {
      expect((await setLanguage(settings.language)).statusCode).toBe(200);
    }
  });

  it('refuses a language the portal does not speak', async () => {
    const childId = await enrolChild(t, cookie.director, { lastName: 'Klingon' });
    const res = await t.request({
      method: 'POST',
      url: '/api/parent-invitations',
      cookie: cookie.director,
      payload: {
        ...{ email: 'tlh@example.org', phoneNumber: '(555) 201-3040' },
        childId,
        language: 'tlh',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'errors.invalidValue',
      fieldCodes: { language: { code: 'errors.invalidValue' } },
    });
  });
});

describe('authorization', () => {
  it('keeps the staff endpoints from parents (403) and anonymous callers (401)', async () => {
    const inv = await invited();
    for (const [method, url] of [
      ['GET', '/api/parent-invitations'],
      ['POST', `/api/parent-invitations/${inv.id}/revoke`],
      ['POST', `/api/parent-invitations/${inv.id}/resend`],
    ] as const) {
      expect((await t.request({ method, url, cookie: cookie.parent })).statusCode).toBe(403);
      expect((await t.request({ method, url })).statusCode).toBe(401);
    }
    expect((await verify(inv.invitationCode)).statusCode).toBe(200);
  });
});
