import { z } from './zod.ts';
import { isoDate, lineText, multiLineText, selectedId, timestamp } from './common.ts';
import { requiredDate } from './daily-reports.ts';
import { relationships } from './enums.ts';

/** A child as the staff portal lists and shows it (spec section 3). */
export const childResponse = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: isoDate,
  /** The room's name, e.g. 'Toddler Room'. */
  room: z.string(),
  allergies: z.string(),
  medicalInfo: z.string(),
  emergencyContact: z.string(),
  parentName: z.string(),
  parentPhone: z.string(),
  parentEmail: z.string(),
  parentDriversLicense: z.string(),
  relationship: z.string(),
  isActive: z.boolean(),
  createdAt: timestamp,
  /** A room move recorded for a day after today (decision 061), or null. */
  nextRoom: z.object({ room: z.string(), from: isoDate }).nullable(),
  /** The withdrawal recorded and not undone by a re-enrolment: the last day and why, or null. */
  withdrawal: z.object({ lastDay: isoDate, reason: z.string() }).nullable(),
});
export type ChildResponse = z.infer<typeof childResponse>;
export const childrenResponse = z.array(childResponse);

// Spec section 5: a missing field says the same as an empty one. Messages are catalogue ids;
// `tooLong` says the field's own maximum ('First name must be at most 100 characters').
const requiredText = (message: string, max: number, tooLong: string) =>
  lineText(message).min(1, { error: message }).max(max, { error: tooLong });

const optionalText = (max: number, tooLong: string) =>
  lineText().max(max, { error: tooLong }).optional();

/**
 * An e-mail may be left out (it is collected with the invitation), or be the spec's 'TBD'
 * placeholder its own client sends at step 1, but not be malformed.
 */
const optionalEmail = optionalText(254, 'errors.parentEmailTooLong').refine(
  (v) => v === undefined || v === '' || v === 'TBD' || z.email().safeParse(v).success,
  { error: 'errors.validEmail' },
);

/**
 * POST /api/children (spec section 7). Enrolment step 1 sends only the child's fields; the
 * parent fields are filled from the invitation later, and the server stores the spec's
 * 'TBD' placeholders for whatever is absent or empty. `room` is the room's name.
 * A date of birth in the future is refused by the server (it knows the centre's today).
 */
export const createChildRequest = z.object({
  firstName: requiredText('errors.firstNameRequired', 100, 'errors.firstNameTooLong'),
  lastName: requiredText('errors.lastNameRequired', 100, 'errors.lastNameTooLong'),
  dateOfBirth: requiredDate('errors.dateOfBirthRequired'),
  room: requiredText('errors.roomRequired', 100, 'errors.roomTooLong'),
  allergies: multiLineText().max(500, { error: 'errors.allergiesTooLong' }).optional(),
  emergencyContact: optionalText(200, 'errors.emergencyContactTooLong'),
  parentName: optionalText(200, 'errors.parentNameTooLong'),
  parentPhone: optionalText(50, 'errors.parentPhoneTooLong'),
  parentEmail: optionalEmail,
  parentDriversLicense: optionalText(50, 'errors.parentDriversLicenseTooLong'),
  relationship: z
    .enum(['', ...relationships] as const, { error: 'errors.relationshipInvalid' })
    .optional(),
});
export type CreateChildRequest = z.input<typeof createChildRequest>;

/**
 * PATCH /api/children/{id} (decision 061): staff correct a child's record after enrolment.
 * Enrolment's own fields and messages (the room aside: a move has its effective date), and
 * the medical notes; only the fields sent change. A parent field or emergency contact left
 * empty is stored as enrolment stores it, the placeholder the invitation fills.
 */
export const updateChildRequest = createChildRequest
  .omit({ room: true })
  .extend({
    medicalInfo: multiLineText().max(2000, { error: 'errors.medicalInfoTooLong' }).optional(),
  })
  .partial();
export type UpdateChildRequest = z.input<typeof updateChildRequest>;

/** The fields an edit may change, in the order the form shows them. */
export const editableChildFields = [
  'firstName',
  'lastName',
  'dateOfBirth',
  'allergies',
  'medicalInfo',
  'emergencyContact',
  'parentName',
  'relationship',
  'parentPhone',
  'parentEmail',
  'parentDriversLicense',
] as const satisfies readonly (keyof UpdateChildRequest)[];

const chosenRoom = selectedId('errors.chooseCentreRoom');

/** POST /api/children/{id}/room-moves: the child is in `roomId` from `from` on. */
export const moveChildRequest = z.object({
  roomId: chosenRoom,
  from: requiredDate('errors.moveDateRequired'),
});
export type MoveChildRequest = z.input<typeof moveChildRequest>;

/** POST /api/children/{id}/withdrawal: the last day at the centre and why. */
export const withdrawChildRequest = z.object({
  lastDay: requiredDate('errors.lastDayRequired'),
  reason: requiredText('errors.withdrawalReasonRequired', 500, 'errors.withdrawalReasonTooLong'),
});
export type WithdrawChildRequest = z.input<typeof withdrawChildRequest>;

/** POST /api/children/{id}/re-enrolment: a withdrawn child comes back to a room on a day. */
export const reEnrolChildRequest = z.object({
  roomId: chosenRoom,
  from: requiredDate('errors.returnDateRequired'),
});
export type ReEnrolChildRequest = z.input<typeof reEnrolChildRequest>;

/** GET /api/children/withdrawn: children who have left, the latest first (directors). */
export const withdrawnChild = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  dateOfBirth: isoDate,
  /** The room they were in on their last day. */
  room: z.string(),
  lastDay: isoDate,
  reason: z.string(),
  /** A re-enrolment recorded for a later day, or null. */
  returnsOn: isoDate.nullable(),
});
export type WithdrawnChild = z.infer<typeof withdrawnChild>;
export const withdrawnChildrenResponse = z.array(withdrawnChild);

export const createChildResponse = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
});
export type CreateChildResponse = z.infer<typeof createChildResponse>;

/** What step 1 stores until the parent's details arrive with the invitation (spec section 5). */
export const parentPlaceholder = 'TBD';
export const emergencyContactPlaceholder = 'TBD - To be collected during parent invitation';

/**
 * GET /api/children/drafts: children saved at enrolment step 1 whose consent forms are not
 * all recorded yet (issue 16). They are in no list, count, ratio or attendance until then;
 * staff resume them at the consent step or discard them.
 */
export const childDraft = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  room: z.string(),
  /** Consent forms recorded so far, of `consentsTotal`. */
  consentsRecorded: z.number().int(),
  consentsTotal: z.number().int(),
  createdAt: z.string(),
});
export type ChildDraft = z.infer<typeof childDraft>;
export const childDraftsResponse = z.array(childDraft);
