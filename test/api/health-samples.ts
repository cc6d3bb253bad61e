import { demo, type TestApp } from './test-app.ts';

/** Records the health-record samples change (decision 066), each principal its own. */
export type HealthIds = {
  /** Family 1's child's conditions: one for each principal that may change one. */
  conditions: Record<string, number>;
};

type Sample = { url?: string; body?: unknown; family1Record?: boolean };
type Ids = { health: HealthIds; family1ChildId: number; roomId: number };

export const sampleCondition = {
  kind: 'allergy',
  name: 'Sesame',
  severity: 'moderate',
  reaction: 'Rash around the mouth',
  action: 'Antihistamine, then call the parents',
  emergencyMedication: '',
  medicationLocation: '',
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
  'GET /api/health/rooms/:id/allergy-list': (ids) => ({
    url: `/api/health/rooms/${ids.roomId}/allergy-list`,
  }),
};

/** Makes them through the API, as staff would. */
export async function makeHealthIds(
  t: TestApp,
  director: string,
  family1ChildId: number,
): Promise<HealthIds> {
  const conditions: Record<string, number> = {};
  for (const email of [demo.director, demo.teacher, demo.parent]) {
    const res = await t.request({
      method: 'POST',
      url: `/api/children/${family1ChildId}/health/conditions`,
      cookie: director,
      payload: sampleCondition,
    });
    if (res.statusCode !== 201) throw new Error(`condition: ${res.statusCode} ${res.body}`);
    conditions[email] = res.json().id;
  }
  return { conditions };
}
