import { multipartBody } from './multipart.ts';
import { demo, type TestApp } from './test-app.ts';

/** Records the hand-over samples change (decision 065), each principal its own to remove. */
export type HandoverIds = {
  /** A person on family 1's child's list, with a photo (kept: its photo is read, replaced). */
  personId: number;
  /** Per signed-in e-mail: a person, an absence to remove; a restriction and a pass to end. */
  removablePeople: Record<string, number>;
  removableAbsences: Record<string, number>;
  restrictionId: number;
  /** A restriction kept in force, with a document (replaced by the upload sample). */
  keptRestrictionId: number;
  passId: number;
};

type Sample = {
  url?: string;
  body?: unknown;
  query?: string;
  file?: { name: string; type: string; bytes: Buffer };
  family1Record?: boolean;
};
type Ids = { handover: HandoverIds; family1ChildId: number; image: Buffer };

const own = (table: Record<string, number>, email: string) => table[email] ?? table[demo.director]!;
/** A different day per principal, so each one's report is new. */
const absenceDay: Record<string, string> = {
  [demo.director]: '2026-11-23',
  [demo.teacher]: '2026-11-24',
  [demo.parent]: '2026-11-25',
};

/** A valid request for every hand-over route (route-samples.ts merges them). */
export const handoverSamples: Record<string, (ids: Ids, who: { email: string }) => Sample> = {
  'GET /api/children/:id/pickup': (ids) => ({
    url: `/api/children/${ids.family1ChildId}/pickup`,
    family1Record: true,
  }),
  'POST /api/children/:id/pickup/people': (ids) => ({
    url: `/api/children/${ids.family1ChildId}/pickup/people`,
    body: { name: 'Rosa Patel', relationship: 'grandmother', phone: '(555) 310-4444' },
    family1Record: true,
  }),
  'PUT /api/children/:id/pickup/people/:personId': (ids) => ({
    url: `/api/children/${ids.family1ChildId}/pickup/people/${ids.handover.personId}`,
    body: { name: 'Mira Patel', relationship: 'aunt', phone: '(555) 310-5556', idLast4: 'A1B2' },
    family1Record: true,
  }),
  'DELETE /api/children/:id/pickup/people/:personId': (ids, who) => ({
    url: `/api/children/${ids.family1ChildId}/pickup/people/${own(ids.handover.removablePeople, who.email)}`,
    family1Record: true,
  }),
  'PUT /api/children/:id/pickup/people/:personId/photo': (ids) => ({
    url: `/api/children/${ids.family1ChildId}/pickup/people/${ids.handover.personId}/photo`,
    file: { name: 'mira.png', type: 'image/png', bytes: ids.image },
    family1Record: true,
  }),
  'GET /api/children/:id/pickup/people/:personId/photo': (ids) => ({
    url: `/api/children/${ids.family1ChildId}/pickup/people/${ids.handover.personId}/photo`,
  }),
  'POST /api/children/:id/pickup/restrictions': (ids) => ({
    url: `/api/children/${ids.family1ChildId}/pickup/restrictions`,
    body: { name: 'Dan Ward', note: 'Court order of 2 May 2026' },
  }),
  'DELETE /api/children/:id/pickup/restrictions/:restrictionId': (ids) => ({
    url: `/api/children/${ids.family1ChildId}/pickup/restrictions/${ids.handover.restrictionId}`,
  }),
  'PUT /api/children/:id/pickup/restrictions/:restrictionId/document': (ids) => ({
    url: `/api/children/${ids.family1ChildId}/pickup/restrictions/${ids.handover.keptRestrictionId}/document`,
    file: { name: 'order.png', type: 'image/png', bytes: ids.image },
  }),
  'GET /api/children/:id/pickup/restrictions/:restrictionId/document': (ids) => ({
    url: `/api/children/${ids.family1ChildId}/pickup/restrictions/${ids.handover.keptRestrictionId}/document`,
  }),
  'POST /api/children/:id/pickup/passes': (ids) => ({
    url: `/api/children/${ids.family1ChildId}/pickup/passes`,
    body: { name: 'Sam Lee', relationship: 'neighbour', fromDate: '2026-11-20' },
    family1Record: true,
  }),
  'DELETE /api/children/:id/pickup/passes/:passId': (ids) => ({
    url: `/api/children/${ids.family1ChildId}/pickup/passes/${ids.handover.passId}`,
    family1Record: true,
  }),
  // Kiosk PINs of people on the list (decision 072): the kept person (a phone of their own).
  'POST /api/children/:id/pickup/people/:personId/kiosk-pin': (ids) => ({
    url: `/api/children/${ids.family1ChildId}/pickup/people/${ids.handover.personId}/kiosk-pin`,
    family1Record: true,
  }),
  'DELETE /api/children/:id/pickup/people/:personId/kiosk-pin': (ids) => ({
    url: `/api/children/${ids.family1ChildId}/pickup/people/${ids.handover.personId}/kiosk-pin`,
    family1Record: true,
  }),
  'GET /api/pickup/approvers': () => ({}),
  'GET /api/unexpected-absences': () => ({}),
  'GET /api/absences': (ids) => ({ query: `childId=${ids.family1ChildId}`, family1Record: true }),
  'POST /api/children/:id/absences': (ids, who) => ({
    url: `/api/children/${ids.family1ChildId}/absences`,
    body: { fromDate: absenceDay[who.email] ?? '2026-11-26', reason: 'sick', note: 'A cold' },
    family1Record: true,
  }),
  'DELETE /api/children/:id/absences/:absenceId': (ids, who) => ({
    url: `/api/children/${ids.family1ChildId}/absences/${own(ids.handover.removableAbsences, who.email)}`,
    family1Record: true,
  }),
};

/** Makes them through the API, as the director and family 1's parent would. */
export async function makeHandoverIds(
  t: TestApp,
  family1ChildId: number,
  image: Buffer,
): Promise<HandoverIds> {
  const cookies = {
    [demo.director]: await t.login(demo.director),
    [demo.teacher]: await t.login(demo.teacher),
    [demo.parent]: await t.login(demo.parent),
  };
  const director = cookies[demo.director]!;
  const parent = cookies[demo.parent]!;
  const base = `/api/children/${family1ChildId}`;
  const call = async (url: string, cookie: string, payload: object) => {
    const res = await t.request({ method: 'POST', url, cookie, payload });
    if (res.statusCode >= 300) throw new Error(`POST ${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const person = (cookie: string, name: string) =>
    call(`${base}/pickup/people`, cookie, { name, relationship: 'aunt', phone: '(555) 310-5555' });
  const kept = await person(parent, 'Mira Patel');
  const { payload, contentType } = multipartBody(
    {},
    { name: 'mira.png', type: 'image/png', bytes: image },
  );
  const photo = await t.request({
    method: 'PUT',
    url: `${base}/pickup/people/${kept.id}/photo`,
    cookie: parent,
    payload,
    headers: { 'content-type': contentType },
  });
  if (photo.statusCode !== 200) throw new Error(`photo: ${photo.statusCode} ${photo.body}`);
  // A kiosk PIN (decision 072), so that withdrawing it changes something to audit.
  await call(`${base}/pickup/people/${kept.id}/kiosk-pin`, parent, {});
  const removablePeople: Record<string, number> = {};
  const removableAbsences: Record<string, number> = {};
  let day = 1;
  for (const [email, cookie] of Object.entries(cookies)) {
    removablePeople[email] = (await person(cookie!, `Removable ${email}`)).id;
    const [absence] = await call(`${base}/absences`, cookie!, {
      fromDate: `2026-12-0${day++}`,
      reason: 'holiday',
    });
    removableAbsences[email] = absence.id;
  }
  const restriction = await call(`${base}/pickup/restrictions`, director, {
    name: 'Lifted Person',
  });
  const order = await call(`${base}/pickup/restrictions`, director, { name: 'Kept Person' });
  const file = multipartBody({}, { name: 'order.png', type: 'image/png', bytes: image });
  const attached = await t.request({
    method: 'PUT',
    url: `${base}/pickup/restrictions/${order.id}/document`,
    cookie: director,
    payload: file.payload,
    headers: { 'content-type': file.contentType },
  });
  if (attached.statusCode !== 200)
    throw new Error(`document: ${attached.statusCode} ${attached.body}`);
  const pass = await call(`${base}/pickup/passes`, parent, {
    name: 'Ending Pass',
    relationship: 'friend',
    fromDate: '2026-11-18',
  });
  return {
    personId: kept.id,
    removablePeople,
    removableAbsences,
    restrictionId: restriction.id,
    keptRestrictionId: order.id,
    passId: pass.id,
  };
}
