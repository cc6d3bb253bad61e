import { demo, type TestApp } from './test-app.ts';

/** Records the room-day samples change (decision 068). */
export type RoomLogIds = {
  /** A meal entry of family 1's child, to correct. */
  entryId: number;
  /** Per staff e-mail, an event that account logged just now, to undo. */
  undoableGroups: Record<string, number>;
};

type Sample = { url?: string; body?: unknown; query?: string; family1Record?: boolean };
type Ids = { roomLog: RoomLogIds; family1ChildId: number; roomId: number };

/** Each account's own device id, so one account's sample never names another's event. */
const actionIdOf = (email: string) => `sample-${email.replace(/[^A-Za-z0-9]/g, '-')}`.slice(0, 64);

export async function makeRoomLogIds(t: TestApp, family1ChildId: number): Promise<RoomLogIds> {
  const log = async (email: string, clientActionId: string) => {
    const res = await t.request({
      method: 'POST',
      url: '/api/room-log/entries',
      cookie: await t.login(email),
      payload: {
        clientActionId,
        childIds: [family1ChildId],
        kind: 'meal',
        text: 'Rice',
        choice: 'all',
      },
    });
    if (res.statusCode !== 201) throw new Error(`log: ${res.statusCode} ${res.body}`);
    return res.json() as { groupId: number; entries: { id: number }[] };
  };
  const meal = await log(demo.director, 'sample-correctable-meal');
  const undoableGroups: Record<string, number> = {};
  for (const email of [demo.director, demo.teacher])
    undoableGroups[email] = (await log(email, `${actionIdOf(email)}-undo`)).groupId;
  return { entryId: meal.entries[0]!.id, undoableGroups };
}

/** A valid request for every room-day route (route-samples.ts merges them). */
export const roomLogSamples: Record<string, (ids: Ids, who: { email: string }) => Sample> = {
  'GET /api/room-day': (ids) => ({ query: `roomId=${ids.roomId}` }),
  'POST /api/room-log/entries': (ids, who) => ({
    body: {
      clientActionId: actionIdOf(who.email),
      childIds: [ids.family1ChildId],
      kind: 'meal',
      text: 'Pasta with tomato sauce',
      choice: 'most',
    },
  }),
  'DELETE /api/room-log/groups/:id': (ids, who) => ({
    url: `/api/room-log/groups/${ids.roomLog.undoableGroups[who.email] ?? ids.roomLog.undoableGroups[demo.director]}`,
  }),
  'POST /api/room-log/entries/:id/corrections': (ids) => ({
    url: `/api/room-log/entries/${ids.roomLog.entryId}/corrections`,
    body: { reason: 'She left half of it', text: 'Rice', choice: 'some' },
  }),
  'GET /api/room-log/entries': (ids) => ({
    query: `childId=${ids.family1ChildId}`,
    family1Record: true,
  }),
  'POST /api/room-day/reports': (ids) => ({
    body: {
      childId: ids.family1ChildId,
      meals: 'Lunch: pasta (most)',
      naps: '12:30–14:00',
      activities: 'Painting',
      mood: 'happy',
      notes: '',
    },
  }),
  'GET /api/room-log/settings': () => ({}),
  'PUT /api/room-log/settings': () => ({
    body: { familyView: 'live', bottleUnit: 'ml', infantSheetMonths: 18 },
  }),
};
