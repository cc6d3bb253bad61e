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
};

/** Makes them through the API, as family 1's parent and the director would. */
export async function makeHealthIds(
  t: TestApp,
  director: string,
  ids: { family1ChildId: number; staffId: number; image: Buffer },
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
  return { conditions, medications: { labelled, acceptable, accepted }, doseId: dose.id };
}
