import { z } from './zod.ts';
import { isoDate, lineText, multiLineText, recordId, timestamp } from './common.ts';

// Safe hand-over (issue 40, decision 065): a child's pick-up list, restrictions, one-off
// passes and the absences a family reports.

const required = (message: string, max: number, tooLong: string) =>
  lineText(message).min(1, { error: message }).max(max, { error: tooLong });

/** The last four characters of an ID document: letters and digits only, or nothing. */
export const idLast4 = lineText('errors.idLast4Invalid')
  .toUpperCase()
  .regex(/^([A-Z0-9]{4})?$/, { error: 'errors.idLast4Invalid' });

const personFields = {
  name: required('errors.pickupNameRequired', 200, 'errors.pickupNameTooLong'),
  relationship: required('errors.relationshipRequired', 50, 'errors.relationshipTooLong'),
  phone: required('errors.phoneRequired', 50, 'errors.phoneTooLong50'),
  idLast4: idLast4.default(''),
};

/** POST /api/children/:id/pickup/people: a person who may collect the child. */
export const pickupPersonRequest = z.object(personFields);
export type PickupPersonRequest = z.input<typeof pickupPersonRequest>;

export const pickupPerson = z.object({
  id: z.number().int(),
  name: z.string(),
  relationship: z.string(),
  phone: z.string(),
  idLast4: z.string(),
  /** Staff see the photo through its own route; a family is told only that there is one. */
  hasPhoto: z.boolean(),
  /** When a guardian gave them a door-kiosk PIN that still works (decision 072), or null. */
  kioskPinIssuedAt: timestamp.nullable(),
});
export type PickupPerson = z.infer<typeof pickupPerson>;

/** A guardian: on the list by being one (decision 062), never added or removed here. */
export const pickupGuardian = z.object({
  userId: z.number().int(),
  name: z.string(),
  relationship: z.string(),
  phone: z.string(),
});
export type PickupGuardian = z.infer<typeof pickupGuardian>;

/**
 * The child's enrolment record's parent and emergency contact (spec section 2), when known:
 * the people the Check In/Out dialog offered before pick-up lists (decision 065).
 */
export const pickupContact = z.object({
  kind: z.enum(['enrolmentParent', 'emergencyContact']),
  name: z.string(),
  relationship: z.string(),
});
export type PickupContact = z.infer<typeof pickupContact>;

/** POST /api/children/:id/pickup/restrictions (a director). */
export const pickupRestrictionRequest = z.object({
  name: required('errors.pickupNameRequired', 200, 'errors.pickupNameTooLong'),
  note: multiLineText().max(2000, { error: 'errors.noteTooLong' }).default(''),
});
export type PickupRestrictionRequest = z.input<typeof pickupRestrictionRequest>;

export const pickupRestriction = z.object({
  id: z.number().int(),
  name: z.string(),
  note: z.string(),
  recordedBy: z.string().nullable(),
  createdAt: z.string(),
  /** A court order or written restriction is on file (staff download it by its route). */
  hasDocument: z.boolean(),
});
export type PickupRestriction = z.infer<typeof pickupRestriction>;

/** POST /api/children/:id/pickup/passes: one day (toDate left out) or a range. */
export const pickupPassRequest = z
  .object({
    ...personFields,
    phone: lineText().max(50, { error: 'errors.phoneTooLong50' }).default(''),
    fromDate: isoDate,
    toDate: isoDate.optional(),
  })
  .refine((v) => v.toDate === undefined || v.toDate >= v.fromDate, {
    path: ['toDate'],
    error: 'errors.passEndsBeforeStart',
  });
export type PickupPassRequest = z.input<typeof pickupPassRequest>;

export const pickupPass = z.object({
  id: z.number().int(),
  name: z.string(),
  relationship: z.string(),
  phone: z.string(),
  idLast4: z.string(),
  fromDate: isoDate,
  toDate: isoDate,
  /** Valid on the centre's today. */
  validToday: z.boolean(),
  issuedBy: z.string().nullable(),
});
export type PickupPass = z.infer<typeof pickupPass>;

/**
 * GET /api/children/:id/pickup: who may collect the child. Restrictions only for staff
 * (a family is not shown them: decision 065); passes that ended are left out.
 */
export const pickupListResponse = z.object({
  childId: z.number().int(),
  guardians: z.array(pickupGuardian),
  contacts: z.array(pickupContact),
  people: z.array(pickupPerson),
  passes: z.array(pickupPass),
  restrictions: z.array(pickupRestriction).optional(),
});
export type PickupListResponse = z.infer<typeof pickupListResponse>;

export const pickupPersonParams = z.object({ id: recordId, personId: recordId });
export const pickupRestrictionParams = z.object({ id: recordId, restrictionId: recordId });
export const pickupPassParams = z.object({ id: recordId, passId: recordId });
export const pickupPhotoMaxBytes = 8 * 1024 * 1024;
export const restrictionDocumentMaxBytes = 10 * 1024 * 1024;
/** A restriction's document: a PDF, or a photo of the paper. */
export const restrictionDocumentTypes = ['application/pdf', 'image/jpeg', 'image/png'] as const;

/** A director who may approve a collector not on the list (the Check In/Out dialog). */
export const pickupApprover = z.object({ userId: z.number().int(), name: z.string() });
export const pickupApproversResponse = z.array(pickupApprover);

export const collectorKinds = [
  'guardian',
  'enrolmentParent',
  'emergencyContact',
  'pickupPerson',
  'pass',
  'staff',
  'other',
] as const;
export type CollectorKind = (typeof collectorKinds)[number];

/**
 * Who collected the child at a check-out, as checked at the door: someone on the child's
 * list (a guardian's user id, a pick-up person's or a pass's id, the enrolment record's
 * parent or emergency contact), a member of staff (the spec's 'Staff Member': the one
 * recording it), or anyone else by name with a director's approval (the director chosen and
 * their password: decision 065).
 */
export const collectedBy = z
  .object({
    kind: z.enum(collectorKinds, { error: 'errors.chooseCollector' }),
    id: z.number({ error: 'errors.chooseCollector' }).int().positive().optional(),
    name: lineText().max(200, { error: 'errors.pickupNameTooLong' }).optional(),
    idChecked: z.boolean().default(false),
    approval: z
      .object({
        directorUserId: z.number({ error: 'errors.chooseApprover' }).int().positive(),
        password: z
          .string({ error: 'errors.approverPasswordRequired' })
          .min(1, { error: 'errors.approverPasswordRequired' })
          .max(200, { error: 'errors.approverPasswordRequired' }),
      })
      .optional(),
  })
  .refine((v) => !['guardian', 'pickupPerson', 'pass'].includes(v.kind) || v.id !== undefined, {
    path: ['id'],
    error: 'errors.chooseCollector',
  })
  .refine((v) => v.kind !== 'other' || (v.name ?? '') !== '', {
    path: ['name'],
    error: 'errors.pickupNameRequired',
  })
  .refine((v) => v.kind !== 'other' || v.approval !== undefined, {
    path: ['approval'],
    error: 'errors.approvalRequired',
  });
export type CollectedBy = z.input<typeof collectedBy>;

export const absenceReasons = ['sick', 'holiday', 'appointment', 'other'] as const;
export type AbsenceReason = (typeof absenceReasons)[number];

/** POST /api/children/:id/absences: today or later days, one day or a range. */
export const absenceRequest = z
  .object({
    fromDate: isoDate,
    toDate: isoDate.optional(),
    reason: z.enum(absenceReasons, { error: 'errors.absenceReasonRequired' }),
    note: lineText().max(500, { error: 'errors.noteTooLong' }).default(''),
  })
  .refine((v) => v.toDate === undefined || v.toDate >= v.fromDate, {
    path: ['toDate'],
    error: 'errors.absenceEndsBeforeStart',
  })
  .refine((v) => v.toDate === undefined || daysBetween(v.fromDate, v.toDate) <= 60, {
    path: ['toDate'],
    error: 'errors.absenceTooLong',
  });
export type AbsenceRequest = z.input<typeof absenceRequest>;

function daysBetween(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
}

export const absence = z.object({
  id: z.number().int(),
  childId: z.number().int(),
  date: isoDate,
  reason: z.enum(absenceReasons),
  note: z.string(),
  reportedBy: z.string().nullable(),
});
export type Absence = z.infer<typeof absence>;
export const absenceListResponse = z.array(absence);

/** GET /api/absences: from a day (default the centre's today), up to 60 days on. */
export const absenceQuery = z.object({
  from: isoDate.optional(),
  to: isoDate.optional(),
  childId: recordId.optional(),
});
export const absenceParams = z.object({ id: recordId, absenceId: recordId });

/**
 * GET /api/unexpected-absences: today's children expected and not arrived by the centre's
 * alert time, while they still are (decision 065); staff only.
 */
export const unexpectedAbsence = z.object({
  childId: z.number().int(),
  childName: z.string(),
  roomName: z.string().nullable(),
  alertedAt: timestamp,
});
export type UnexpectedAbsence = z.infer<typeof unexpectedAbsence>;
export const unexpectedAbsenceListResponse = z.array(unexpectedAbsence);
