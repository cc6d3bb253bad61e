import { eq } from 'drizzle-orm';
import { guardians, parentAccounts, users } from '../../server/db/schema/index.ts';
import { enrolChild } from './fixtures.ts';
import { demo, type TestApp } from './test-app.ts';

/** Records the kiosk samples need (decision 070). */
export type KioskIds = {
  /** A paired kiosk's device cookie (`daycare_kiosk=…`). */
  cookie: string;
  /** A second paired kiosk, to revoke. */
  revocableKioskId: number;
  /** Family 1's parent's phone ending and PIN. */
  phoneLast4: string;
  pin: string;
  /** A child of family 1's parent that nobody else's sample checks in. */
  childId: number;
  /** A child of family 1 signed in at the kiosk today, with its signature. */
  signedChildId: number;
  /** Visits already started, each signed with once (a sample takes the next). */
  visits: string[];
  signature: string;
};

type Sample = { url?: string; body?: unknown; query?: string; family1Record?: boolean };
type Ids = { kiosk: KioskIds };

export const kioskPin = '483920';

/** Pairs a kiosk as a director signed in for it alone (pairing signs them out there). */
export async function pairTestKiosk(
  t: TestApp,
  name = 'Front door',
): Promise<{ cookie: string; id: number }> {
  const director = await t.login(demo.director);
  const res = await t.request({
    method: 'POST',
    url: '/api/kiosks',
    cookie: director,
    payload: { name },
  });
  if (res.statusCode !== 201) throw new Error(`pair: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === 'daycare_kiosk');
  if (!cookie) throw new Error('no kiosk cookie');
  return { cookie: `${cookie.name}=${cookie.value}`, id: res.json().id as number };
}

/** Makes a child of `email`'s family (a guardian link written directly). */
export async function childOfFamily(t: TestApp, email: string, firstName: string): Promise<number> {
  const director = await t.login(demo.director);
  const childId = await enrolChild(t, director, { firstName, lastName: 'Patel' });
  const [account] = await t.database.db
    .select({ id: parentAccounts.id })
    .from(parentAccounts)
    .innerJoin(users, eq(users.id, parentAccounts.userId))
    .where(eq(users.email, email));
  await t.database.db.insert(guardians).values({ parentAccountId: account!.id, childId });
  return childId;
}

/** Starts a visit at the kiosk with family 1's PIN; its token. */
export async function identify(t: TestApp, kiosk: string, phoneLast4: string, pin = kioskPin) {
  const res = await t.request({
    method: 'POST',
    url: '/api/kiosk/identify',
    cookie: kiosk,
    payload: { phoneLast4, pin },
  });
  if (res.statusCode !== 200) throw new Error(`identify: ${res.statusCode} ${res.body}`);
  return res.json().visitToken as string;
}

export async function makeKioskIds(t: TestApp, image: Buffer): Promise<KioskIds> {
  const { cookie } = await pairTestKiosk(t);
  const revocable = await pairTestKiosk(t, 'Side door');
  // The phone the profile sample gives family 1's parent, so the ending stays the same.
  await t.database.db
    .update(parentAccounts)
    .set({ phoneNumber: '(555) 444-1212' })
    .where(eq(parentAccounts.email, demo.parent));
  const parent = await t.login(demo.parent);
  const set = await t.request({
    method: 'PUT',
    url: '/api/account/kiosk-pin',
    cookie: parent,
    payload: { pin: kioskPin },
  });
  if (set.statusCode !== 200) throw new Error(`pin: ${set.statusCode} ${set.body}`);
  const phoneLast4 = set.json().phoneLast4 as string;
  const childId = await childOfFamily(t, demo.parent, 'Kiran');
  const signature = `data:image/png;base64,${image.toString('base64')}`;
  const signedChildId = await childOfFamily(t, demo.parent, 'Ravi');
  const signed = await t.request({
    method: 'POST',
    url: '/api/kiosk/sign',
    cookie,
    payload: {
      visitToken: await identify(t, cookie, phoneLast4),
      action: 'checkin',
      childIds: [signedChildId],
      signature,
    },
  });
  if (signed.statusCode !== 200) throw new Error(`sign: ${signed.statusCode} ${signed.body}`);
  const visits: string[] = [];
  for (let i = 0; i < 8; i++) visits.push(await identify(t, cookie, phoneLast4));
  return {
    cookie,
    revocableKioskId: revocable.id,
    phoneLast4,
    pin: kioskPin,
    childId,
    signedChildId,
    visits,
    signature,
  };
}

/** A valid request for every kiosk route (route-samples.ts merges them). */
export const kioskSamples: Record<string, (ids: Ids, who: { email: string }) => Sample> = {
  'GET /api/kiosks': () => ({}),
  'POST /api/kiosks': () => ({ body: { name: 'Hall tablet' } }),
  'DELETE /api/kiosks/:id': (ids) => ({ url: `/api/kiosks/${ids.kiosk.revocableKioskId}` }),
  'GET /api/kiosk': () => ({}),
  'POST /api/kiosk/identify': (ids) => ({
    body: { phoneLast4: ids.kiosk.phoneLast4, pin: ids.kiosk.pin },
  }),
  'POST /api/kiosk/sign': (ids) => ({
    body: {
      visitToken: ids.kiosk.visits.shift() ?? 'an-ended-visit-token-0000000000',
      action: 'checkin',
      childIds: [ids.kiosk.childId],
      signature: ids.kiosk.signature,
    },
  }),
  'GET /api/children/:id/signature': (ids) => ({
    url: `/api/children/${ids.kiosk.signedChildId}/signature`,
    query: 'date=2026-11-18&of=checkIn',
    family1Record: true,
  }),
  'GET /api/account/kiosk-pin': () => ({}),
  'PUT /api/account/kiosk-pin': () => ({ body: { pin: kioskPin } }),
  'DELETE /api/account/kiosk-pin': () => ({}),
  'GET /api/account/kiosk-code': () => ({}),
};
