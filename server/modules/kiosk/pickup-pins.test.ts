import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { pinProblem } from '../../../contract/kiosk.ts';
import { attendance, auditLog, jobs, pickupPeople } from '../../db/schema/index.ts';
import { testNow } from '../../../test/api/fixed-time.ts';
import { childOfFamily, pairTestKiosk } from '../../../test/api/kiosk-samples.ts';
import { demo, testApp } from '../../../test/api/test-app.ts';
import { randomPickupPin } from './pickup-pins.ts';

// Kiosk PINs for people on the pick-up list (issue 40, decision 072): a guardian gives one,
// it is shown once, replaced by a new one, withdrawn at once; the person identifies at the
// kiosk like a guardian and signs only the children whose list they are on.

const t = testApp();
const { cookie } = t;
type Who = keyof typeof cookie;
const req = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  who: Who | { raw: string },
  payload?: object,
) =>
  t.request({
    method,
    url,
    cookie: typeof who === 'string' ? cookie[who] : who.raw,
    payload,
  });

let kiosk: string;
let signature: string;
let kiran: number;
let asha: number;

const pinUrl = (childId: number, personId: number) =>
  `/api/children/${childId}/pickup/people/${personId}/kiosk-pin`;
const identify = (phoneLast4: string, pin: string) =>
  req('POST', '/api/kiosk/identify', { raw: kiosk }, { phoneLast4, pin });
const sign = (visitToken: string, action: 'checkin' | 'checkout', childIds: number[]) =>
  req('POST', '/api/kiosk/sign', { raw: kiosk }, { visitToken, action, childIds, signature });

async function addPerson(childId: number, phone: string, name = 'Rosa Patel', who: Who = 'parent') {
  const res = await req('POST', `/api/children/${childId}/pickup/people`, who, {
    name,
    relationship: 'grandmother',
    phone,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

async function issue(childId: number, personId: number, who: Who = 'parent') {
  const res = await req('POST', pinUrl(childId, personId), who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { pin: string; phoneLast4: string; children: string[] };
}

beforeAll(async () => {
  kiosk = (await pairTestKiosk(t)).cookie;
  kiran = await childOfFamily(t, demo.parent, 'Kiran');
  asha = await childOfFamily(t, demo.parent, 'Asha');
  const png = await sharp({
    create: { width: 120, height: 60, channels: 4, background: '#ffffff' },
  })
    .png()
    .toBuffer();
  signature = `data:image/png;base64,${png.toString('base64')}`;
});

describe('a random PIN', () => {
  it('obeys the guardians’ rule: no runs, repeats or phone digits', () => {
    for (let i = 0; i < 300; i++) {
      const pin = randomPickupPin('(555) 123-4567');
      expect(pin).toMatch(/^\d{6}$/);
      expect(pinProblem(pin, '(555) 123-4567')).toBeNull();
    }
  });
});

describe('giving a person on the list a PIN', () => {
  it('shows it once, covers the same person on the guardian’s other children, hashed', async () => {
    const onKiran = await addPerson(kiran, '(555) 310-0101');
    const onAsha = await addPerson(asha, '555 310 0101', ' rosa patel');
    const issued = await issue(kiran, onKiran);
    expect(issued.phoneLast4).toBe('0101');
    expect(issued.children.sort()).toEqual(['Asha Patel', 'Kiran Patel']);
    const rows = await t.database.db.select().from(pickupPeople);
    for (const id of [onKiran, onAsha]) {
      const row = rows.find((r) => r.id === id)!;
      expect(row.kioskPinHash).toMatch(/^\$argon2id\$/);
      expect(row.kioskPinHash).not.toContain(issued.pin);
    }
    // Staff see that a PIN was given, never the PIN.
    const list = await req('GET', `/api/children/${kiran}/pickup`, 'teacher');
    const person = list.json().people.find((p: { id: number }) => p.id === onKiran);
    expect(person.kioskPinIssuedAt).toBe(testNow.toISOString());
    expect(list.body).not.toContain(issued.pin);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'pickup.pin.issue'));
    expect(entry!.details).toMatchObject({ personId: onKiran });
    expect(JSON.stringify(entry)).not.toContain(issued.pin);
  });

  it('is a guardian’s word: staff may not give one; another family’s entry is 404', async () => {
    const person = await addPerson(kiran, '(555) 310-0202', 'Omar Lee');
    expect((await req('POST', pinUrl(kiran, person), 'director')).statusCode).toBe(403);
    expect((await req('POST', pinUrl(kiran, person), 'teacher')).statusCode).toBe(403);
    expect((await req('POST', pinUrl(kiran, person), 'parent2')).statusCode).toBe(404);
    expect((await req('DELETE', pinUrl(kiran, person), 'parent2')).statusCode).toBe(404);
    // A person of this child through another child's id.
    expect((await req('POST', pinUrl(asha, person), 'parent')).statusCode).toBe(404);
  });

  it('needs a phone: its last four digits come first at the kiosk', async () => {
    const person = await addPerson(kiran, '12', 'Noor Ali');
    const res = await req('POST', pinUrl(kiran, person), 'parent');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('errors.pickupPinNeedsPhone');
  });
});

describe('at the kiosk', () => {
  it('identifies the person and signs only their children out, naming them', async () => {
    const person = await addPerson(kiran, '(555) 310-0303', 'Meera Shah');
    const { pin } = await issue(kiran, person);
    // Kiran is here (staff checked him in); Ravi, a sibling, is not on Meera's list.
    const ravi = await childOfFamily(t, demo.parent, 'Ravi');
    for (const id of [kiran, ravi]) {
      const res = await req('POST', '/api/attendance', 'teacher', { childId: id, checkInBy: 'x' });
      expect(res.statusCode, res.body).toBe(200);
    }
    const visit = await identify('0303', pin);
    expect(visit.statusCode, visit.body).toBe(200);
    expect(visit.json()).toMatchObject({
      guardianName: 'Meera',
      children: [{ id: kiran, state: 'here' }],
    });
    const token = visit.json().visitToken as string;
    expect((await sign(token, 'checkout', [ravi])).statusCode).toBe(404);
    const again = (await identify('0303', pin)).json().visitToken as string;
    const out = await sign(again, 'checkout', [kiran]);
    expect(out.statusCode, out.body).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(attendance)
      .where(eq(attendance.childId, kiran));
    expect(row).toMatchObject({
      checkOutMethod: 'kiosk',
      checkOutBy: 'Meera Shah (grandmother)',
      checkOutPickupPersonId: person,
    });
    expect(row!.checkOutSignatureFileId).not.toBeNull();
    // The sheet names her as who collected.
    const sheet = await req('GET', '/api/attendance?date=2026-11-18', 'teacher');
    expect(sheet.body).toContain('Meera Shah (grandmother)');
    const [signed] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'kiosk.pickupPerson.sign'));
    expect(signed).toMatchObject({ actorUserId: null, entityId: String(person) });
    // The guardians are told: she is not one of them.
    const mails = (await t.database.db.select().from(jobs).where(eq(jobs.kind, 'mail.send')))
      .map((j) => j.payload as { to: string; subject: string })
      .filter((m) => m.to === demo.parent && /Kiran Patel was picked up/.test(m.subject));
    expect(mails).toHaveLength(1);
  });

  it('checks a child in too', async () => {
    const ravi = await childOfFamily(t, demo.parent, 'Tara');
    const person = await addPerson(ravi, '(555) 310-0404', 'Jo Park');
    const { pin } = await issue(ravi, person);
    const token = (await identify('0404', pin)).json().visitToken as string;
    const res = await sign(token, 'checkin', [ravi]);
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.database.db.select().from(attendance).where(eq(attendance.childId, ravi));
    expect(row).toMatchObject({ checkInMethod: 'kiosk', checkInBy: 'Jo Park (grandmother)' });
  });

  it('still refuses a restricted name', async () => {
    const child = await childOfFamily(t, demo.parent, 'Lina');
    const person = await addPerson(child, '(555) 310-0505', 'Dan Ward');
    const { pin } = await issue(child, person);
    const restricted = await req('POST', `/api/children/${child}/pickup/restrictions`, 'director', {
      name: 'Dan Ward',
      note: 'Court order',
    });
    expect(restricted.statusCode, restricted.body).toBe(201);
    await req('POST', '/api/attendance', 'teacher', { childId: child, checkInBy: 'x' });
    const token = (await identify('0505', pin)).json().visitToken as string;
    const res = await sign(token, 'checkout', [child]);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('errors.pickupRestricted');
  });

  it('answers a wrong PIN as an unknown one, and locks the ending after 5', async () => {
    const person = await addPerson(kiran, '(555) 310-0606', 'Ana Ruiz');
    const { pin } = await issue(kiran, person);
    const wrong = pin === '804617' ? '804618' : '804617';
    const bad = await identify('0606', wrong);
    const unknown = await identify('9090', wrong);
    expect(bad.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(bad.json()).toEqual(unknown.json());
    for (let i = 0; i < 4; i++) await identify('0606', wrong);
    expect((await identify('0606', pin)).statusCode).toBe(429);
    t.clock.advance(15 * 60_000 + 1000);
    expect((await identify('0606', pin)).statusCode).toBe(200);
    t.clock.set(testNow);
  });
});

describe('replacing and ending a PIN', () => {
  it('a new PIN replaces the old at once', async () => {
    const person = await addPerson(kiran, '(555) 310-0707', 'Ben Cho');
    const first = await issue(kiran, person);
    const second = await issue(kiran, person);
    expect((await identify('0707', first.pin)).statusCode).toBe(400);
    expect((await identify('0707', second.pin)).statusCode).toBe(200);
  });

  it('withdrawn by the guardian, it stops at once, even a visit already started', async () => {
    const person = await addPerson(kiran, '(555) 310-0808', 'Eve Dunn');
    const { pin } = await issue(kiran, person);
    const token = (await identify('0808', pin)).json().visitToken as string;
    const res = await req('DELETE', pinUrl(kiran, person), 'parent');
    expect(res.statusCode, res.body).toBe(200);
    expect((await sign(token, 'checkin', [kiran])).statusCode).toBe(404);
    expect((await identify('0808', pin)).statusCode).toBe(400);
    const list = await req('GET', `/api/children/${kiran}/pickup`, 'parent');
    const entry = list.json().people.find((p: { id: number }) => p.id === person);
    expect(entry.kioskPinIssuedAt).toBeNull();
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'pickup.pin.withdraw'), eq(auditLog.entityId, String(kiran))));
    expect(row).toBeDefined();
  });

  it('a director may withdraw it too', async () => {
    const person = await addPerson(kiran, '(555) 310-0909', 'Kai Berg');
    const { pin } = await issue(kiran, person);
    expect((await req('DELETE', pinUrl(kiran, person), 'director')).statusCode).toBe(200);
    expect((await identify('0909', pin)).statusCode).toBe(400);
  });

  it('removing the entry ends its PIN for that child, not for a sibling’s list', async () => {
    const onKiran = await addPerson(kiran, '(555) 311-1111', 'Ida Voss');
    const onAsha = await addPerson(asha, '(555) 311-1111', 'Ida Voss');
    const { pin } = await issue(kiran, onKiran);
    const removed = await req(
      'DELETE',
      `/api/children/${kiran}/pickup/people/${onKiran}`,
      'parent',
    );
    expect(removed.statusCode).toBe(200);
    const visit = await identify('1111', pin);
    expect(visit.statusCode, visit.body).toBe(200);
    expect(visit.json().children.map((c: { id: number }) => c.id)).toEqual([asha]);
    // And removed from the last list, the PIN opens nothing.
    await req('DELETE', `/api/children/${asha}/pickup/people/${onAsha}`, 'parent');
    expect((await identify('1111', pin)).statusCode).toBe(400);
  });

  it('a changed phone ends the PIN: another phone is another person', async () => {
    const person = await addPerson(kiran, '(555) 312-1212', 'Lou Hart');
    const { pin } = await issue(kiran, person);
    const changed = await req('PUT', `/api/children/${kiran}/pickup/people/${person}`, 'parent', {
      name: 'Lou Hart',
      relationship: 'grandmother',
      phone: '(555) 312-3434',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await identify('1212', pin)).statusCode).toBe(400);
    expect((await identify('3434', pin)).statusCode).toBe(400);
  });

  it('two issues at once leave exactly one PIN working', async () => {
    const person = await addPerson(kiran, '(555) 313-1313', 'Max Roe');
    const [a, b] = await Promise.all([
      req('POST', pinUrl(kiran, person), 'parent'),
      req('POST', pinUrl(kiran, person), 'parent'),
    ]);
    const issued = [a!, b!].filter((r) => r.statusCode === 200).map((r) => r.json().pin as string);
    expect(issued.length).toBeGreaterThan(0);
    let working = 0;
    for (const pin of issued) if ((await identify('1313', pin)).statusCode === 200) working++;
    expect(working).toBe(1);
  });
});
