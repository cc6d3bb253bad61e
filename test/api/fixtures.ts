import { and, eq } from 'drizzle-orm';
import { consentFormKeys } from '../../contract/enrolment.ts';
import { centreSettings, children } from '../../server/db/schema/index.ts';
import { multipartBody } from './multipart.ts';
import type { TestApp } from './test-app.ts';

// Records the API tests make again and again, made through the API as staff would.

type Sender = Pick<TestApp, 'request'>;

/** The id of a demo child, by name. */
export async function childIdByName(t: TestApp, firstName: string, lastName: string) {
  const [row] = await t.database.db
    .select({ id: children.id })
    .from(children)
    .where(and(eq(children.firstName, firstName), eq(children.lastName, lastName)));
  if (!row) throw new Error(`no child ${firstName} ${lastName}`);
  return row.id;
}

/** Enrolment steps 1 and 2: a child saved, with all five consents unless told otherwise. */
export async function enrolChild(
  t: Sender,
  cookie: string,
  child: { firstName?: string; lastName?: string; dateOfBirth?: string; room?: string } = {},
  options: { consents?: boolean; remoteAddress?: string } = {},
): Promise<number> {
  const { remoteAddress } = options;
  const res = await t.request({
    method: 'POST',
    url: '/api/children',
    cookie,
    remoteAddress,
    payload: {
      firstName: 'Mila',
      lastName: 'Stone',
      dateOfBirth: '2023-03-14',
      room: 'Toddler Room',
      ...child,
    },
  });
  if (res.statusCode !== 201) throw new Error(`enrol: ${res.statusCode} ${res.body}`);
  const id = res.json().id as number;
  if (options.consents ?? true)
    await t.request({
      method: 'POST',
      url: `/api/children/${id}/consents`,
      cookie,
      remoteAddress,
      payload: { forms: consentFormKeys },
    });
  return id;
}

/**
 * POST /api/children as sent, answered as the server answered it; when saved, its consents
 * are recorded too (step 2), so the child is enrolled rather than a draft.
 */
export async function createEnrolledChild(t: Sender, cookie: string | undefined, payload: object) {
  const res = await t.request({ method: 'POST', url: '/api/children', cookie, payload });
  if (res.statusCode === 201)
    await t.request({
      method: 'POST',
      url: `/api/children/${res.json().id}/consents`,
      cookie,
      payload: { forms: consentFormKeys },
    });
  return res;
}

export type Invitation = {
  id: number;
  invitationCode: string;
  childId: number;
  email: string;
  expiresAt: string;
};

/** Enrolment step 3: an invitation for `email` to be a guardian of the child. */
export async function inviteParent(
  t: Sender,
  cookie: string,
  invitation: { email: string; childId: number; phoneNumber?: string; language?: string },
  options: { remoteAddress?: string } = {},
): Promise<Invitation> {
  const res = await t.request({
    method: 'POST',
    url: '/api/parent-invitations',
    cookie,
    remoteAddress: options.remoteAddress,
    payload: { phoneNumber: '(555) 201-3040', ...invitation },
  });
  if (res.statusCode !== 201) throw new Error(`invite: ${res.statusCode} ${res.body}`);
  return res.json() as Invitation;
}

/** A multipart upload as the browser's FormData sends it: text fields, then the file. */
export function upload(
  t: Sender,
  cookie: string,
  url: string,
  fields: Record<string, string>,
  file?: { name: string; type: string; bytes: Buffer },
) {
  const { payload, contentType } = multipartBody(fields, file);
  return t.request({
    method: 'POST',
    url,
    cookie,
    payload,
    headers: { 'content-type': contentType },
  });
}

/**
 * Turns the unexpected-absence alert off, as a director can in Settings. Since open days
 * replaced the "nobody arrived means closed" rule (decision 073), a test that moves the clock
 * to another open day, on which the demo has no check-ins, would otherwise get the alert's
 * messages and e-mails among its own.
 */
export async function withoutAbsenceAlert(t: TestApp): Promise<void> {
  await t.database.db.update(centreSettings).set({ absenceAlertTime: '' });
}
