import { multipartBody } from './multipart.ts';
import { demo, type TestApp } from './test-app.ts';

/** Records the health-record samples change (decision 066), each principal its own. */
export type HealthIds = {
  /** Family 1's child's conditions: one for each principal that may change one. */
  conditions: Record<string, number>;
  /** Family 1's medications: one with a label, never accepted; one to accept; one accepted. */
  medications: { labelled: number; acceptable: number; accepted: number };
  /** A dose of the accepted one, to correct. */
  doseId: number;
  /** Family 1's immunisation entries: one to remove per principal that may; one to verify. */
  immunisations: Record<string, number>;
  verifiableImmunisation: number;
  /** Family 1's exemptions, the same way. */
  exemptions: Record<string, number>;
  verifiableExemption: number;
  /** The centre's schedule, which the sample saves back unchanged. */
  schedule: unknown[];
};

type Sample = {
  url?: string;
  body?: unknown;
  family1Record?: boolean;
  file?: { name: string; type: string; bytes: Buffer };
};
type Ids = {
  health: HealthIds;
  family1ChildId: number;
  roomId: number;
  staffId: number;
  image: Buffer;
  pdf: Buffer;
};

export const sampleCondition = {
  kind: 'allergy',
  name: 'Sesame',
  severity: 'moderate',
  reaction: 'Rash around the mouth',
  action: 'Antihistamine, then call the parents',
  emergencyMedication: '',
  medicationLocation: '',
};

/** An "as needed" authorisation: any number of doses today, so every principal's is inside it. */
export const sampleMedication = {
  name: 'Cetirizine',
  doseAmount: 2.5,
  doseUnit: 'ml',
  route: 'oral',
  schedule: 'asNeeded',
  asNeededCondition: 'Hay fever',
  maxDosesPerDay: 12,
  startDate: '2026-11-01',
  endDate: '2026-12-31',
  prescriber: 'Dr. Chen',
  signatureName: 'Priya Patel',
};

/**
 * Each principal records a different dose of Hib (a dose is unique per child), past the
 * schedule's so the demo's own records never collide.
 */
const doseNumberOf = (who: { email: string }) =>
  ({ [demo.director]: 6, [demo.teacher]: 7, [demo.parent]: 8 })[who.email] ?? 9;
const ownOr = (records: Record<string, number>, who: { email: string }) =>
  records[who.email] ?? records[demo.parent]!;
const sampleExemptionFile = (pdf: Buffer) => ({
  name: 'exemption.pdf',
  type: 'application/pdf',
  bytes: pdf,
});

/** The condition a principal changes (another family's parent is sent family 1's: 404). */
const conditionOf = (ids: Ids, who: { email: string }) =>
  ids.health.conditions[who.email] ?? ids.health.conditions[demo.parent]!;

/** A valid request for every health-record route (route-samples.ts merges them). */
export const healthSamples: Record<string, (ids: Ids, who: { email: string }) => Sample> = {
  'GET /api/children/:id/health': (ids) => ({
    url: `/api/children/${ids.family1ChildId}/health`,
    family1Record: true,
  }),
  'POST /api/children/:id/health/conditions': (ids) => ({
    url: `/api/children/${ids.family1ChildId}/health/conditions`,
    body: sampleCondition,
    family1Record: true,
  }),
  'PUT /api/children/:id/health/conditions/:conditionId': (ids, who) => ({
    url: `/api/children/${ids.family1ChildId}/health/conditions/${conditionOf(ids, who)}`,
    body: { ...sampleCondition, severity: 'severe' },
    family1Record: true,
  }),
  'DELETE /api/children/:id/health/conditions/:conditionId': (ids, who) => ({
    url: `/api/children/${ids.family1ChildId}/health/conditions/${conditionOf(ids, who)}`,
    family1Record: true,
  }),
  'GET /api/health/alerts': () => ({}),
  'GET /api/health/due-doses': () => ({}),
  'POST /api/children/:id/medications': (ids) => ({
    url: `/api/children/${ids.family1ChildId}/medications`,
    body: sampleMedication,
    family1Record: true,
  }),
  'PUT /api/children/:id/medications/:medicationId/label': (ids) => ({
    url: `/api/children/${ids.family1ChildId}/medications/${ids.health.medications.labelled}/label`,
    file: { name: 'label.png', type: 'image/png', bytes: ids.image },
    family1Record: true,
  }),
  'GET /api/children/:id/medications/:medicationId/label': (ids) => ({
    url: `/api/children/${ids.family1ChildId}/medications/${ids.health.medications.labelled}/label`,
    family1Record: true,
  }),
  'POST /api/children/:id/medications/:medicationId/acceptance': (ids) => ({
    url: `/api/children/${ids.family1ChildId}/medications/${ids.health.medications.acceptable}/acceptance`,
  }),
  'POST /api/children/:id/medications/:medicationId/doses': (ids) => ({
    url: `/api/children/${ids.family1ChildId}/medications/${ids.health.medications.accepted}/doses`,
    body: { time: '09:00', amount: 2.5, givenByStaffId: ids.staffId, notes: 'After snack' },
  }),
  'POST /api/children/:id/medications/:medicationId/doses/:doseId/corrections': (ids) => ({
    url: `/api/children/${ids.family1ChildId}/medications/${ids.health.medications.accepted}/doses/${ids.health.doseId}/corrections`,
    body: { notGiven: true, reason: 'Logged twice' },
  }),
  'GET /api/health/rooms/:id/allergy-list': (ids) => ({
    url: `/api/health/rooms/${ids.roomId}/allergy-list`,
  }),
  'GET /api/children/:id/immunisations': (ids) => ({
    url: `/api/children/${ids.family1ChildId}/immunisations`,
    family1Record: true,
  }),
  'POST /api/children/:id/immunisations': (ids, who) => ({
    url: `/api/children/${ids.family1ChildId}/immunisations`,
    body: { vaccine: 'hib', doseNumber: doseNumberOf(who), dateGiven: '2026-11-10' },
    family1Record: true,
  }),
  'DELETE /api/children/:id/immunisations/:immunisationId': (ids, who) => ({
    url: `/api/children/${ids.family1ChildId}/immunisations/${ownOr(ids.health.immunisations, who)}`,
    family1Record: true,
  }),
  'POST /api/children/:id/immunisations/:immunisationId/verification': (ids) => ({
    url: `/api/children/${ids.family1ChildId}/immunisations/${ids.health.verifiableImmunisation}/verification`,
  }),
  'POST /api/children/:id/immunisation-exemptions': (ids) => ({
    url: `/api/children/${ids.family1ChildId}/immunisation-exemptions`,
    body: { vaccine: 'varicella', kind: 'medical' },
    file: sampleExemptionFile(ids.pdf),
    family1Record: true,
  }),
  'GET /api/children/:id/immunisation-exemptions/:exemptionId/document': (ids) => ({
    url: `/api/children/${ids.family1ChildId}/immunisation-exemptions/${ids.health.verifiableExemption}/document`,
    family1Record: true,
  }),
  'DELETE /api/children/:id/immunisation-exemptions/:exemptionId': (ids, who) => ({
    url: `/api/children/${ids.family1ChildId}/immunisation-exemptions/${ownOr(ids.health.exemptions, who)}`,
    family1Record: true,
  }),
  'POST /api/children/:id/immunisation-exemptions/:exemptionId/verification': (ids) => ({
    url: `/api/children/${ids.family1ChildId}/immunisation-exemptions/${ids.health.verifiableExemption}/verification`,
  }),
  'GET /api/health/immunisation-schedule': () => ({}),
  'PUT /api/health/immunisation-schedule': (ids) => ({ body: { doses: ids.health.schedule } }),
  'GET /api/health/immunisation-report': () => ({}),
  'GET /api/health/immunisation-report/export': () => ({}),
};

/** Makes them through the API, as family 1's parent and the director would. */
export async function makeHealthIds(
  t: TestApp,
  director: string,
  ids: { family1ChildId: number; staffId: number; image: Buffer; pdf: Buffer },
): Promise<HealthIds> {
  const parent = await t.login(demo.parent);
  const send = async (url: string, cookie: string, payload?: object) => {
    const res = await t.request({ method: 'POST', url, cookie, payload });
    if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const child = `/api/children/${ids.family1ChildId}`;
  const conditions: Record<string, number> = {};
  for (const email of [demo.director, demo.teacher, demo.parent])
    conditions[email] = (await send(`${child}/health/conditions`, director, sampleCondition)).id;
  const medication = async () => (await send(`${child}/medications`, parent, sampleMedication)).id;
  const labelled = await medication();
  const body = multipartBody({}, { name: 'label.png', type: 'image/png', bytes: ids.image });
  const label = await t.request({
    method: 'PUT',
    url: `${child}/medications/${labelled}/label`,
    cookie: parent,
    payload: body.payload,
    headers: { 'content-type': body.contentType },
  });
  if (label.statusCode !== 200) throw new Error(`label: ${label.statusCode} ${label.body}`);
  const acceptable = await medication();
  const accepted = await medication();
  await send(`${child}/medications/${accepted}/acceptance`, director);
  const dose = await send(`${child}/medications/${accepted}/doses`, director, {
    time: '08:30',
    amount: 2.5,
    givenByStaffId: ids.staffId,
  });
  // Immunisations: the director's entries count at once; the parent's await verification,
  // so the parent may remove theirs.
  const immunisations: Record<string, number> = {};
  let doseNumber = 6;
  const immunisation = async (cookie: string) =>
    (
      await send(`${child}/immunisations`, cookie, {
        vaccine: 'pcv',
        doseNumber: doseNumber++,
        dateGiven: '2026-11-02',
      })
    ).id as number;
  for (const email of [demo.director, demo.teacher])
    immunisations[email] = await immunisation(director);
  immunisations[demo.parent] = await immunisation(parent);
  const verifiableImmunisation = await immunisation(parent);
  const exemption = async (cookie: string) => {
    const form = multipartBody(
      { vaccine: 'influenza', kind: 'personal' },
      sampleExemptionFile(ids.pdf),
    );
    const res = await t.request({
      method: 'POST',
      url: `${child}/immunisation-exemptions`,
      cookie,
      payload: form.payload,
      headers: { 'content-type': form.contentType },
    });
    if (res.statusCode !== 201) throw new Error(`exemption: ${res.statusCode} ${res.body}`);
    return res.json().id as number;
  };
  const exemptions: Record<string, number> = {};
  for (const email of [demo.director, demo.teacher]) exemptions[email] = await exemption(director);
  exemptions[demo.parent] = await exemption(parent);
  const verifiableExemption = await exemption(parent);
  const schedule = await t.request({
    method: 'GET',
    url: '/api/health/immunisation-schedule',
    cookie: director,
  });
  return {
    conditions,
    medications: { labelled, acceptable, accepted },
    doseId: dose.id,
    immunisations,
    verifiableImmunisation,
    exemptions,
    verifiableExemption,
    schedule: schedule.json().doses,
  };
}
