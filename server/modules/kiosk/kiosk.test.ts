import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  attendance,
  auditLog,
  guardianPins,
  jobs,
  kioskDevices,
  parentAccounts,
  storedFiles,
  users,
} from '../../db/schema/index.ts';
import { sha256 } from '../../lib/tokens.ts';
import { testNow } from '../../../test/api/fixed-time.ts';
import { childOfFamily, pairTestKiosk } from '../../../test/api/kiosk-samples.ts';
import { demo, testApp } from '../../../test/api/test-app.ts';

// The door kiosk (issue 40, decision 070): pairing and revocation, the kiosk's device session
// reaching nothing else, PINs and their throttling, rotating codes, signing in and out.

const t = testApp();
const { cookie } = t;
type Who = keyof typeof cookie;
const req = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  who?: Who | { raw: string },
  payload?: object,
) =>
  t.request({
    method,
    url,
    cookie: who === undefined ? undefined : typeof who === 'string' ? cookie[who] : who.raw,
    payload,
  });

const pin = '583014';
let kiosk: string;
let kioskId: number;
let parentUserId: number;
let childId: number;
let signature: string;

const identify = (body: object, on = kiosk) =>
  req('POST', '/api/kiosk/identify', { raw: on }, body);
const sign = (visitToken: string, action: 'checkin' | 'checkout', ids = [childId]) =>
  req('POST', '/api/kiosk/sign', { raw: kiosk }, { visitToken, action, childIds: ids, signature });

beforeAll(async () => {
  const paired = await pairTestKiosk(t);
  kiosk = paired.cookie;
  kioskId = paired.id;
  const [parent] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, demo.parent));
  parentUserId = parent!.id;
  await t.database.db
    .update(parentAccounts)
    .set({ phoneNumber: '(555) 201-7788' })
    .where(eq(parentAccounts.userId, parentUserId));
  childId = await childOfFamily(t, demo.parent, 'Kiran');
  const png = await sharp({
    create: { width: 120, height: 60, channels: 4, background: '#ffffff' },
  })
    .png()
    .toBuffer();
  signature = `data:image/png;base64,${png.toString('base64')}`;
});

describe('pairing a kiosk', () => {
  it('gives the device a kiosk cookie, kept hashed, and signs the director out there', async () => {
    const director = await t.login(demo.director);
    const res = await req('POST', '/api/kiosks', { raw: director }, { name: 'Front door' });
    expect(res.statusCode, res.body).toBe(201);
    const set = res.cookies.find((c) => c.name === 'daycare_kiosk')!;
    expect(set.httpOnly).toBe(true);
    expect(set.path).toBe('/api');
    // 256 bits of randomness, base64url.
    expect(set.value.length).toBeGreaterThanOrEqual(43);
    const [row] = await t.database.db
      .select()
      .from(kioskDevices)
      .where(eq(kioskDevices.id, res.json().id));
    expect(row!.tokenHash).toBe(sha256(set.value));
    expect(row!.tokenHash).not.toContain(set.value);
    // The director's session on that device is over.
    expect((await req('GET', '/api/auth/me', { raw: director })).statusCode).toBe(401);
    const raw = `daycare_kiosk=${set.value}`;
    const status = await req('GET', '/api/kiosk', { raw });
    expect(status.json()).toEqual({ id: res.json().id, name: 'Front door' });
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'kiosk.pair'), eq(auditLog.entityId, String(res.json().id))));
    expect(entry).toBeDefined();
  });

  it('is a director’s: staff and parents are refused', async () => {
    expect((await req('POST', '/api/kiosks', 'teacher', { name: 'X' })).statusCode).toBe(403);
    expect((await req('POST', '/api/kiosks', 'parent', { name: 'X' })).statusCode).toBe(403);
    expect((await req('GET', '/api/kiosks', 'teacher')).statusCode).toBe(403);
  });

  it('reaches only the kiosk: staff and parent routes answer 403', async () => {
    for (const [method, url] of [
      ['GET', '/api/children'],
      ['GET', '/api/attendance'],
      ['GET', '/api/kiosks'],
      ['GET', '/api/auth/me'],
      ['GET', '/api/account/kiosk-code'],
    ] as const)
      expect((await req(method, url, { raw: kiosk })).statusCode, url).toBe(403);
    const checkIn = await req(
      'POST',
      '/api/attendance',
      { raw: kiosk },
      {
        childId,
        checkInBy: 'Someone',
      },
    );
    expect(checkIn.statusCode).toBe(403);
    // And nobody else reaches the kiosk's own routes.
    expect((await req('GET', '/api/kiosk', 'director')).statusCode).toBe(403);
    expect((await req('GET', '/api/kiosk')).statusCode).toBe(401);
  });

  it('is listed in Settings and revoked there, refused from its next request', async () => {
    const other = await pairTestKiosk(t, 'Side door');
    const listed = (await req('GET', '/api/kiosks', 'director')).json() as { id: number }[];
    expect(listed.map((k) => k.id)).toContain(other.id);
    expect((await req('GET', '/api/kiosk', { raw: other.cookie })).statusCode).toBe(200);
    expect((await req('DELETE', `/api/kiosks/${other.id}`, 'teacher')).statusCode).toBe(403);
    expect((await req('DELETE', `/api/kiosks/${other.id}`, 'director')).statusCode).toBe(200);
    const after = await req('GET', '/api/kiosk', { raw: other.cookie });
    expect(after.statusCode).toBe(401);
    expect(after.cookies.find((c) => c.name === 'daycare_kiosk')?.value).toBe('');
    const again = await req('DELETE', `/api/kiosks/${other.id}`, 'director');
    expect(again.statusCode).toBe(404);
    const relisted = (await req('GET', '/api/kiosks', 'director')).json() as { id: number }[];
    expect(relisted.map((k) => k.id)).not.toContain(other.id);
  });
});

describe('a guardian’s PIN', () => {
  it('refuses runs, repeats, short PINs and the phone number', async () => {
    for (const [bad, code] of [
      ['123456', 'errors.pinTooSimple'],
      ['987654', 'errors.pinTooSimple'],
      ['111111', 'errors.pinTooSimple'],
      ['121212', 'errors.pinTooSimple'],
      ['12345', 'errors.pinTooShort'],
      ['12a456', 'errors.pinDigitsOnly'],
      ['201778', 'errors.pinInPhone'],
      ['907788', 'errors.pinInPhone'],
    ] as const) {
      const res = await req('PUT', '/api/account/kiosk-pin', 'parent', { pin: bad });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().fieldCodes.pin.code, bad).toBe(code);
    }
  });

  it('is set by the guardian alone, kept as an argon2id hash', async () => {
    expect((await req('PUT', '/api/account/kiosk-pin', 'teacher', { pin })).statusCode).toBe(403);
    const res = await req('PUT', '/api/account/kiosk-pin', 'parent', { pin });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ isSet: true, phoneLast4: '7788' });
    const [row] = await t.database.db
      .select()
      .from(guardianPins)
      .where(eq(guardianPins.userId, parentUserId));
    expect(row!.pinHash).toMatch(/^\$argon2id\$/);
    expect(row!.pinHash).not.toContain(pin);
  });
});

describe('the e-mail when a PIN is set or changed', () => {
  const mailsTo = async (email: string, subject: string) =>
    (await t.database.db.select().from(jobs).where(eq(jobs.kind, 'mail.send')))
      .map((j) => j.payload as { to: string; subject: string; text?: string })
      .filter((m) => m.to === email && m.subject === subject);

  it('tells the guardian, "set" the first time and "changed" after', async () => {
    // Set once above.
    expect(await mailsTo(demo.parent, 'A kiosk PIN was set for your account')).toHaveLength(1);
    const other = await req('PUT', '/api/account/kiosk-pin', 'parent', { pin: '650392' });
    expect(other.statusCode, other.body).toBe(200);
    expect(await mailsTo(demo.parent, 'Your kiosk PIN was changed')).toHaveLength(1);
    // A refused PIN changes nothing and tells nobody.
    await req('PUT', '/api/account/kiosk-pin', 'parent', { pin: '123456' });
    expect((await req('PUT', '/api/account/kiosk-pin', 'parent', { pin })).statusCode).toBe(200);
    expect(await mailsTo(demo.parent, 'Your kiosk PIN was changed')).toHaveLength(2);
  });

  it('is written in the guardian’s language', async () => {
    const fr = await req('PUT', '/api/settings', 'parent2', { language: 'fr' });
    expect(fr.statusCode, fr.body).toBe(200);
    const [other] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, demo.parent2));
    await t.database.db
      .update(parentAccounts)
      .set({ phoneNumber: '(555) 201-3344' })
      .where(eq(parentAccounts.userId, other!.id));
    const res = await req('PUT', '/api/account/kiosk-pin', 'parent2', { pin: '740519' });
    expect(res.statusCode, res.body).toBe(200);
    const subject = 'Un code PIN de la borne a été défini pour votre compte';
    expect(await mailsTo(demo.parent2, subject)).toHaveLength(1);
    // The PIN itself is never in an e-mail.
    const all = await t.database.db.select().from(jobs).where(eq(jobs.kind, 'mail.send'));
    expect(JSON.stringify(all)).not.toContain('740519');
  });
});

describe('identifying at the kiosk', () => {
  it('finds the guardian by phone ending and PIN, with their children', async () => {
    const res = await identify({ phoneLast4: '7788', pin });
    expect(res.statusCode, res.body).toBe(200);
    const visit = res.json();
    expect(visit.guardianName).toBe('Priya');
    expect(visit.children).toContainEqual({
      id: childId,
      name: 'Kiran Patel',
      state: 'notArrived',
    });
  });

  it('answers a wrong PIN and an unknown ending alike', async () => {
    const wrong = await identify({ phoneLast4: '7788', pin: '583015' });
    const nobody = await identify({ phoneLast4: '0000', pin });
    expect(wrong.statusCode).toBe(400);
    expect(nobody.statusCode).toBe(400);
    expect(wrong.body).toBe(nobody.body);
  });

  it('locks a phone ending for 15 minutes after 5 wrong PINs, even for the right one', async () => {
    // Another kiosk, so this kiosk's own count does not decide it.
    const other = (await pairTestKiosk(t, 'Throttle door')).cookie;
    // One wrong try was made above.
    for (let i = 0; i < 4; i++)
      expect((await identify({ phoneLast4: '7788', pin: '000001' }, other)).statusCode).toBe(400);
    const locked = await identify({ phoneLast4: '7788', pin }, other);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('errors.kioskLocked');
    // An ending nobody has is locked the same way: a lock-out says nobody exists or not.
    for (let i = 0; i < 5; i++) await identify({ phoneLast4: '4321', pin: '000001' }, other);
    expect((await identify({ phoneLast4: '4321', pin: '000001' }, other)).statusCode).toBe(429);
    t.clock.advance(15 * 60_000 + 1000);
    expect((await identify({ phoneLast4: '7788', pin }, other)).statusCode).toBe(200);
  });

  it('locks a kiosk after 15 wrong tries, whatever the ending', async () => {
    const door = (await pairTestKiosk(t, 'Busy door')).cookie;
    for (let i = 0; i < 15; i++)
      await identify({ phoneLast4: String(1000 + i), pin: '000001' }, door);
    expect((await identify({ phoneLast4: '7788', pin }, door)).statusCode).toBe(429);
    // Another kiosk is not affected.
    expect((await identify({ phoneLast4: '7788', pin })).statusCode).toBe(200);
  });
});

describe('the rotating code', () => {
  const code = async () =>
    (await req('GET', '/api/account/kiosk-code', 'parent')).json().code as string;

  it('changes every 30 seconds, is accepted once, and refused a minute later', async () => {
    t.clock.set(testNow);
    const first = await code();
    expect(first).toMatch(/^\d+-\d{10}$/);
    t.clock.set(new Date(testNow.getTime() + 30_000));
    const second = await code();
    expect(second).not.toBe(first);
    // The previous step's code is still good (at most a minute old), once.
    const used = await identify({ code: first });
    expect(used.statusCode, used.body).toBe(200);
    const replay = await identify({ code: first });
    expect(replay.statusCode).toBe(409);
    expect(replay.json().code).toBe('errors.kioskCodeUsed');
    // Two steps on, the second code is over a minute old.
    t.clock.set(new Date(testNow.getTime() + 90_000));
    const stale = await identify({ code: second });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().code).toBe('errors.kioskCodeUnknown');
    // A made-up code for the same guardian is refused too.
    expect((await identify({ code: `${parentUserId}-0000000000` })).statusCode).toBe(400);
    t.clock.set(testNow);
  });

  it('is used once when two kiosks scan it at the same moment', async () => {
    t.clock.set(new Date(testNow.getTime() + 300_000));
    const fresh = await code();
    const other = (await pairTestKiosk(t, 'Race door')).cookie;
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => identify({ code: fresh }, i % 2 ? kiosk : other)),
    );
    const statuses = results.map((r: LightMyRequestResponse) => r.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409]);
    t.clock.set(testNow);
  });
});

describe('signing in and out at the kiosk', () => {
  const visit = async () => {
    const res = await identify({ phoneLast4: '7788', pin });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().visitToken as string;
  };

  it('checks the child in with the guardian’s signature, saying who and how', async () => {
    const token = await visit();
    const res = await sign(token, 'checkin');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      action: 'checkin',
      children: [{ id: childId, time: '10:00' }],
    });
    const [row] = await t.database.db
      .select()
      .from(attendance)
      .where(eq(attendance.childId, childId));
    expect(row).toMatchObject({
      checkInMethod: 'kiosk',
      checkInKioskId: kioskId,
      recordedByUserId: parentUserId,
      checkInBy: 'Priya Patel (parent)',
    });
    const [file] = await t.database.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.id, row!.checkInSignatureFileId!));
    expect(file).toMatchObject({ contentType: 'image/png', purpose: 'kiosk-signature' });
    // The visit signs once.
    expect((await sign(token, 'checkout')).statusCode).toBe(409);
    // The signature is kept with the record: staff and the child's family see it.
    const url = `/api/children/${childId}/signature?date=2026-11-18&of=checkIn`;
    const png = await req('GET', url, 'teacher');
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect((await req('GET', url, 'parent')).statusCode).toBe(200);
    expect((await req('GET', url, 'parent2')).statusCode).toBe(404);
    const none = `/api/children/${childId}/signature?date=2026-11-18&of=checkOut`;
    expect((await req('GET', none, 'teacher')).statusCode).toBe(404);
    // The sign-in/out sheet says how.
    const sheet = await req('GET', '/api/reports/sign-in-sheet?date=2026-11-18', 'director');
    expect(sheet.statusCode, sheet.body.slice(0, 200)).toBe(200);
    const rows = (sheet.json().rooms as { children: { childId: number }[] }[]).flatMap(
      (r) => r.children,
    );
    expect(rows.find((r) => r.childId === childId)).toMatchObject({
      checkInMethod: 'kiosk',
      checkOutMethod: null,
    });
  });

  it('lets a visit sign for three minutes only', async () => {
    const token = await visit();
    t.clock.set(new Date(testNow.getTime() + 3 * 60_000 + 1000));
    const late = await sign(token, 'checkout');
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('errors.kioskVisitEnded');
    t.clock.set(testNow);
  });

  it('says a check-in sent later from a staff device’s queue came from the offline queue', async () => {
    const lena = await childOfFamily(t, demo.parent, 'Lena');
    const res = await req('POST', '/api/attendance', 'teacher', {
      childId: lena,
      checkInBy: 'Staff Member',
      clientActionId: 'queued-kiosk-test-0001',
      happenedAt: new Date(testNow.getTime() - 5 * 60_000).toISOString(),
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.database.db.select().from(attendance).where(eq(attendance.childId, lena));
    expect(row).toMatchObject({ checkInMethod: 'offline', checkInSignatureFileId: null });
  });

  it('signs only the guardian’s own children', async () => {
    const theirs = (await req('GET', '/api/children', 'parent2')).json() as { id: number }[];
    const res = await sign(await visit(), 'checkin', [theirs[0]!.id]);
    expect(res.statusCode).toBe(404);
  });

  it('refuses a check-out to a restricted person, as staff check-out does', async () => {
    const restricted = await req(
      'POST',
      `/api/children/${childId}/pickup/restrictions`,
      'director',
      {
        name: 'Priya Patel',
        note: 'Court order',
      },
    );
    expect(restricted.statusCode, restricted.body).toBe(201);
    const res = await sign(await visit(), 'checkout');
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('errors.pickupRestricted');
    const [row] = await t.database.db
      .select()
      .from(attendance)
      .where(eq(attendance.childId, childId));
    expect(row!.checkOutAt).toBeNull();
    const refusals = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'pickup.refused'), eq(auditLog.entityId, String(childId))));
    expect(refusals).toHaveLength(1);
    await req(
      'DELETE',
      `/api/children/${childId}/pickup/restrictions/${restricted.json().id}`,
      'director',
    );
    const out = await sign(await visit(), 'checkout');
    expect(out.statusCode, out.body).toBe(200);
    const [after] = await t.database.db
      .select()
      .from(attendance)
      .where(eq(attendance.childId, childId));
    expect(after).toMatchObject({ checkOutMethod: 'kiosk', checkOutGuardianUserId: parentUserId });
  });
});

describe('the e-mail at check-out', () => {
  const mailsTo = async (email: string, subject: RegExp) =>
    (await t.database.db.select().from(jobs).where(eq(jobs.kind, 'mail.send'))).filter((j) => {
      const mail = j.payload as { to: string; subject: string };
      return mail.to === email && subject.test(mail.subject);
    });
  const staffCheckInOut = async (id: number) => {
    const body = { childId: id, checkInBy: 'Staff Member' };
    expect((await req('POST', '/api/attendance', 'teacher', body)).statusCode).toBe(200);
    const out = await req('POST', '/api/attendance', 'teacher', {
      childId: id,
      checkOutBy: 'Staff Member',
      collectedBy: { kind: 'staff', idChecked: false },
    });
    expect(out.statusCode, out.body).toBe(200);
  };

  it('tells the guardians who asked for it, not the one who signed at the kiosk', async () => {
    // Kiran was signed out at the kiosk by Priya herself (above): no e-mail to her.
    expect(await mailsTo(demo.parent, /Kiran Patel was picked up/)).toHaveLength(0);
    const asha = await childOfFamily(t, demo.parent, 'Asha');
    await staffCheckInOut(asha);
    const mails = await mailsTo(demo.parent, /Asha Patel was picked up at 10:00/);
    expect(mails).toHaveLength(1);
  });

  it('sends nothing when "Picked up" is off', async () => {
    const off = await req('PUT', '/api/settings', 'parent', { pickupEmails: false });
    expect(off.statusCode, off.body).toBe(200);
    const mira = await childOfFamily(t, demo.parent, 'Mira');
    await staffCheckInOut(mira);
    expect(await mailsTo(demo.parent, /Mira Patel was picked up/)).toHaveLength(0);
  });
});
