import { consentFormKeys } from '../../contract/enrolment.ts';
import type { TestApp } from './test-app.ts';

/** Records the guardian and parent-account samples change (decision 062), each its own. */
export type GuardianIds = {
  /** An enrolled child with no guardian: its family link sample asks family 1's parent. */
  familyChildId: number;
  /** A child and the guardian (their own registration) a director removes. */
  custody: { childId: number; parentAccountId: number };
  /** Parent accounts of their own: one to correct and deactivate, one deactivated. */
  parents: { active: number; deactivated: number };
};

type Sample = { url?: string; body?: unknown };

/** A valid request for every guardian and parent-account change (route-samples.ts merges them). */
export const guardianSamples: Record<
  string,
  (ids: { guardians: GuardianIds; family1ChildId: number; family1ParentId: number }) => Sample
> = {
  'GET /api/children/:id/guardians': (ids) => ({
    url: `/api/children/${ids.family1ChildId}/guardians`,
  }),
  'POST /api/children/:id/guardians/invitations': (ids) => ({
    url: `/api/children/${ids.family1ChildId}/guardians/invitations`,
    body: {
      email: 'second.guardian@example.org',
      phoneNumber: '(555) 777-4321',
      relationship: 'guardian',
      language: 'fr',
    },
  }),
  'POST /api/children/:id/guardians/family': (ids) => ({
    url: `/api/children/${ids.guardians.familyChildId}/guardians/family`,
    body: { siblingId: ids.family1ChildId },
  }),
  'GET /api/children/:id/guardians/:parentAccountId/removal': (ids) => ({
    url: `/api/children/${ids.family1ChildId}/guardians/${ids.family1ParentId}/removal`,
  }),
  'POST /api/children/:id/guardians/:parentAccountId/remove': ({ guardians: { custody } }) => ({
    url: `/api/children/${custody.childId}/guardians/${custody.parentAccountId}/remove`,
    body: { payer: 'remove', reason: 'Court order' },
  }),
  'PUT /api/parent-accounts/:id': ({ guardians }) => ({
    url: `/api/parent-accounts/${guardians.parents.active}`,
    body: { firstName: 'Lena', lastName: 'Marsh', phoneNumber: '(555) 610-2020' },
  }),
  'POST /api/parent-accounts/:id/deactivate': ({ guardians }) => ({
    url: `/api/parent-accounts/${guardians.parents.active}/deactivate`,
  }),
  'POST /api/parent-accounts/:id/reactivate': ({ guardians }) => ({
    url: `/api/parent-accounts/${guardians.parents.deactivated}/reactivate`,
  }),
};

/** Makes them through the API, as the director and the invited parents would. */
export async function makeGuardianIds(t: TestApp, director: string): Promise<GuardianIds> {
  const call = async (method: 'POST' | 'GET', url: string, payload?: object) => {
    const res = await t.request({ method, url, cookie: director, payload });
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const enrol = async (firstName: string) => {
    const { id } = await call('POST', '/api/children', {
      firstName,
      lastName: 'Marsh',
      dateOfBirth: '2023-05-06',
      room: 'Toddler Room',
    });
    await call('POST', `/api/children/${id}/consents`, { forms: consentFormKeys });
    return id as number;
  };
  /** A parent who registers from an invitation for the child: their parent account's id. */
  const register = async (childId: number, email: string) => {
    const { invitationCode } = await call('POST', '/api/parent-invitations', {
      email,
      phoneNumber: '(555) 610-1010',
      childId,
    });
    const res = await t.request({
      method: 'POST',
      url: '/api/parent-accounts/register',
      remoteAddress: '10.77.0.1',
      payload: {
        firstName: 'Lena',
        lastName: 'Marsh',
        email,
        phoneNumber: '(555) 610-1010',
        address: '9 Quay Street',
        emergencyContactName: 'Ivo Marsh',
        emergencyContactPhone: '(555) 610-3030',
        password: 'marsh-family-42',
        confirmPassword: 'marsh-family-42',
        invitationCode,
      },
    });
    if (res.statusCode !== 201) throw new Error(`register: ${res.statusCode} ${res.body}`);
    const accounts: { id: number; email: string }[] = await call('GET', '/api/parent-accounts');
    return accounts.find((a) => a.email === email)!.id;
  };
  const custodyChild = await enrol('Otto');
  const custodyParent = await register(custodyChild, 'custody.sample@example.org');
  const active = await register(await enrol('Ada'), 'active.sample@example.org');
  const deactivated = await register(await enrol('Ines'), 'deactivated.sample@example.org');
  await call('POST', `/api/parent-accounts/${deactivated}/deactivate`);
  return {
    familyChildId: await enrol('Pia'),
    custody: { childId: custodyChild, parentAccountId: custodyParent },
    parents: { active, deactivated },
  };
}
