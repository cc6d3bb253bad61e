import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, childImmunisations, children } from '../../db/schema/index.ts';
import { testNow } from '../../../test/api/fixed-time.ts';
import { multipartBody } from '../../../test/api/multipart.ts';
import { testApp } from '../../../test/api/test-app.ts';
import { addMonths } from '../../lib/clock.ts';

// Remembered sessions: a test moves the clock past a browser session's idle end.
const t = testApp({ rememberMe: true });
let childId: number;
let otherChild: number;

// testNow is Wednesday 18 November 2026 in the centre's zone: "today" below.
const today = '2026-11-18';
const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** A two-vaccine schedule, so each test reads one dose's state. */
const schedule = [
  { vaccine: 'dtap', doseNumber: 1, dueAgeMonths: 2, graceMonths: 1 },
  { vaccine: 'mmr', doseNumber: 1, dueAgeMonths: 12, graceMonths: 4 },
];

const get = (url: string, cookie = t.cookie.director) => t.request({ method: 'GET', url, cookie });
const immunisations = (cookie = t.cookie.parent, child = childId) =>
  get(`/api/children/${child}/immunisations`, cookie);
const born = (dateOfBirth: string, child = childId) =>
  t.database.db.update(children).set({ dateOfBirth }).where(eq(children.id, child));
const record = (payload: object, cookie = t.cookie.teacher, child = childId) =>
  t.request({ method: 'POST', url: `/api/children/${child}/immunisations`, cookie, payload });
const exemption = (
  fields: Record<string, string>,
  file = { name: 'exemption.pdf', type: 'application/pdf', bytes: pdf },
  cookie = t.cookie.parent,
  child = childId,
) => {
  const body = multipartBody(fields, file);
  return t.request({
    method: 'POST',
    url: `/api/children/${child}/immunisation-exemptions`,
    cookie,
    payload: body.payload,
    headers: { 'content-type': body.contentType },
  });
};
const dtapState = async () => {
  const res = await immunisations();
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  return {
    status: body.status,
    state: body.schedule.find((d: { vaccine: string }) => d.vaccine === 'dtap').state,
  };
};

beforeAll(async () => {
  childId = (await get('/api/children', t.cookie.parent)).json()[0].id;
  otherChild = (await get('/api/children', t.cookie.parent2)).json()[0].id;
  // The demo's own records of this child: each test enters what it reads.
  await t.database.db.delete(childImmunisations).where(eq(childImmunisations.childId, childId));
  const saved = await t.request({
    method: 'PUT',
    url: '/api/health/immunisation-schedule',
    cookie: t.cookie.director,
    payload: { doses: schedule },
  });
  expect(saved.statusCode, saved.body).toBe(200);
});
beforeEach(() => t.clock.set(testNow));

describe('the schedule', () => {
  it('is seeded with the US childhood schedule, and only directors change it', async () => {
    // The seed is the migration's; this file replaced it, so read the default from a teacher's
    // refusal and the audit row that kept the one before.
    const [row] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'health.schedule.replace'))
      .orderBy(desc(auditLog.id));
    const before = (row!.details as { before: { vaccine: string }[] }).before;
    expect(new Set(before.map((d) => d.vaccine))).toEqual(
      new Set(['dtap', 'hib', 'ipv', 'mmr', 'varicella', 'hepA', 'hepB', 'pcv', 'influenza']),
    );
    expect(before).toContainEqual({
      vaccine: 'mmr',
      doseNumber: 1,
      dueAgeMonths: 12,
      graceMonths: 4,
    });
    const refused = await t.request({
      method: 'PUT',
      url: '/api/health/immunisation-schedule',
      cookie: t.cookie.teacher,
      payload: { doses: schedule },
    });
    expect(refused.statusCode).toBe(403);
    const repeated = await t.request({
      method: 'PUT',
      url: '/api/health/immunisation-schedule',
      cookie: t.cookie.director,
      payload: { doses: [schedule[0], schedule[0]] },
    });
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().code).toBe('errors.scheduleDoseRepeated');
    expect((await get('/api/health/immunisation-schedule', t.cookie.teacher)).json()).toEqual({
      doses: schedule,
    });
  });

  it('counts ages in calendar months, a missing day being the month’s last', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2025-11-30', 3)).toBe('2026-02-28');
    expect(addMonths('2026-09-18', 2)).toBe('2026-11-18');
  });
});

describe('status at boundary ages (DTaP 1 at 2 months, one month of grace)', () => {
  const cases: [string, string, string, string][] = [
    // date of birth, what today is for the dose, its state, the child's status
    ['2026-10-19', '31 days before the due day', 'later', 'upToDate'],
    ['2026-10-18', '30 days before', 'dueSoon', 'dueSoon'],
    ['2026-09-19', 'the day before', 'dueSoon', 'dueSoon'],
    ['2026-09-18', 'the due day', 'due', 'dueSoon'],
    ['2026-09-17', 'the day after', 'due', 'dueSoon'],
    ['2026-08-19', 'the grace’s last day', 'due', 'dueSoon'],
    ['2026-08-18', 'the day the grace ends', 'overdue', 'overdue'],
  ];
  it.each(cases)('born %s: %s is %s', async (dateOfBirth, _when, state, status) => {
    await born(dateOfBirth);
    expect(await dtapState()).toEqual({ state, status });
  });

  it('works from the centre’s today, on the pinned clock', async () => {
    await born('2026-09-19');
    // 23:30 on the 18th in New York is already the 19th in UTC: still the day before.
    t.clock.set(new Date('2026-11-19T04:30:00Z'));
    expect((await dtapState()).state).toBe('dueSoon');
    t.clock.set(new Date('2026-11-19T05:30:00Z'));
    expect((await dtapState()).state).toBe('due');
  });
});

describe('doses and verification', () => {
  it("a guardian's entry awaits verification and counts once staff verify it", async () => {
    await born('2026-08-01');
    const entered = await record(
      { vaccine: 'dtap', doseNumber: 1, dateGiven: '2026-10-01' },
      t.cookie.parent,
    );
    expect(entered.statusCode, entered.body).toBe(201);
    expect(entered.json()).toMatchObject({ enteredBy: 'Priya Patel', verifiedAt: null });
    expect(await dtapState()).toEqual({ state: 'overdue', status: 'overdue' });
    const id = entered.json().id;
    const url = `/api/children/${childId}/immunisations/${id}/verification`;
    expect((await t.request({ method: 'POST', url, cookie: t.cookie.parent })).statusCode).toBe(
      403,
    );
    const verified = await t.request({ method: 'POST', url, cookie: t.cookie.teacher });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().verifiedBy).not.toBeNull();
    expect(await dtapState()).toEqual({ state: 'given', status: 'upToDate' });
    expect((await t.request({ method: 'POST', url, cookie: t.cookie.teacher })).statusCode).toBe(
      409,
    );
    // Verified: the centre's record now, not the guardian's to remove.
    const removal = await t.request({
      method: 'DELETE',
      url: `/api/children/${childId}/immunisations/${id}`,
      cookie: t.cookie.parent,
    });
    expect(removal.statusCode).toBe(409);
    const audit = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'child'), eq(auditLog.entityId, String(childId))));
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['health.immunisation.add', 'health.immunisation.verify']),
    );
    const staffRemoval = await t.request({
      method: 'DELETE',
      url: `/api/children/${childId}/immunisations/${id}`,
      cookie: t.cookie.teacher,
    });
    expect(staffRemoval.statusCode).toBe(204);
  });

  it('a staff entry counts at once; a second entry of the dose is a conflict', async () => {
    await born('2026-08-01');
    const entered = await record({ vaccine: 'dtap', doseNumber: 1, dateGiven: '2026-10-02' });
    expect(entered.statusCode).toBe(201);
    expect(entered.json().verifiedAt).not.toBeNull();
    const again = await record({ vaccine: 'dtap', doseNumber: 1, dateGiven: '2026-10-03' });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('errors.immunisationDoseRecorded');
    await t.request({
      method: 'DELETE',
      url: `/api/children/${childId}/immunisations/${entered.json().id}`,
      cookie: t.cookie.director,
    });
  });

  it('refuses a date in the future or before birth, and a bad vaccine, with 400', async () => {
    await born('2026-08-01');
    const future = await record({ vaccine: 'dtap', doseNumber: 1, dateGiven: '2026-11-19' });
    expect(future.json().code).toBe('errors.dateGivenInFuture');
    const early = await record({ vaccine: 'dtap', doseNumber: 1, dateGiven: '2026-07-31' });
    expect(early.json().code).toBe('errors.dateGivenBeforeBirth');
    const bad = await record({ vaccine: 'rabies', doseNumber: 1, dateGiven: today });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('errors.vaccineRequired');
  });

  it("another family's child answers 404 to a guardian, read or write", async () => {
    expect((await immunisations(t.cookie.parent, otherChild)).statusCode).toBe(404);
    const res = await record(
      { vaccine: 'dtap', doseNumber: 1, dateGiven: today },
      t.cookie.parent,
      otherChild,
    );
    expect(res.statusCode).toBe(404);
    const upload = await exemption({ kind: 'medical' }, undefined, t.cookie.parent, otherChild);
    expect(upload.statusCode).toBe(404);
  });
});

describe('exemptions', () => {
  it('a PDF exemption, verified, makes its vaccine exempt; the document only for family and staff', async () => {
    await born('2025-01-01');
    const created = await exemption({
      vaccine: 'mmr',
      kind: 'medical',
      notes: 'Allergy to gelatin',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ vaccine: 'mmr', kind: 'medical', verifiedAt: null });
    const id = created.json().id;
    const mmr = async () =>
      (await immunisations()).json().schedule.find((d: { vaccine: string }) => d.vaccine === 'mmr')
        .state;
    expect(await mmr()).toBe('overdue');
    const verified = await t.request({
      method: 'POST',
      url: `/api/children/${childId}/immunisation-exemptions/${id}/verification`,
      cookie: t.cookie.director,
    });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(await mmr()).toBe('exempt');

    const document = `/api/children/${childId}/immunisation-exemptions/${id}/document`;
    const mine = await get(document, t.cookie.parent);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toContain('application/pdf');
    expect(mine.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await get(document, t.cookie.teacher)).statusCode).toBe(200);
    expect((await get(document, t.cookie.parent2)).statusCode).toBe(404);
    await t.request({
      method: 'DELETE',
      url: document.replace('/document', ''),
      cookie: t.cookie.director,
    });
  });

  it('an exemption from every vaccine makes the child exempt', async () => {
    await born('2025-01-01');
    const created = await exemption({ vaccine: '', kind: 'personal' }, undefined, t.cookie.teacher);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().vaccine).toBeNull();
    const body = (await immunisations()).json();
    expect(body.status).toBe('exempt');
    expect(body.nextDue).toBeNull();
    const removed = await t.request({
      method: 'DELETE',
      url: `/api/children/${childId}/immunisation-exemptions/${created.json().id}`,
      cookie: t.cookie.teacher,
    });
    expect(removed.statusCode).toBe(204);
  });

  it('refuses a document that is not a PDF or an image by its bytes (415), or without a kind (400)', async () => {
    const text = await exemption(
      { kind: 'medical' },
      {
        name: 'exemption.pdf',
        type: 'application/pdf',
        bytes: Buffer.from('just text, not a PDF'),
      },
    );
    expect(text.statusCode).toBe(415);
    expect(text.json().code).toBe('errors.notAPdfOrImage');
    const noKind = await exemption({ vaccine: 'mmr' });
    expect(noKind.statusCode).toBe(400);
    expect(noKind.json().code).toBe('errors.exemptionKindRequired');
  });
});

describe("the directors' report", () => {
  it('lists a child with a dose missing; teachers and parents may not read it', async () => {
    await born('2026-08-01');
    const res = await get('/api/health/immunisation-report');
    expect(res.statusCode).toBe(200);
    const row = res.json().children.find((c: { childId: number }) => c.childId === childId);
    expect(row).toMatchObject({ status: 'overdue' });
    expect(row.missing).toEqual([
      {
        vaccine: 'dtap',
        doseNumber: 1,
        dueDate: '2026-10-01',
        overdueFrom: '2026-11-01',
        state: 'overdue',
      },
    ]);
    expect((await get('/api/health/immunisation-report', t.cookie.teacher)).statusCode).toBe(403);
    expect((await get('/api/health/immunisation-report/export', t.cookie.parent)).statusCode).toBe(
      403,
    );
  });

  it('downloads as CSV with formula-like names neutralised', async () => {
    await born('2026-08-01');
    const [before] = await t.database.db
      .select({ firstName: children.firstName, lastName: children.lastName })
      .from(children)
      .where(eq(children.id, childId));
    await t.database.db
      .update(children)
      .set({ firstName: '=HYPERLINK("x")', lastName: 'Doe' })
      .where(eq(children.id, childId));
    try {
      const res = await get('/api/health/immunisation-report/export');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/csv');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="immunisation-report-${today}.csv"`,
      );
      const lines = res.body.split('\r\n');
      expect(lines[0]).toBe('Child,Room,Date of birth,Vaccine,Dose,Due,Overdue from,State');
      expect(lines).toContain(
        `"'=HYPERLINK(""x"") Doe",${row(lines)},2026-08-01,"DTaP (diphtheria, tetanus, pertussis)",1,2026-10-01,2026-11-01,Overdue`,
      );
    } finally {
      await t.database.db.update(children).set(before!).where(eq(children.id, childId));
    }
  });
});

/** The room column of the neutralised child's line (whichever room the demo placed them in). */
function row(lines: string[]) {
  const line = lines.find((l) => l.startsWith(`"'=HYPERLINK`))!;
  return line.split(',')[1];
}
