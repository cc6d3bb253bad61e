import type { LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { multipartBody } from './multipart.ts';
import { consentFormKeys } from '../../contract/enrolment.ts';
import { startMjpegCamera } from './mjpeg-camera.ts';
import { isPermitted } from '../../contract/permissions.ts';
import {
  centreClosures,
  jobs,
  passwordResets,
  staff,
  staffInvitations,
  users,
} from '../../server/db/schema/index.ts';
import { hashPassword } from '../../server/lib/passwords.ts';
import { sha256 } from '../../server/lib/tokens.ts';
import { enqueue } from '../../server/lib/jobs/job-queue.ts';
import { renderPdf } from '../../server/lib/files/pdf.ts';
import type { RouteAccess } from '../../server/types.ts';
import { billingSamples, type BillingIds, makeBillingIds } from './billing-samples.ts';
import { guardianSamples, type GuardianIds, makeGuardianIds } from './guardian-samples.ts';
import { healthSamples, type HealthIds, makeHealthIds } from './health-samples.ts';
import { handoverSamples, type HandoverIds, makeHandoverIds } from './handover-samples.ts';
import { makeRoomLogIds, type RoomLogIds, roomLogSamples } from './room-log-samples.ts';
import { makeTwoStepIds, twoStepSamples, type TwoStepIds } from './two-step-samples.ts';
import { kioskSamples, type KioskIds, makeKioskIds } from './kiosk-samples.ts';
import { makePasskeyIds, type PasskeyIds, passkeySamples } from './passkey-samples.ts';
import { demo, type TestApp } from './test-app.ts';

/**
 * A valid request for every API route, about real records: what a legitimate caller would
 * send. Tests that walk every route (the authorization matrix, the path-spelling walk) send
 * these, so an answer other than 401/403/404 means the handler really ran on real data; an
 * invalid body answered with 400 could otherwise hide a missing check.
 *
 * `family1` is parent@example.com's family (Priya Patel); the other family's parent
 * (parent2@example.com) must never reach its records.
 */
export type RouteIds = {
  family1ChildId: number;
  family1IncidentId: number;
  family1DailyReportId: number;
  staffId: number;
  roomId: number;
  /** A room of its own with no children, to archive (its children would go to `roomId`). */
  archivableRoomId: number;
  eventId: number;
  removableEventId: number;
  removableChildId: number;
  /** Children enrolled for the record changes of decision 061: edited, moved, withdrawn. */
  editableChildId: number;
  movableChildId: number;
  withdrawableChildId: number;
  /** A child removed (withdrawn yesterday), to re-enrol. */
  withdrawnChildId: number;
  /** A child saved at enrolment step 1 only (a draft), to discard. */
  draftChildId: number;
  /** Another draft, whose consents the samples record. */
  consentDraftId: number;
  removableStaffId: number;
  uncheckedChildId: number;
  revocableInvitationId: number;
  resendableInvitationId: number;
  registrationCode: string;
  /** A password link of an account of its own (using it ends only that account's sessions). */
  passwordResetToken: string;
  /** Family 1's parent account (parent@example.com). */
  family1ParentId: number;
  /** Staff members' sign-ins (issue 38): see makeStaffLogins. */
  staffLogins: StaffLoginIds;
  acceptableCode: string;
  failedJobId: number;
  /** A conversation of the centre with family 1, opened with an urgent message. */
  family1ThreadId: number;
  /** A message to all families: one broadcast in the staff inbox. */
  broadcastId: number;
  /** That urgent message (family 1's parent received it) and family 1's reply (staff did). */
  toFamily1MessageId: number;
  fromFamily1MessageId: number;
  /** A small PNG, for routes that take an image. */
  image: Buffer;
  /** A small real PDF, for routes that take a document. */
  pdf: Buffer;
  /** A gallery photo naming a family-1 child (its file paths too), and one to delete. */
  family1Photo: { id: number; filePath: string; thumbnailPath: string };
  removablePhotoId: number;
  /** A tax document addressed to family 1's parent, and one to delete. */
  family1Document: { id: number; filePath: string };
  removableDocumentId: number;
  backupName: string;
  /**
   * Cameras in family 1's room, online (the health check found them): one to look at and
   * edit, one whose picture is a short stream (the relay's answer ends), one nobody watches
   * yet (to start watching), and one to remove.
   */
  cameras: { family1: number; shortStream: number; unwatched: number; removable: number };
  /** Each account's own live session on `cameras.family1`, and on `cameras.shortStream`. */
  cameraSessions: Record<string, number>;
  streamSessions: Record<string, number>;
  /** Each demo account's own name: a profile sample keeps it (an incident is signed with it). */
  names: Record<string, { firstName: string; lastName: string }>;
  /**
   * The milestone catalogue's first category and milestones: one to record for family 1's
   * child, one to edit; family 1's child's recorded milestone, and one to remove.
   */
  milestones: {
    categoryId: number;
    recordTemplateId: number;
    editTemplate: Record<string, unknown> & { id: number };
    family1MilestoneId: number;
    removableMilestoneId: number;
  };
  /** The demo family's payer, account, an invoice and a payment; late fees to decide. */
  billing: BillingIds;
  /** Children, guardians and parent accounts the guardian samples change (decision 062). */
  guardians: GuardianIds;
  /** Health records the samples change (decision 066). */
  health: HealthIds;
  /** A session of the director's own besides the walk's, for the walk to sign out (067). */
  otherSessionId: number;
  /** Pick-up lists, restrictions, passes and absences of family 1's child (decision 065). */
  handover: HandoverIds;
  /** Room-day entries the samples undo and correct (decision 068). */
  roomLog: RoomLogIds;
  /** Two-step sign-in's set-ups and second steps (decision 069). */
  twoStep: TwoStepIds;
  /** The door kiosk (decision 070): a paired kiosk, a PIN, visits to sign with. */
  kiosk: KioskIds;
  /** A closure of the centre not over yet, to remove (decision 073). */
  removableClosureId: number;
  /** Passkeys (decision 071): challenges, keys, accounts at their second step. */
  passkeys: PasskeyIds;
};

export type SampleRequest = {
  /** The concrete path, e.g. /api/children/12 */
  url: string;
  /** The query string without '?', when the route takes one. */
  query?: string;
  body?: unknown;
  /** A file upload: sent as multipart/form-data with `body` as its text fields. */
  file?: { name: string; type: string; bytes: Buffer };
  /**
   * The route is about a family-1 record: whoever reaches only a scope of the route's action
   * (contract/permissions.ts) gets it if they are family 1's parent, else 404.
   */
  family1Record?: boolean;
  /** Headers of its own (the second step's cookie); a walker's session cookie replaces it. */
  headers?: Record<string, string>;
};

type SampleFor = (
  ids: RouteIds,
  who: { email: string },
) => Omit<SampleRequest, 'url'> & {
  url?: string;
};

const child = {
  firstName: 'Mila',
  lastName: 'Okafor',
  dateOfBirth: '2024-03-02',
  room: 'Toddler Room',
  allergies: 'None',
};
const event = {
  title: 'Pumpkin patch visit',
  date: '2026-12-02',
  time: '10:00 AM',
  description: 'Bring boots',
  type: 'field-trip',
  participants: 'Preschool Room',
};
const newStaff = (n: string) => ({
  firstName: 'Rosa',
  lastName: `Lind${n}`,
  role: 'Assistant Teacher',
  room: 'Toddler Room',
  phone: '(555) 301-0101',
  email: `rosa.lind${n}@example.org`,
});
const invitation = (email: string, childId: number) => ({
  email,
  phoneNumber: '(555) 777-1234',
  childId,
});

/** Keyed by `METHOD pattern`, as the app registered the route. */
export const routeSamples: Record<string, SampleFor> = {
  'GET /api/health': () => ({}),
  'GET /api/centre': () => ({}),
  'GET /api/docs': () => ({}),
  'GET /api/docs/json': () => ({}),
  'GET /api/docs/yaml': () => ({}),
  'GET /api/docs/static/index.html': () => ({}),
  'GET /api/docs/static/swagger-initializer.js': () => ({}),
  'GET /api/docs/static/*': () => ({ url: '/api/docs/static/swagger-ui.css' }),
  'POST /api/auth/staff/login': () => ({
    body: { email: demo.director, password: demo.password, rememberMe: false },
  }),
  'POST /api/auth/parent/login': () => ({
    body: { email: demo.parent, password: demo.password, rememberMe: false },
  }),
  'POST /api/auth/logout': () => ({}),
  'GET /api/auth/me': () => ({}),
  'GET /api/auth/session': () => ({}),
  'POST /api/auth/password-reset/request': (_ids, who) => ({ body: { email: who.email } }),
  'GET /api/auth/password-reset/:token': (ids) => ({
    url: `/api/auth/password-reset/${ids.passwordResetToken}`,
  }),
  'POST /api/auth/password-reset': (ids) => ({
    body: {
      token: ids.passwordResetToken,
      password: 'a-new-secret-2',
      confirmPassword: 'a-new-secret-2',
    },
  }),
  'GET /api/staff/logins': () => ({}),
  'POST /api/staff/:id/invitation': (ids) => ({
    url: `/api/staff/${ids.staffLogins.invitable}/invitation`,
    body: { role: 'staff', language: 'es' },
  }),
  'DELETE /api/staff/:id/invitation': (ids) => ({
    url: `/api/staff/${ids.staffLogins.invited}/invitation`,
  }),
  'POST /api/staff/:id/deactivate': (ids) => ({
    url: `/api/staff/${ids.staffLogins.active}/deactivate`,
  }),
  'POST /api/staff/:id/reactivate': (ids) => ({
    url: `/api/staff/${ids.staffLogins.deactivated}/reactivate`,
  }),
  'PUT /api/staff/:id/login-role': (ids) => ({
    url: `/api/staff/${ids.staffLogins.active}/login-role`,
    body: { role: 'director' },
  }),
  'GET /api/staff-invitations/:token': (ids) => ({
    url: `/api/staff-invitations/${ids.staffLogins.token}`,
  }),
  'POST /api/staff-invitations/accept': (ids) => ({
    body: {
      token: ids.staffLogins.token,
      password: 'a-new-secret-3',
      confirmPassword: 'a-new-secret-3',
    },
  }),
  'POST /api/staff/:id/password-reset': (ids) => ({
    url: `/api/staff/${ids.staffId}/password-reset`,
  }),
  'POST /api/parent-accounts/:id/password-reset': (ids) => ({
    url: `/api/parent-accounts/${ids.family1ParentId}/password-reset`,
  }),
  'GET /api/profile': () => ({}),
  'GET /api/account/sessions': () => ({}),
  'DELETE /api/account/sessions/:id': (ids) => ({
    url: `/api/account/sessions/${ids.otherSessionId}`,
  }),
  'POST /api/account/sessions/end-others': () => ({}),
  'PUT /api/profile': (ids, who) => ({
    body: {
      ...ids.names[who.email],
      email: who.email,
      phone: '(555) 444-1212',
      address: '12 Elm Street',
    },
  }),
  'POST /api/account/password': () => ({
    body: {
      currentPassword: demo.password,
      newPassword: demo.password,
      confirmPassword: demo.password,
    },
  }),
  'PUT /api/profile/photo': (ids) => ({
    file: { name: 'me.png', type: 'image/png', bytes: ids.image },
  }),
  'DELETE /api/profile/photo': () => ({}),
  'GET /api/profile/photo': () => ({}),
  'GET /api/profile/statistics': () => ({}),
  'GET /api/settings': () => ({}),
  'PUT /api/settings': () => ({ body: { theme: 'dark' } }),
  'GET /api/messages/unread-count': () => ({}),
  'GET /api/messages/recent': () => ({}),
  'GET /api/messages/unread/count': () => ({ query: 'userId=1&userType=staff' }),
  'GET /api/messages': () => ({ query: 'userId=1&userType=staff' }),
  'PATCH /api/messages/:id/read': (ids, who) => ({
    url: `/api/messages/${who.email === demo.parent ? ids.toFamily1MessageId : ids.fromFamily1MessageId}/read`,
    family1Record: true,
  }),
  'POST /api/messages/:id/acknowledge': (ids) => ({
    url: `/api/messages/${ids.toFamily1MessageId}/acknowledge`,
    family1Record: true,
  }),
  'GET /api/messages/threads': () => ({ query: 'search=nap' }),
  'GET /api/messages/threads/:id': (ids) => ({
    url: `/api/messages/threads/${ids.family1ThreadId}`,
    family1Record: true,
  }),
  'GET /api/messages/broadcasts/:id': (ids) => ({
    url: `/api/messages/broadcasts/${ids.broadcastId}`,
  }),
  'POST /api/messages/threads/:id/read': (ids) => ({
    url: `/api/messages/threads/${ids.family1ThreadId}/read`,
    family1Record: true,
  }),
  'POST /api/messages/threads/:id/messages': (ids) => ({
    url: `/api/messages/threads/${ids.family1ThreadId}/messages`,
    body: { content: 'Thank you, see you at pick-up.' },
    family1Record: true,
  }),
  'POST /api/messages/threads': (ids, who) => ({
    body: {
      recipients: who.email === demo.parent || who.email === demo.parent2 ? 'centre' : 'family',
      childId: ids.family1ChildId,
      subject: 'Sunscreen',
      content: 'Please bring sunscreen tomorrow.',
    },
    family1Record: true,
  }),
  'GET /api/children': () => ({}),
  'GET /api/children/:id': (ids) => ({
    url: `/api/children/${ids.family1ChildId}`,
    family1Record: true,
  }),
  'POST /api/children': () => ({ body: child }),
  'DELETE /api/children/:id': (ids) => ({ url: `/api/children/${ids.removableChildId}` }),
  'PATCH /api/children/:id': (ids) => ({
    url: `/api/children/${ids.editableChildId}`,
    body: { allergies: 'Peanuts', medicalInfo: 'Inhaler in the office' },
  }),
  'POST /api/children/:id/room-moves': (ids) => ({
    url: `/api/children/${ids.movableChildId}/room-moves`,
    // The sample child is in the Toddler Room; `roomId` is the first room (Infant Room).
    body: { roomId: ids.roomId, from: '2026-11-20' },
  }),
  'POST /api/children/:id/withdrawal': (ids) => ({
    url: `/api/children/${ids.withdrawableChildId}/withdrawal`,
    body: { lastDay: '2026-11-30', reason: 'Moving away' },
  }),
  'POST /api/children/:id/re-enrolment': (ids) => ({
    url: `/api/children/${ids.withdrawnChildId}/re-enrolment`,
    body: { roomId: ids.roomId, from: '2026-11-23' },
  }),
  'GET /api/children/withdrawn': () => ({}),
  'GET /api/children/:id/consents': (ids) => ({
    url: `/api/children/${ids.family1ChildId}/consents`,
  }),
  'POST /api/children/:id/consents': (ids) => ({
    url: `/api/children/${ids.consentDraftId}/consents`,
    body: { forms: ['enrollment_application'] },
  }),
  'GET /api/parent-invitations': () => ({}),
  'GET /api/parent-invitations/summary': () => ({}),
  'POST /api/parent-invitations': (ids) => ({
    body: invitation('new.guardian@example.org', ids.family1ChildId),
  }),
  'POST /api/parent-invitations/:id/revoke': (ids) => ({
    url: `/api/parent-invitations/${ids.revocableInvitationId}/revoke`,
  }),
  'POST /api/parent-invitations/:id/resend': (ids) => ({
    url: `/api/parent-invitations/${ids.resendableInvitationId}/resend`,
  }),
  'GET /api/parent-invitations/verify/:code': (ids) => ({
    url: `/api/parent-invitations/verify/${ids.registrationCode}`,
  }),
  'POST /api/parent-invitations/accept': (ids) => ({
    body: { invitationCode: ids.acceptableCode },
  }),
  'GET /api/parent-accounts': () => ({}),
  'POST /api/parent-accounts/register': (ids) => ({
    body: {
      firstName: 'Noor',
      lastName: 'Haddad',
      email: 'noor.haddad@example.org',
      phoneNumber: '(555) 888-1234',
      address: '4 Birch Road',
      emergencyContactName: 'Lina Haddad',
      emergencyContactPhone: '(555) 888-5678',
      password: 'a-long-password',
      confirmPassword: 'a-long-password',
      invitationCode: ids.registrationCode,
    },
  }),
  'GET /api/attendance': (ids) => ({ query: `childId=${ids.family1ChildId}`, family1Record: true }),
  'POST /api/attendance': (ids) => ({
    body: { childId: ids.uncheckedChildId, checkInBy: 'Staff Member' },
  }),
  'GET /api/daily-reports': (ids) => ({
    query: `childId=${ids.family1ChildId}`,
    family1Record: true,
  }),
  'POST /api/daily-reports': (ids) => ({
    body: {
      childId: ids.family1ChildId,
      staffId: ids.staffId,
      meals: 'Ate all of lunch',
      naps: '1h 30m',
      activities: 'Painting',
      mood: 'happy',
      notes: '',
    },
  }),
  'GET /api/incidents': (ids) => ({ query: `childId=${ids.family1ChildId}`, family1Record: true }),
  'GET /api/incidents/:id/download': (ids) => ({
    url: `/api/incidents/${ids.family1IncidentId}/download`,
    family1Record: true,
  }),
  'GET /api/daily-reports/:id/download': (ids) => ({
    url: `/api/daily-reports/${ids.family1DailyReportId}/download`,
    query: 'format=pdf',
    family1Record: true,
  }),
  'POST /api/incidents': (ids) => ({
    body: {
      childId: ids.family1ChildId,
      staffId: ids.staffId,
      date: '2026-11-18',
      time: '09:30',
      description: 'Bumped a knee on the slide',
      actionTaken: 'Ice pack',
    },
  }),
  'POST /api/incidents/:id/acknowledge': (ids) => ({
    url: `/api/incidents/${ids.family1IncidentId}/acknowledge`,
    body: { signature: 'Priya Patel' },
    family1Record: true,
  }),
  'GET /api/activities': (ids) => ({ query: `childId=${ids.family1ChildId}`, family1Record: true }),
  'POST /api/activities': (ids) => ({
    body: { childId: ids.family1ChildId, staffId: ids.staffId, activity: 'Story time' },
  }),
  'GET /api/events': () => ({}),
  'POST /api/events': () => ({ body: event }),
  'PUT /api/events/:id': (ids) => ({ url: `/api/events/${ids.eventId}`, body: event }),
  'DELETE /api/events/:id': (ids) => ({ url: `/api/events/${ids.removableEventId}` }),
  'GET /api/staff': () => ({}),
  'POST /api/staff': () => ({ body: newStaff('a') }),
  'PUT /api/staff/:id': (ids) => ({ url: `/api/staff/${ids.staffId}`, body: { isOnDuty: true } }),
  'DELETE /api/staff/:id': (ids) => ({ url: `/api/staff/${ids.removableStaffId}` }),
  'GET /api/dashboard/stats': () => ({}),
  'GET /api/dashboard/ratios': () => ({}),
  'GET /api/reports/summary': () => ({ query: 'period=month&room=infants' }),
  'GET /api/reports/export': () => ({ query: 'tab=attendance&period=month&room=all' }),
  'GET /api/reports/audit': () => ({ query: 'recordType=child&start=2026-01-01&limit=20' }),
  'GET /api/reports/audit/filters': () => ({}),
  'GET /api/reports/audit/export': () => ({ query: 'recordType=child' }),
  'GET /api/reports/ratios': () => ({ query: 'period=week&room=infants' }),
  'GET /api/reports/ratios/export': () => ({ query: 'period=month&room=all' }),
  'GET /api/reports/sign-in-sheet': () => ({ query: 'room=toddlers' }),
  'GET /api/reports/sign-in-sheet/export': () => ({ query: 'format=csv&room=all' }),
  'GET /api/rooms': () => ({}),
  'PUT /api/rooms/:id': (ids) => ({
    url: `/api/rooms/${ids.roomId}`,
    body: { childrenPerStaff: 4 },
  }),
  'POST /api/rooms': () => ({
    body: { name: 'Garden Room', ageFromMonths: 24, ageToMonths: 60, childrenPerStaff: 8 },
  }),
  'PUT /api/rooms/:id/position': (ids) => ({
    url: `/api/rooms/${ids.roomId}/position`,
    body: { position: 1 },
  }),
  'POST /api/rooms/:id/archive': (ids) => ({
    url: `/api/rooms/${ids.archivableRoomId}/archive`,
    body: { moveChildrenTo: ids.roomId },
  }),
  'GET /api/jobs/failed': () => ({}),
  'POST /api/jobs/:id/retry': (ids) => ({ url: `/api/jobs/${ids.failedJobId}/retry` }),
  'GET /api/system': () => ({}),
  'GET /api/system/backups': () => ({}),
  'POST /api/system/backups': () => ({}),
  'GET /api/system/backups/:name': (ids) => ({ url: `/api/system/backups/${ids.backupName}` }),
  'GET /api/gallery': () => ({ query: 'search=park' }),
  'GET /api/gallery/summary': () => ({}),
  'GET /api/gallery/children': () => ({}),
  'POST /api/gallery': (ids) => ({
    body: { title: 'Sandpit', description: 'Castles', tags: '["outdoor"]' },
    file: { name: 'sandpit.png', type: 'image/png', bytes: ids.image },
  }),
  'PATCH /api/gallery/:id': (ids) => ({
    url: `/api/gallery/${ids.family1Photo.id}`,
    body: { isVisible: true },
  }),
  'DELETE /api/gallery/:id': (ids) => ({ url: `/api/gallery/${ids.removablePhotoId}` }),
  'GET /uploads/gallery/:name': (ids) => ({ url: ids.family1Photo.filePath, family1Record: true }),
  'GET /uploads/gallery/thumbnails/:name': (ids) => ({
    url: ids.family1Photo.thumbnailPath,
    family1Record: true,
  }),
  'GET /api/tax-documents': () => ({ query: 'year=2026' }),
  'GET /api/tax-documents/summary': () => ({}),
  'POST /api/tax-documents': (ids) => ({
    body: { title: 'Receipts 2026', documentType: 'payment_receipt', taxYear: '2026' },
    file: { name: 'receipts.pdf', type: 'application/pdf', bytes: ids.pdf },
  }),
  'PATCH /api/tax-documents/:id': (ids) => ({
    url: `/api/tax-documents/${ids.family1Document.id}`,
    body: { title: 'Year-end statement 2026', description: '', taxYear: 2026 },
  }),
  'DELETE /api/tax-documents/:id': (ids) => ({
    url: `/api/tax-documents/${ids.removableDocumentId}`,
  }),
  'GET /uploads/tax-documents/:name': (ids) => ({
    url: ids.family1Document.filePath,
    family1Record: true,
  }),
  'GET /api/parent/overview': () => ({}),
  'GET /api/parent/account': () => ({}),
  'GET /api/centre/hours': () => ({}),
  'GET /api/centre/setup': () => ({}),
  'POST /api/centre/setup/completion': () => ({}),
  'PUT /api/centre/hours': () => ({
    body: { openingTime: '07:00', closingTime: '18:00', absenceAlertTime: '09:30' },
  }),
  'PUT /api/centre/website': () => ({ body: { websiteUrl: 'https://sunnydays.example.org/' } }),
  'GET /api/centre/calendar': () => ({}),
  'GET /api/centre/closures': () => ({}),
  'PUT /api/centre/open-days': () => ({ body: { openWeekdays: [1, 2, 3, 4, 5] } }),
  'POST /api/centre/closures': () => ({
    body: { name: 'Thanksgiving', startDate: '2026-11-26', endDate: '2026-11-27' },
  }),
  'DELETE /api/centre/closures/:id': (ids) => ({
    url: `/api/centre/closures/${ids.removableClosureId}`,
  }),
  'GET /api/centre/details': () => ({}),
  'PUT /api/centre': () => ({
    body: {
      name: 'Sunny Days Child Care Centre',
      address: '250 Sunny Lane, Brookside, NY 12534',
      phone: '(555) 200-1000',
      email: 'hello@sunnydays.example',
      taxId: '12-3456789',
    },
  }),
  'GET /api/centre/logo': () => ({}),
  'PUT /api/centre/logo': (ids) => ({
    file: { name: 'logo.png', type: 'image/png', bytes: ids.image },
  }),
  'DELETE /api/centre/logo': () => ({}),
  'GET /api/children/drafts': () => ({}),
  'DELETE /api/children/drafts/:id': (ids) => ({ url: `/api/children/drafts/${ids.draftChildId}` }),
  'GET /api/cameras': () => ({}),
  'GET /api/cameras/:id': (ids) => ({
    url: `/api/cameras/${ids.cameras.family1}`,
    family1Record: true,
  }),
  'POST /api/cameras': (ids) => ({ body: newCamera(ids.roomId, 'Hall Camera') }),
  'PATCH /api/cameras/:id': (ids) => ({
    url: `/api/cameras/${ids.cameras.family1}`,
    body: { location: 'Above the door' },
  }),
  'DELETE /api/cameras/:id': (ids) => ({ url: `/api/cameras/${ids.cameras.removable}` }),
  'POST /api/cameras/:id/sessions': (ids) => ({
    url: `/api/cameras/${ids.cameras.unwatched}/sessions`,
    family1Record: true,
  }),
  // Each person their own session; the other family's parent tries family 1's parent's.
  'GET /api/camera-sessions/:id': (ids, who) => ({
    url: `/api/camera-sessions/${ids.cameraSessions[who.email] ?? ids.cameraSessions[demo.parent]}`,
    family1Record: true,
  }),
  'DELETE /api/camera-sessions/:id': (ids, who) => ({
    url: `/api/camera-sessions/${ids.cameraSessions[who.email] ?? ids.cameraSessions[demo.parent]}`,
    family1Record: true,
  }),
  'GET /api/camera-sessions/:id/stream': (ids, who) => ({
    url: `/api/camera-sessions/${ids.streamSessions[who.email] ?? ids.streamSessions[demo.parent]}/stream`,
    family1Record: true,
  }),
  'GET /api/camera-sessions': (ids) => ({ query: `cameraId=${ids.cameras.family1}` }),
  'GET /api/milestones/catalogue': () => ({ query: 'language=es' }),
  'GET /api/milestones/catalogue/editable': () => ({}),
  'POST /api/milestones/categories': () => ({ body: milestoneCategory }),
  'PUT /api/milestones/categories/:id': (ids) => ({
    url: `/api/milestones/categories/${ids.milestones.categoryId}`,
    body: milestoneCategory,
  }),
  'PUT /api/milestones/categories/:id/position': (ids) => ({
    url: `/api/milestones/categories/${ids.milestones.categoryId}/position`,
    body: { position: 1 },
  }),
  'POST /api/milestones/templates': (ids) => ({
    body: { ...ids.milestones.editTemplate, id: undefined, title: 'Builds a tower of six blocks' },
  }),
  'PUT /api/milestones/templates/:id': (ids) => ({
    url: `/api/milestones/templates/${ids.milestones.editTemplate.id}`,
    body: { ...ids.milestones.editTemplate, id: undefined, parentTip: 'Sing it together.' },
  }),
  'GET /api/children/:id/milestones': (ids) => ({
    url: `/api/children/${ids.family1ChildId}/milestones`,
    query: 'language=fr',
    family1Record: true,
  }),
  'GET /api/children/:id/milestone-photos': (ids) => ({
    url: `/api/children/${ids.family1ChildId}/milestone-photos`,
  }),
  'POST /api/children/:id/milestones': (ids) => ({
    url: `/api/children/${ids.family1ChildId}/milestones`,
    body: {
      templateId: ids.milestones.recordTemplateId,
      staffId: ids.staffId,
      achievedDate: '2026-11-17',
      notes: 'Waved goodbye to every friend.',
      evidencePhotos: [ids.family1Photo.id],
    },
  }),
  'PATCH /api/child-milestones/:id': (ids) => ({
    url: `/api/child-milestones/${ids.milestones.family1MilestoneId}`,
    body: { isStarred: true, notes: 'A proud moment.' },
  }),
  'DELETE /api/child-milestones/:id': (ids) => ({
    url: `/api/child-milestones/${ids.milestones.removableMilestoneId}`,
  }),
  'GET /api/milestones/rooms/:id': (ids) => ({ url: `/api/milestones/rooms/${ids.roomId}` }),
  ...billingSamples,
  ...guardianSamples,
  ...twoStepSamples,
  ...healthSamples,
  ...handoverSamples,
  ...roomLogSamples,
  ...kioskSamples,
  ...passkeySamples,
};

const milestoneCategory = {
  name: 'Creative arts',
  description: 'Music, painting and making things.',
  ageGroup: '2 to 5 years',
  iconName: 'palette',
  colorTheme: 'violet',
  translations: { es: { name: 'Artes creativas' } },
};

/** An Add Camera request; `streamUrl` etc. as given. */
export const newCamera = (roomId: number, name: string, more: Record<string, unknown> = {}) => ({
  name,
  location: 'Corridor',
  ipAddress: '192.168.10.40',
  port: '',
  streamUrl: '',
  username: '',
  password: '',
  roomId,
  ...more,
});

/** What `app.inject` (or a raw request) sends for a sample: JSON, or multipart with a file. */
export function payloadOf(sample: SampleRequest): {
  payload?: string | Buffer;
  headers: Record<string, string>;
} {
  if (sample.file) {
    const { payload, contentType } = multipartBody(
      (sample.body ?? {}) as Record<string, string>,
      sample.file,
    );
    return { payload, headers: { 'content-type': contentType } };
  }
  const own = sample.headers ?? {};
  if (sample.body === undefined) return { headers: own };
  return {
    payload: JSON.stringify(sample.body),
    headers: { ...own, 'content-type': 'application/json' },
  };
}

/**
 * Who sends a route's sample when one principal is enough: nobody for a public route, the
 * director for anything the staff portal may do, else a parent of family 1.
 */
export function senderOf(route: { access: RouteAccess }): 'director' | 'parent' | 'kiosk' | null {
  if ('public' in route.access) return null;
  // The door kiosk's routes: the paired tablet's device session alone (decision 070).
  if (isPermitted('kiosk', route.access.permission)) return 'kiosk';
  return isPermitted('director', route.access.permission) ? 'director' : 'parent';
}

/** The sample for a registered route, with its concrete URL (path params filled). */
export function sampleFor(
  route: { method: string; url: string },
  ids: RouteIds,
  who: { email: string },
): SampleRequest | undefined {
  const make = routeSamples[`${route.method} ${route.url}`];
  if (!make) return undefined;
  const sample = make(ids, who);
  return { ...sample, url: sample.url ?? route.url };
}

/**
 * Makes the records the samples are about, through the API as the director would, and
 * finds the demo family's own. Each destructive sample gets a record of its own.
 */
export async function makeRouteIds(t: TestApp): Promise<RouteIds> {
  const director = await t.login(demo.director);
  const parent = await t.login(demo.parent);
  const call = async (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) => {
    const res: LightMyRequestResponse = await t.request({ method, url, cookie, payload });
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const [family1Child] = await call('GET', '/api/children', parent);
  const family1ChildId: number = family1Child.id;
  const staffList: { id: number; email: string }[] = await call('GET', '/api/staff', director);
  const staffId = staffList.find((s) => s.email === demo.teacher)!.id;
  const [room] = await call('GET', '/api/rooms', director);
  const archivable = await call('POST', '/api/rooms', director, {
    name: 'Archivable Room',
    ageFromMonths: 0,
    ageToMonths: 24,
    childrenPerStaff: 4,
  });
  const incident = await call('POST', '/api/incidents', director, {
    childId: family1ChildId,
    staffId,
    date: '2026-11-17',
    time: '15:10',
    description: 'Scraped an elbow outdoors',
  });
  const dailyReport = await call('POST', '/api/daily-reports', director, {
    childId: family1ChildId,
    staffId,
    date: '2026-11-17',
    meals: 'Ate all of lunch',
    naps: '1h',
    activities: 'Blocks',
    mood: 'happy',
    notes: '',
  });
  // Steps 1 and 2: an enrolled child; without the consents it stays a draft.
  const enrolDraft = async () =>
    (await call('POST', '/api/children', director, child)).id as number;
  const enrol = async () => {
    const id = await enrolDraft();
    await call('POST', `/api/children/${id}/consents`, director, { forms: consentFormKeys });
    return id;
  };
  const withdrawn = async () => {
    const id = await enrol();
    const res = await t.request({ method: 'DELETE', url: `/api/children/${id}`, cookie: director });
    if (res.statusCode !== 204) throw new Error(`DELETE /api/children/${id}: ${res.statusCode}`);
    return id;
  };
  const invite = async (email: string) =>
    call('POST', '/api/parent-invitations', director, invitation(email, family1ChildId));
  const event1 = await call('POST', '/api/events', director, event);
  const event2 = await call('POST', '/api/events', director, event);
  const staffMember = await call('POST', '/api/staff', director, newStaff('b'));
  const revocable = await invite('revoke.me@example.org');
  const resendable = await invite('resend.me@example.org');
  const registration = await invite('noor.haddad@example.org');
  const acceptable = await invite(demo.parent);
  // A background job that failed for good: one whose kind nothing handles.
  await enqueue(
    t.database.db,
    { kind: 'sample.unhandled', label: 'A job nobody handles', maxAttempts: 1 },
    t.clock.now(),
  );
  await t.drainJobs();
  const [failed] = await t.database.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(eq(jobs.kind, 'sample.unhandled'));
  const image = await sharp({
    create: { width: 64, height: 48, channels: 3, background: '#ffcc00' },
  })
    .png()
    .toBuffer();
  const { threadIds } = await call('POST', '/api/messages/threads', director, {
    recipients: 'family',
    childId: family1ChildId,
    subject: 'Early closing on Friday',
    content: 'We close at 3 pm on Friday for staff training.',
    priority: 'urgent',
  });
  const family1ThreadId: number = threadIds[0];
  const { broadcastId } = await call('POST', '/api/messages/threads', director, {
    recipients: 'all',
    subject: 'Pyjama day on Monday',
    content: 'Children may come in their pyjamas on Monday.',
    priority: 'normal',
  });
  const reply = await call('POST', `/api/messages/threads/${family1ThreadId}/messages`, parent, {
    content: 'Thanks, we will come at 2:45.',
  });
  const thread = await call('GET', `/api/messages/threads/${family1ThreadId}`, director);
  await call('POST', '/api/system/backups', director);
  await t.drainJobs();
  const [backup] = await call('GET', '/api/system/backups', director);
  const names: RouteIds['names'] = {};
  for (const email of [demo.director, demo.teacher, demo.parent, demo.parent2]) {
    const signedIn = await t.login(email);
    const { firstName, lastName } = await call('GET', '/api/profile', signedIn);
    names[email] = { firstName, lastName };
    // Everyone has a profile photo to look at.
    const { payload, contentType } = multipartBody(
      {},
      { name: 'me.png', type: 'image/png', bytes: image },
    );
    const photo = await t.request({
      method: 'PUT',
      url: '/api/profile/photo',
      cookie: signedIn,
      payload,
      headers: { 'content-type': contentType },
    });
    if (photo.statusCode !== 200) throw new Error(`photo: ${photo.statusCode} ${photo.body}`);
  }
  // The centre has a logo to show (GET /api/centre/logo is public).
  const logo = multipartBody({}, { name: 'logo.png', type: 'image/png', bytes: image });
  const logoRes = await t.request({
    method: 'PUT',
    url: '/api/centre/logo',
    cookie: director,
    payload: logo.payload,
    headers: { 'content-type': logo.contentType },
  });
  if (logoRes.statusCode !== 200) throw new Error(`logo: ${logoRes.statusCode} ${logoRes.body}`);
  const upload = async (
    url: string,
    fields: Record<string, string>,
    file: SampleRequest['file'],
  ) => {
    const { payload, contentType } = multipartBody(fields, file);
    const res = await t.request({
      method: 'POST',
      url,
      cookie: director,
      payload,
      headers: { 'content-type': contentType },
    });
    if (res.statusCode !== 201) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const photo = (childIds: number[]) =>
    upload(
      '/api/gallery',
      { title: 'Leaf rubbing', childIds: JSON.stringify(childIds) },
      { name: 'leaves.png', type: 'image/png', bytes: image },
    );
  const family1Photo = await photo([family1ChildId]);
  const pdf = await samplePdf();
  const parents: { id: number; email: string }[] = await call(
    'GET',
    '/api/parent-accounts',
    director,
  );
  const family1ParentId = parents.find((p) => p.email === demo.parent)!.id;
  const taxDocument = (parentId: number | null) =>
    upload(
      '/api/tax-documents',
      {
        title: 'Year-end statement',
        documentType: 'year_end_statement',
        taxYear: '2026',
        isGlobal: String(parentId === null),
        ...(parentId === null ? {} : { parentId: String(parentId) }),
      },
      { name: 'statement.pdf', type: 'application/pdf', bytes: pdf },
    );
  const family1Document = await taxDocument(family1ParentId);
  const cameraSetup = await makeCameras(t, director, family1ChildId);
  const milestones = await makeMilestones(t, director, family1ChildId, staffId);
  const otherSession: { id: number; current: boolean }[] = await call(
    'GET',
    '/api/account/sessions',
    await t.login(demo.director),
  );
  return {
    otherSessionId: otherSession.find((s) => s.current)!.id,
    ...cameraSetup,
    milestones,
    billing: await makeBillingIds(t),
    guardians: await makeGuardianIds(t, director),
    health: await makeHealthIds(t, director, { family1ChildId, staffId, image, pdf }),
    handover: await makeHandoverIds(t, family1ChildId, image),
    roomLog: await makeRoomLogIds(t, family1ChildId),
    twoStep: await makeTwoStepIds(t),
    kiosk: await makeKioskIds(t, image),
    removableClosureId: (
      await t.database.db
        .insert(centreClosures)
        .values({ name: 'Snow day', startDate: '2026-12-14', endDate: '2026-12-14' })
        .returning({ id: centreClosures.id })
    )[0]!.id,
    passkeys: await makePasskeyIds(t),
    names,
    pdf,
    family1Photo,
    removablePhotoId: (await photo([])).id,
    family1Document,
    removableDocumentId: (await taxDocument(null)).id,
    failedJobId: failed!.id,
    family1ThreadId,
    broadcastId,
    toFamily1MessageId: thread.messages[0].id,
    fromFamily1MessageId: reply.id,
    image,
    backupName: backup.name,
    family1ChildId,
    family1IncidentId: incident.id,
    family1DailyReportId: dailyReport.id,
    staffId,
    roomId: room.id,
    archivableRoomId: archivable.id,
    eventId: event1.id,
    removableEventId: event2.id,
    removableChildId: await enrol(),
    editableChildId: await enrol(),
    movableChildId: await enrol(),
    withdrawableChildId: await enrol(),
    withdrawnChildId: await withdrawn(),
    draftChildId: await enrolDraft(),
    consentDraftId: await enrolDraft(),
    removableStaffId: staffMember.id,
    uncheckedChildId: await enrol(),
    revocableInvitationId: revocable.id,
    resendableInvitationId: resendable.id,
    registrationCode: registration.invitationCode,
    acceptableCode: acceptable.invitationCode,
    passwordResetToken: await makePasswordLink(t),
    family1ParentId,
    staffLogins: await makeStaffLogins(t, director),
  };
}

type StaffLoginIds = {
  /** No login and no invitation: to invite. */
  invitable: number;
  /** An open invitation: to revoke. */
  invited: number;
  /** An open invitation whose link's token is `token`: to check and accept. */
  token: string;
  /** An active staff login of its own (not a demo account's): to deactivate, or re-role. */
  active: number;
  /** A deactivated login: to reactivate. */
  deactivated: number;
};

/** Staff records in each state of a sign-in, made for the samples. */
async function makeStaffLogins(t: TestApp, director: string): Promise<StaffLoginIds> {
  const add = async (n: string, body: object = {}) => {
    const res = await t.request({
      method: 'POST',
      url: '/api/staff',
      cookie: director,
      payload: { ...newStaff(n), ...body },
    });
    if (res.statusCode !== 201) throw new Error(`add staff: ${res.statusCode} ${res.body}`);
    return (res.json() as { id: number }).id;
  };
  const withLogin = async (n: string, isActive: boolean) => {
    const id = await add(n);
    const [user] = await t.database.db
      .insert(users)
      .values({
        email: `rosa.lind${n}@example.org`,
        passwordHash: await hashPassword('an-old-secret-1'),
        role: 'staff',
        isActive,
      })
      .returning({ id: users.id });
    await t.database.db.update(staff).set({ userId: user!.id }).where(eq(staff.id, id));
    return id;
  };
  const token = 'route-sample-staff-invitation-0123456789abcdef';
  const acceptable = await add('-accept');
  const now = t.clock.now();
  await t.database.db.insert(staffInvitations).values({
    staffId: acceptable,
    email: 'rosa.lind-accept@example.org',
    role: 'staff',
    tokenHash: sha256(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + 7 * 86_400_000),
  });
  return {
    invitable: await add('-invite'),
    invited: await add('-invited', { invitation: { role: 'staff', language: 'en' } }),
    token,
    active: await withLogin('-active', true),
    deactivated: await withLogin('-inactive', false),
  };
}

/** An account of its own with a link to choose a new password; answers the link's token. */
async function makePasswordLink(t: TestApp): Promise<string> {
  const token = 'route-sample-password-link-0123456789abcdef';
  const [user] = await t.database.db
    .insert(users)
    .values({
      email: 'password.link@example.org',
      passwordHash: await hashPassword('an-old-secret-1'),
      role: 'parent',
    })
    .returning({ id: users.id });
  const now = t.clock.now();
  await t.database.db.insert(passwordResets).values({
    userId: user!.id,
    tokenHash: sha256(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + 60 * 60_000),
  });
  return token;
}

/** Family 1's child's milestones (one to change, one to remove) and what the samples edit. */
async function makeMilestones(t: TestApp, director: string, childId: number, staffId: number) {
  const call = async (url: string, payload?: object) => {
    const res = await t.request({
      method: payload ? 'POST' : 'GET',
      url,
      cookie: director,
      payload,
    });
    if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const [category] = await call('/api/milestones/catalogue/editable');
  const [recordable, changed, removed, edited] = category.templates;
  const recorded = async (templateId: number) =>
    (
      await call(`/api/children/${childId}/milestones`, {
        templateId,
        staffId,
        achievedDate: '2026-11-16',
      })
    ).id as number;
  const { id, createdAt: _createdAt, ...editTemplate } = edited;
  return {
    categoryId: category.id as number,
    recordTemplateId: recordable.id as number,
    editTemplate: { id, ...editTemplate },
    family1MilestoneId: await recorded(changed.id),
    removableMilestoneId: await recorded(removed.id),
  };
}

/**
 * Cameras in family 1's child's room, reachable (a test camera on this machine), the child
 * checked in today, and a live session of each account that may watch them.
 */
async function makeCameras(t: TestApp, director: string, family1ChildId: number) {
  const camera = await startMjpegCamera();
  const call = async (url: string, cookie: string, payload?: object) => {
    const res = await t.request({ method: payload ? 'POST' : 'GET', url, cookie, payload });
    if (res.statusCode >= 300) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  const child = await call(`/api/children/${family1ChildId}`, director);
  const rooms: { id: number; name: string }[] = await call('/api/rooms', director);
  const roomId = rooms.find((r) => r.name === child.room)!.id;
  const add = async (name: string, streamUrl = '') =>
    (
      await call(
        '/api/cameras',
        director,
        newCamera(roomId, name, { ipAddress: '127.0.0.1', port: camera.port, streamUrl }),
      )
    ).id as number;
  const cameras = {
    family1: await add('Family room camera'),
    shortStream: await add('Short stream camera', `${camera.base}/short.mjpg`),
    unwatched: await add('Unwatched camera'),
    removable: await add('Removable camera'),
  };
  await t.drainJobs();
  const checkIn = await t.request({
    method: 'POST',
    url: '/api/attendance',
    cookie: director,
    payload: { childId: family1ChildId, checkInBy: 'Priya Patel' },
  });
  if (![200, 409].includes(checkIn.statusCode)) throw new Error(`check-in: ${checkIn.body}`);
  const cameraSessions: Record<string, number> = {};
  const streamSessions: Record<string, number> = {};
  for (const email of [demo.director, demo.teacher, demo.parent]) {
    const cookie = await t.login(email);
    cameraSessions[email] = (await call(`/api/cameras/${cameras.family1}/sessions`, cookie, {})).id;
    streamSessions[email] = (
      await call(`/api/cameras/${cameras.shortStream}/sessions`, cookie, {})
    ).id;
  }
  return { cameras, cameraSessions, streamSessions };
}

/** A one-page PDF as the portal itself makes them. */
export function samplePdf(): Promise<Buffer> {
  return renderPdf({
    centre: {
      name: 'Sunny Days',
      address: '1 Main Street',
      phone: '555-0100',
      email: 'office@example.org',
    },
    language: 'en',
    title: 'Year-end statement',
    body: (doc) => doc.text('Tuition paid in 2026: $18,200.00'),
  });
}
