import { describe, expect, it } from 'vitest';
import { consentFormKeys } from '../../../contract/enrolment.ts';
import { testApp } from '../../../test/api/test-app.ts';
import { enrolChild } from '../../../test/api/fixtures.ts';

const t = testApp();
const { cookie } = t;

const get = (url: string, who: keyof typeof cookie = 'director') =>
  t.request({ method: 'GET', url, cookie: cookie[who] });
const send = (method: 'POST' | 'DELETE', url: string, payload?: object, who = 'director') =>
  t.request({ method, url, cookie: cookie[who as keyof typeof cookie], payload });
const ids = (res: { json(): { id: number }[] }) => res.json().map((c) => c.id);
const stats = async () => (await get('/api/dashboard/stats')).json();

describe('an enrolment in progress (a draft)', () => {
  it('is in no list, count or attendance until its consents are all recorded', async () => {
    const before = await stats();
    const id = await enrolChild(
      t,
      cookie.teacher!,
      { firstName: 'Dora', lastName: 'Draft' },
      {
        consents: false,
      },
    );
    expect(ids(await get('/api/children'))).not.toContain(id);
    // The enrolment steps still read it (step 2 and 3's pages).
    expect((await get(`/api/children/${id}`)).json()).toMatchObject({ id, parentName: 'TBD' });
    expect(await stats()).toEqual(before);
    const checkIn = await send('POST', '/api/attendance', {
      childId: id,
      checkInBy: 'Staff Member',
    });
    expect(checkIn.statusCode).toBe(404);

    const drafts = await get('/api/children/drafts', 'teacher');
    expect(drafts.json()).toContainEqual(
      expect.objectContaining({
        id,
        firstName: 'Dora',
        lastName: 'Draft',
        room: 'Toddler Room',
        consentsRecorded: 0,
        consentsTotal: 5,
      }),
    );

    await send('POST', `/api/children/${id}/consents`, { forms: consentFormKeys.slice(0, 4) });
    const partly = (await get('/api/children/drafts'))
      .json()
      .find((d: { id: number }) => d.id === id);
    expect(partly.consentsRecorded).toBe(4);
    expect(ids(await get('/api/children'))).not.toContain(id);

    // The fifth form finishes the enrolment: the child is one of the centre's from now on.
    await send('POST', `/api/children/${id}/consents`, { forms: [consentFormKeys[4]!] });
    expect(ids(await get('/api/children'))).toContain(id);
    expect(ids(await get('/api/children/drafts'))).not.toContain(id);
    expect((await stats()).totalChildren).toBe(before.totalChildren + 1);
    expect(
      (await send('POST', '/api/attendance', { childId: id, checkInBy: 'Staff Member' }))
        .statusCode,
    ).toBe(200);
  });

  it('is discarded by staff without the history warning; an enrolled child is not', async () => {
    const draft = await enrolChild(t, cookie.director!, { firstName: 'Ada' }, { consents: false });
    const enrolled = await enrolChild(t, cookie.director!, { firstName: 'Eli' });
    expect(
      (await send('DELETE', `/api/children/drafts/${enrolled}`, undefined, 'teacher')).statusCode,
    ).toBe(404);
    expect(ids(await get('/api/children'))).toContain(enrolled);
    expect(
      (await send('DELETE', `/api/children/drafts/${draft}`, undefined, 'teacher')).statusCode,
    ).toBe(204);
    expect(ids(await get('/api/children/drafts'))).not.toContain(draft);
    expect(
      (await send('DELETE', `/api/children/drafts/${draft}`, undefined, 'teacher')).statusCode,
    ).toBe(404);
  });

  it('is the staff’s: parents see no drafts and cannot discard one', async () => {
    const draft = await enrolChild(t, cookie.director!, { firstName: 'Ivy' }, { consents: false });
    expect((await get('/api/children/drafts', 'parent')).statusCode).toBe(403);
    expect(
      (await send('DELETE', `/api/children/drafts/${draft}`, undefined, 'parent')).statusCode,
    ).toBe(403);
  });
});
