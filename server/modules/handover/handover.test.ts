import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { absences, attendance, auditLog, jobs, users } from '../../db/schema/index.ts';
import { testNow } from '../../../test/api/fixed-time.ts';
import { multipartBody } from '../../../test/api/multipart.ts';
import { demo, testApp } from '../../../test/api/test-app.ts';

// Safe hand-over (issue 40, decision 065): the pick-up list and who reaches it, staff-only
// photos, restrictions refused at check-out, the director's approval of anyone else, passes
// expiring by the centre's clock, absences a family reports.

const today = '2026-11-18';
const t = testApp({ rememberMe: true });
const { cookie } = t;
type Who = keyof typeof cookie;

const req = (method: 'GET' | 'POST' | 'DELETE', url: string, who?: Who, payload?: object) =>
  t.request({ method, url, cookie: who && cookie[who], payload });

let childId: number;
let otherChildId: number;
const base = () => `/api/children/${childId}`;
beforeAll(async () => {
  const mine = (await req('GET', '/api/children', 'parent')).json() as { id: number }[];
  const theirs = (await req('GET', '/api/children', 'parent2')).json() as { id: number }[];
  childId = mine[0]!.id;
  otherChildId = theirs[0]!.id;
  // Today starts clean for this child: the demo may have checked it in already.
  await t.database.db
    .delete(attendance)
    .where(and(eq(attendance.childId, childId), eq(attendance.date, today)));
});

const checkIn = () =>
  req('POST', '/api/attendance', 'teacher', { childId, checkInBy: 'Staff Member' });
const checkOut = (body: object) =>
  req('POST', '/api/attendance', 'teacher', { childId, checkOutBy: 'Someone', ...body });
const undoCheckOut = () =>
  t.database.db
    .update(attendance)
    .set({ checkOutAt: null, checkOutBy: null })
    .where(and(eq(attendance.childId, childId), eq(attendance.date, today)));

const png = () =>
  sharp({ create: { width: 40, height: 40, channels: 3, background: '#3366aa' } })
    .png()
    .toBuffer();
const uploadPhoto = (url: string, who: Who, bytes: Buffer, name = 'rosa.png') => {
  const { payload, contentType } = multipartBody({}, { name, type: 'image/png', bytes });
  return t.request({
    method: 'PUT',
    url,
    cookie: cookie[who],
    payload,
    headers: { 'content-type': contentType },
  });
};

let rosaId: number;
describe('the pick-up list', () => {
  it('a guardian adds a grandparent; guardians are on it by being guardians', async () => {
    const res = await req('POST', `${base()}/pickup/people`, 'parent', {
      name: ' Rosa Patel ',
      relationship: 'grandmother',
      phone: '(555) 310-4444',
      idLast4: 'x9k2',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Rosa Patel', idLast4: 'X9K2', hasPhoto: false });
    rosaId = res.json().id;
    const list = (await req('GET', `${base()}/pickup`, 'teacher')).json();
    expect(list.people.map((p: { name: string }) => p.name)).toContain('Rosa Patel');
    expect(list.guardians.map((g: { name: string }) => g.name)).toContain('Priya Patel');
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'pickup.person.add'));
    expect(row).toBeDefined();
  });

  it('is corrected by a guardian, with the before and after in the audit log', async () => {
    const body = { name: 'Rosa Patel', relationship: 'grandmother', phone: '(555) 310-4445' };
    const url = `${base()}/pickup/people/${rosaId}`;
    expect(
      (await t.request({ method: 'PUT', url, cookie: cookie.parent2, payload: body })).statusCode,
    ).toBe(404);
    const res = await t.request({ method: 'PUT', url, cookie: cookie.parent, payload: body });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ phone: '(555) 310-4445', idLast4: '' });
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'pickup.person.change'));
    expect(row!.details).toMatchObject({ before: { phone: '(555) 310-4444' } });
  });

  it('refuses bad input in the form’s words', async () => {
    const res = await req('POST', `${base()}/pickup/people`, 'parent', {
      name: '',
      relationship: 'aunt',
      phone: '1',
      idLast4: '12-4',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldCodes).toMatchObject({
      name: { code: 'errors.pickupNameRequired' },
      idLast4: { code: 'errors.idLast4Invalid' },
    });
  });

  it('another family’s child is a 404 for reading, adding, removing and photos', async () => {
    expect((await req('GET', `${base()}/pickup`, 'parent2')).statusCode).toBe(404);
    const add = { name: 'Eve', relationship: 'aunt', phone: '1' };
    expect((await req('POST', `${base()}/pickup/people`, 'parent2', add)).statusCode).toBe(404);
    expect((await req('DELETE', `${base()}/pickup/people/${rosaId}`, 'parent2')).statusCode).toBe(
      404,
    );
    const photo = await uploadPhoto(
      `${base()}/pickup/people/${rosaId}/photo`,
      'parent2',
      await png(),
    );
    expect(photo.statusCode).toBe(404);
    // A person of one child through another child's id: not theirs either.
    expect(
      (await req('DELETE', `/api/children/${otherChildId}/pickup/people/${rosaId}`, 'director'))
        .statusCode,
    ).toBe(404);
  });

  it('takes a photo by its bytes; only staff see it', async () => {
    const url = `${base()}/pickup/people/${rosaId}/photo`;
    const fake = await uploadPhoto(url, 'parent', Buffer.from('not an image at all'), 'x.png');
    expect(fake.statusCode).toBe(415);
    const res = await uploadPhoto(url, 'parent', await png());
    expect(res.statusCode).toBe(200);
    expect(res.json().hasPhoto).toBe(true);
    expect((await req('GET', url, 'parent')).statusCode).toBe(403);
    const seen = await req('GET', url, 'teacher');
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['content-type']).toBe('image/webp');
  });
});

describe('restrictions', () => {
  it('are recorded by directors, read by staff, never shown to a family', async () => {
    const body = { name: 'Dan Ward', note: 'Court order 2026-0412' };
    expect((await req('POST', `${base()}/pickup/restrictions`, 'teacher', body)).statusCode).toBe(
      403,
    );
    expect((await req('POST', `${base()}/pickup/restrictions`, 'parent', body)).statusCode).toBe(
      403,
    );
    const res = await req('POST', `${base()}/pickup/restrictions`, 'director', body);
    expect(res.statusCode).toBe(201);
    const staff = (await req('GET', `${base()}/pickup`, 'teacher')).json();
    expect(staff.restrictions).toMatchObject([{ name: 'Dan Ward', note: body.note }]);
    const family = (await req('GET', `${base()}/pickup`, 'parent')).json();
    expect(family.restrictions).toBeUndefined();
  });

  it('keep a court order on file for staff only, checked by its bytes', async () => {
    const [restriction] = (await req('GET', `${base()}/pickup`, 'teacher')).json().restrictions;
    const url = `${base()}/pickup/restrictions/${restriction.id}/document`;
    const send = (who: Who, bytes: Buffer, name: string, type = 'application/pdf') => {
      const { payload, contentType } = multipartBody({}, { name, type, bytes });
      return t.request({
        method: 'PUT',
        url,
        cookie: cookie[who],
        payload,
        headers: { 'content-type': contentType },
      });
    };
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
    expect((await send('teacher', pdf, 'order.pdf')).statusCode).toBe(403);
    expect(
      (await send('director', Buffer.from('<script>x</script>'), 'order.pdf')).statusCode,
    ).toBe(415);
    const res = await send('director', pdf, 'order.pdf');
    expect(res.statusCode).toBe(200);
    expect(res.json().hasDocument).toBe(true);
    const seen = await req('GET', url, 'teacher');
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['content-type']).toBe('application/pdf');
    expect((await req('GET', url, 'parent')).statusCode).toBe(403);
  });

  it('stop a check-out to that person, however the name is typed, and tell the directors', async () => {
    expect((await checkIn()).statusCode).toBe(200);
    const before = await t.database.db.select().from(jobs);
    for (const typed of ['dan  WARD', 'Dan A. Ward (other)']) {
      const res = await checkOut({ checkOutBy: typed });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('errors.pickupRestricted');
    }
    const other = await checkOut({
      collectedBy: {
        kind: 'other',
        name: 'Dan Ward',
        approval: { directorUserId: await directorId(), password: demo.password },
      },
    });
    expect(other.statusCode).toBe(409);
    const [row] = await t.database.db
      .select()
      .from(attendance)
      .where(and(eq(attendance.childId, childId), eq(attendance.date, today)));
    expect(row!.checkOutAt).toBeNull();
    const refusals = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'pickup.refused'));
    expect(refusals.length).toBe(3);
    const mails = (await t.database.db.select().from(jobs)).length - before.length;
    expect(mails).toBeGreaterThanOrEqual(3);
  });
});

async function directorId() {
  const [row] = await t.database.db.select().from(users).where(eq(users.email, demo.director));
  return row!.id;
}

describe('check-out from the list', () => {
  it('records the person from the list, the ID seen, and shows them on the sign-in sheet', async () => {
    const res = await checkOut({
      collectedBy: { kind: 'pickupPerson', id: rosaId, idChecked: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().checkOutBy).toBe('Rosa Patel (grandmother)');
    const [row] = await t.database.db
      .select()
      .from(attendance)
      .where(and(eq(attendance.childId, childId), eq(attendance.date, today)));
    expect(row).toMatchObject({ checkOutPickupPersonId: rosaId, checkOutIdChecked: true });
    const sheet = await req('GET', `/api/reports/sign-in-sheet?date=${today}`, 'director');
    expect(sheet.body).toContain('Rosa Patel (grandmother)');
    await undoCheckOut();
  });

  it('refuses someone else’s person and anyone else without a director’s password', async () => {
    const foreign = await checkOut({ collectedBy: { kind: 'pickupPerson', id: 999999 } });
    expect(foreign.statusCode).toBe(400);
    const noApproval = await checkOut({ collectedBy: { kind: 'other', name: 'Kim Lee' } });
    expect(noApproval.statusCode).toBe(400);
    expect(noApproval.json().code).toBe('errors.approvalRequired');
    const wrong = await checkOut({
      collectedBy: {
        kind: 'other',
        name: 'Kim Lee',
        approval: { directorUserId: await directorId(), password: 'not-the-password' },
      },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('errors.approvalRefused');
    const [teacher] = await t.database.db.select().from(users).where(eq(users.email, demo.teacher));
    const notDirector = await checkOut({
      collectedBy: {
        kind: 'other',
        name: 'Kim Lee',
        approval: { directorUserId: teacher!.id, password: demo.password },
      },
    });
    expect(notDirector.statusCode).toBe(400);
  });

  it('records anyone else with the approving director', async () => {
    const res = await checkOut({
      collectedBy: {
        kind: 'other',
        name: 'Kim Lee',
        idChecked: true,
        approval: { directorUserId: await directorId(), password: demo.password },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().checkOutBy).toBe('Kim Lee (other)');
    const [row] = await t.database.db
      .select()
      .from(attendance)
      .where(and(eq(attendance.childId, childId), eq(attendance.date, today)));
    expect(row!.checkOutApprovedByUserId).toBe(await directorId());
    // The licensing sheet says the ID was seen and which director approved.
    const csv = await req(
      'GET',
      `/api/reports/sign-in-sheet/export?date=${today}&room=all&format=csv`,
      'director',
    );
    const line = csv.body.split('\r\n').find((l) => l.includes('Kim Lee (other)'));
    expect(line).toMatch(/,Yes,[^,]+,By staff,By staff$/);
    await undoCheckOut();
  });

  it('takes the enrolment record’s contacts and the spec’s Staff Member', async () => {
    const list = (await req('GET', `${base()}/pickup`, 'teacher')).json();
    const contact = list.contacts.find((c: { kind: string }) => c.kind === 'emergencyContact');
    expect(contact).toBeDefined();
    const res = await checkOut({ collectedBy: { kind: 'emergencyContact', idChecked: true } });
    expect(res.statusCode).toBe(200);
    expect(res.json().checkOutBy).toBe(`${contact.name} (emergency contact)`);
    await undoCheckOut();
    const staff = await checkOut({ collectedBy: { kind: 'staff' } });
    expect(staff.json().checkOutBy).toBe('Staff Member');
    await undoCheckOut();
  });

  it('still takes the spec’s checkOutBy alone', async () => {
    const res = await checkOut({ checkOutBy: 'Priya Patel (parent)' });
    expect(res.statusCode).toBe(200);
    expect(res.json().checkOutBy).toBe('Priya Patel (parent)');
    await undoCheckOut();
  });
});

describe('pick-up passes', () => {
  it('a guardian issues one; staff may not; another family gets 404', async () => {
    const body = { name: 'Sam Lee', relationship: 'neighbour', fromDate: today };
    expect((await req('POST', `${base()}/pickup/passes`, 'teacher', body)).statusCode).toBe(403);
    expect((await req('POST', `${base()}/pickup/passes`, 'parent2', body)).statusCode).toBe(404);
    const past = await req('POST', `${base()}/pickup/passes`, 'parent', {
      ...body,
      fromDate: '2026-11-17',
    });
    expect(past.statusCode).toBe(400);
    const long = await req('POST', `${base()}/pickup/passes`, 'parent', {
      ...body,
      toDate: '2027-01-30',
    });
    expect(long.statusCode).toBe(400);
  });

  it('holds today only, and expires by the centre’s clock', async () => {
    const res = await req('POST', `${base()}/pickup/passes`, 'parent', {
      name: 'Sam Lee',
      relationship: 'neighbour',
      fromDate: today,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ toDate: today, validToday: true });
    const passId = res.json().id;
    const later = await req('POST', `${base()}/pickup/passes`, 'parent', {
      name: 'Ola Berg',
      relationship: 'friend',
      fromDate: '2026-11-19',
    });
    const tooEarly = await checkOut({ collectedBy: { kind: 'pass', id: later.json().id } });
    expect(tooEarly.statusCode).toBe(400);
    expect(tooEarly.json().code).toBe('errors.passNotValidToday');
    const ok = await checkOut({ collectedBy: { kind: 'pass', id: passId, idChecked: true } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().checkOutBy).toBe('Sam Lee (neighbour)');
    await undoCheckOut();

    // 23:59 today in New York is still today; 00:01 is the next day: the pass has ended.
    t.clock.set(new Date('2026-11-19T04:59:00Z'));
    expect(
      (await req('GET', `${base()}/pickup`, 'parent'))
        .json()
        .passes.map((p: { id: number }) => p.id),
    ).toContain(passId);
    t.clock.set(new Date('2026-11-19T05:01:00Z'));
    const next = (await req('GET', `${base()}/pickup`, 'parent')).json();
    expect(next.passes.map((p: { id: number }) => p.id)).not.toContain(passId);
    t.clock.set(testNow);
  });
});

describe('absences', () => {
  let otherDay: number;
  it('a guardian reports today and later days; staff see who and why', async () => {
    const spare = (await req('GET', '/api/children', 'parent')).json() as { id: number }[];
    const child = spare[1]?.id ?? childId;
    await t.database.db
      .delete(attendance)
      .where(and(eq(attendance.childId, child), eq(attendance.date, today)));
    const res = await req('POST', `/api/children/${child}/absences`, 'parent', {
      fromDate: today,
      toDate: '2026-11-20',
      reason: 'sick',
      note: 'ear infection',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().map((a: { date: string }) => a.date)).toEqual([
      today,
      '2026-11-19',
      '2026-11-20',
    ]);
    otherDay = res.json()[1].id;
    const staff = (await req('GET', '/api/absences', 'teacher')).json();
    expect(staff).toContainEqual(
      expect.objectContaining({
        childId: child,
        date: today,
        reason: 'sick',
        note: 'ear infection',
        reportedBy: 'Priya Patel',
      }),
    );
    const again = await req('POST', `/api/children/${child}/absences`, 'parent', {
      fromDate: today,
      reason: 'sick',
    });
    expect(again.statusCode).toBe(409);
    const withdrawn = await req('DELETE', `/api/children/${child}/absences/${otherDay}`, 'parent');
    expect(withdrawn.statusCode).toBe(200);
    const left = await t.database.db.select().from(absences).where(eq(absences.childId, child));
    expect(left.filter((a) => a.withdrawnAt === null).length).toBe(2);
  });

  it('refuses the past, another family and a child already here', async () => {
    const past = await req('POST', `${base()}/absences`, 'parent', {
      fromDate: '2026-11-17',
      reason: 'holiday',
    });
    expect(past.statusCode).toBe(400);
    expect(
      (await req('POST', `${base()}/absences`, 'parent2', { fromDate: today, reason: 'sick' }))
        .statusCode,
    ).toBe(404);
    expect((await req('GET', `/api/absences?childId=${childId}`, 'parent2')).statusCode).toBe(404);
    const parent2List = (await req('GET', '/api/absences', 'parent2')).json() as {
      childId: number;
    }[];
    expect(parent2List.every((a) => a.childId !== childId)).toBe(true);
    // Checked in today (above): an absence today is a 409.
    const here = await req('POST', `${base()}/absences`, 'parent', {
      fromDate: today,
      reason: 'sick',
    });
    expect(here.statusCode).toBe(409);
  });
});
