import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { alreadyAcknowledged, incidentResponse } from '../../../contract/incidents.ts';
import { auditLog, incidents } from '../../db/schema/index.ts';
import { testApp } from '../../../test/api/test-app.ts';

// The test clock: Wednesday 2026-11-18, 10:00 in New York.
const t = testApp();
const { cookie } = t;
const ids = { aarav: 0, jayden: 0 };
beforeAll(async () => {
  const kids = async (who: 'parent' | 'parent2') =>
    (await t.request({ method: 'GET', url: '/api/children', cookie: cookie[who] })).json();
  ids.aarav = (await kids('parent')).find((c: { firstName: string }) => c.firstName === 'Aarav').id;
  ids.jayden = (await kids('parent2'))[0].id;
});

/** A fresh incident about `childId`, so each test acknowledges its own. */
async function newIncident(childId: number) {
  const [row] = await t.database.db
    .insert(incidents)
    .values({ childId, date: '2026-11-17', time: '11:30', description: 'Fell off the slide' })
    .returning({ id: incidents.id });
  return row!.id;
}

const acknowledge = (id: number | string, payload: object, who?: keyof typeof cookie) =>
  t.request({
    method: 'POST',
    url: `/api/incidents/${id}/acknowledge`,
    payload,
    cookie: who && cookie[who],
  });

describe('POST /api/incidents/{id}/acknowledge', () => {
  it("records the parent's signature and time; staff lists show who acknowledged; audited", async () => {
    const id = await newIncident(ids.jayden); // Pending: not yet notified
    const res = await acknowledge(id, { signature: '  marcus   JOHNSON ' }, 'parent2');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(incidentResponse.safeParse(body).success).toBe(true);
    expect(body).toMatchObject({
      id,
      acknowledgedBy: 'Marcus Johnson',
      acknowledgedAt: t.clock.now().toISOString(),
      // Signed by a parent: no longer Pending beside Acknowledged.
      parentNotified: true,
    });
    const [row] = await t.database.db.select().from(incidents).where(eq(incidents.id, id));
    expect(row!.acknowledgedSignature).toBe('marcus   JOHNSON');
    expect(row!.parentNotifiedAt).toEqual(t.clock.now());
    const list = await t.request({ method: 'GET', url: '/api/incidents', cookie: cookie.director });
    const seen = list.json().find((i: { id: number }) => i.id === id);
    expect(seen).toMatchObject({ acknowledgedBy: 'Marcus Johnson' });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'incident'), eq(auditLog.entityId, String(id))));
    expect(audit.map((a) => a.action)).toEqual(['incident.acknowledge']);
  });

  it('refuses a second acknowledgement with 409', async () => {
    const id = await newIncident(ids.jayden);
    expect((await acknowledge(id, { signature: 'Marcus Johnson' }, 'parent2')).statusCode).toBe(
      200,
    );
    const again = await acknowledge(id, { signature: 'Marcus Johnson' }, 'parent2');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: 'This incident report has already been acknowledged',
      code: alreadyAcknowledged,
    });
  });

  it("answers 404 for another family's incident and for one that does not exist", async () => {
    const id = await newIncident(ids.aarav);
    const other = await acknowledge(id, { signature: 'Marcus Johnson' }, 'parent2');
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toBe('Incident not found');
    expect((await acknowledge(999999, { signature: 'Marcus Johnson' }, 'parent2')).json()).toEqual({
      message: 'Incident not found',
      code: 'errors.incidentNotFound',
    });
    const [row] = await t.database.db.select().from(incidents).where(eq(incidents.id, id));
    expect(row!.acknowledgedAt).toBeNull();
  });

  it('validates the signature: required, and it must be the parent’s own name', async () => {
    const id = await newIncident(ids.aarav);
    for (const payload of [{}, { signature: '   ' }]) {
      const res = await acknowledge(id, payload, 'parent');
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors.signature).toBe('Please type your full name to sign');
    }
    const wrong = await acknowledge(id, { signature: 'Marcus Johnson' }, 'parent');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors.signature).toBe(
      'The signature must be your full name as on your account: Priya Patel',
    );
    expect((await acknowledge(id, { signature: 'Priya Patel' }, 'parent')).statusCode).toBe(200);
  });

  it('is for parents only: staff 403, anonymous 401', async () => {
    const id = await newIncident(ids.jayden);
    const payload = { signature: 'Dana Whitfield' };
    expect((await acknowledge(id, payload, 'director')).statusCode).toBe(403);
    expect((await acknowledge(id, payload, 'teacher')).statusCode).toBe(403);
    expect((await acknowledge(id, payload)).statusCode).toBe(401);
  });
});
