import { clockTime, isoDate, lineText, multiLineText, recordId, selectedId } from './common.ts';
import { requiredDate } from './daily-reports.ts';
import { z } from './zod.ts';

/** Health records (issue 41, decision 066): allergies and conditions, medication. */

export const conditionKinds = ['allergy', 'condition'] as const;
export type ConditionKind = (typeof conditionKinds)[number];
/** 'severe' is the spec's "severe / anaphylaxis". */
export const severities = ['mild', 'moderate', 'severe'] as const;
export type Severity = (typeof severities)[number];
export const doseUnits = ['ml', 'mg', 'tablet', 'drop', 'puff', 'application', 'unit'] as const;
export type DoseUnit = (typeof doseUnits)[number];
export const medicationRoutes = [
  'oral',
  'topical',
  'inhaled',
  'eye',
  'ear',
  'nasal',
  'injection',
  'other',
] as const;
export type MedicationRoute = (typeof medicationRoutes)[number];
export const medicationSchedules = ['times', 'asNeeded'] as const;
export type MedicationSchedule = (typeof medicationSchedules)[number];

/**
 * A scheduled dose may be logged from this many minutes before its time to this many after
 * (decision 066): outside it the dose is refused, the parent asked again.
 */
export const doseWindowMinutes = 30;
/** The label photo's largest upload. */
export const medicationLabelMaxBytes = 10 * 1024 * 1024;

const requiredLine = (message: string, max: number, tooLong: string) =>
  lineText(message).min(1, { error: message }).max(max, { error: tooLong });
const optionalLine = (max: number, tooLong: string) =>
  lineText().max(max, { error: tooLong }).default('');
const optionalNote = (max: number, tooLong: string) =>
  multiLineText().max(max, { error: tooLong }).default('');

export const conditionParams = z.object({ id: recordId, conditionId: recordId });
export const medicationParams = z.object({ id: recordId, medicationId: recordId });
export const doseParams = z.object({ id: recordId, medicationId: recordId, doseId: recordId });

/** POST and PUT of one allergy or condition (guardians and staff). */
export const conditionRequest = z.object({
  kind: z.enum(conditionKinds, { error: 'errors.conditionKindInvalid' }),
  name: requiredLine('errors.conditionNameRequired', 100, 'errors.conditionNameTooLong'),
  severity: z.enum(severities, { error: 'errors.severityRequired' }),
  reaction: optionalNote(500, 'errors.reactionTooLong'),
  action: optionalNote(1000, 'errors.conditionActionTooLong'),
  emergencyMedication: optionalLine(200, 'errors.emergencyMedicationTooLong'),
  medicationLocation: optionalLine(200, 'errors.medicationLocationTooLong'),
});
export type ConditionRequest = z.input<typeof conditionRequest>;

export const conditionResponse = z.object({
  id: z.number().int(),
  kind: z.enum(conditionKinds),
  name: z.string(),
  severity: z.enum(severities),
  reaction: z.string(),
  action: z.string(),
  emergencyMedication: z.string(),
  medicationLocation: z.string(),
  updatedAt: z.string(),
  /** Who last saved it: a guardian or a staff member's name. */
  updatedBy: z.string().nullable(),
});
export type ConditionResponse = z.infer<typeof conditionResponse>;

const amount = (required: string) =>
  z
    .number({ error: required })
    .positive({ error: 'errors.doseAmountPositive' })
    .max(10_000, { error: 'errors.doseAmountTooLarge' });

/**
 * A guardian's authorisation (Texas Form 7255, California LIC 9221): what, how much, how,
 * when, from when to when, prescribed by whom, signed with their typed name.
 */
export const medicationRequest = z
  .object({
    name: requiredLine('errors.medicationNameRequired', 100, 'errors.medicationNameTooLong'),
    doseAmount: amount('errors.doseAmountRequired'),
    doseUnit: z.enum(doseUnits, { error: 'errors.doseUnitRequired' }),
    route: z.enum(medicationRoutes, { error: 'errors.medicationRouteRequired' }),
    schedule: z.enum(medicationSchedules, { error: 'errors.medicationScheduleRequired' }),
    times: z.array(clockTime).max(8, { error: 'errors.medicationTimesTooMany' }).default([]),
    asNeededCondition: optionalLine(200, 'errors.asNeededConditionTooLong'),
    maxDosesPerDay: z
      .number({ error: 'errors.maxDosesPerDayRange' })
      .int({ error: 'errors.maxDosesPerDayRange' })
      .min(1, { error: 'errors.maxDosesPerDayRange' })
      .max(12, { error: 'errors.maxDosesPerDayRange' })
      .optional(),
    minHoursBetween: z
      .number({ error: 'errors.minHoursBetweenRange' })
      .int({ error: 'errors.minHoursBetweenRange' })
      .min(1, { error: 'errors.minHoursBetweenRange' })
      .max(24, { error: 'errors.minHoursBetweenRange' })
      .nullable()
      .optional(),
    startDate: requiredDate('errors.medicationStartRequired'),
    endDate: requiredDate('errors.medicationEndRequired'),
    prescriber: optionalLine(200, 'errors.prescriberTooLong'),
    instructions: optionalNote(1000, 'errors.medicationInstructionsTooLong'),
    signatureName: requiredLine('errors.signatureRequired', 200, 'errors.signatureTooLong'),
  })
  .superRefine((value, ctx) => {
    if (value.endDate < value.startDate)
      ctx.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: 'errors.medicationEndBeforeStart',
      });
    if (value.schedule === 'times') {
      if (value.times.length === 0)
        ctx.addIssue({
          code: 'custom',
          path: ['times'],
          message: 'errors.medicationTimesRequired',
        });
      if (new Set(value.times).size !== value.times.length)
        ctx.addIssue({
          code: 'custom',
          path: ['times'],
          message: 'errors.medicationTimesRepeated',
        });
    } else {
      if (!value.asNeededCondition)
        ctx.addIssue({
          code: 'custom',
          path: ['asNeededCondition'],
          message: 'errors.asNeededConditionRequired',
        });
      if (value.maxDosesPerDay === undefined)
        ctx.addIssue({
          code: 'custom',
          path: ['maxDosesPerDay'],
          message: 'errors.maxDosesPerDayRange',
        });
    }
  });
export type MedicationRequest = z.input<typeof medicationRequest>;

/** A dose as staff log it: today on the centre's clock. */
export const doseRequest = z.object({
  time: clockTime,
  amount: amount('errors.doseAmountRequired'),
  givenByStaffId: selectedId('errors.givenByRequired'),
  witnessStaffId: selectedId('errors.witnessInvalid').nullable().optional(),
  notes: optionalNote(1000, 'errors.doseNotesTooLong'),
});
export type DoseRequest = z.input<typeof doseRequest>;

/**
 * A correction of an entry: why, and either what was really given (time, amount, who) or
 * that nothing was. The entry it corrects stays as it was.
 */
export const doseCorrectionRequest = z
  .object({
    reason: multiLineText('errors.correctionReasonRequired')
      .min(1, { error: 'errors.correctionReasonRequired' })
      .max(500, { error: 'errors.correctionReasonTooLong' }),
    notGiven: z.boolean().default(false),
    time: clockTime.optional(),
    amount: amount('errors.doseAmountRequired').optional(),
    givenByStaffId: selectedId('errors.givenByRequired').optional(),
    witnessStaffId: selectedId('errors.witnessInvalid').nullable().optional(),
    notes: optionalNote(1000, 'errors.doseNotesTooLong'),
  })
  .superRefine((value, ctx) => {
    if (value.notGiven) return;
    if (value.time === undefined)
      ctx.addIssue({ code: 'custom', path: ['time'], message: 'errors.invalidTime' });
    if (value.amount === undefined)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'errors.doseAmountRequired' });
    if (value.givenByStaffId === undefined)
      ctx.addIssue({ code: 'custom', path: ['givenByStaffId'], message: 'errors.givenByRequired' });
  });
export type DoseCorrectionRequest = z.input<typeof doseCorrectionRequest>;

export const doseResponse = z.object({
  id: z.number().int(),
  date: isoDate,
  time: z.string(),
  amount: z.number(),
  givenBy: z.string().nullable(),
  witness: z.string().nullable(),
  notes: z.string(),
  /** A correction saying the entry it corrects was not given at all. */
  notGiven: z.boolean(),
  correctsDoseId: z.number().int().nullable(),
  correctionReason: z.string(),
  /** The later entry that corrects this one, if any: this one no longer counts. */
  correctedByDoseId: z.number().int().nullable(),
  recordedAt: z.string(),
  recordedBy: z.string().nullable(),
});
export type DoseResponse = z.infer<typeof doseResponse>;

export const medicationStatuses = ['awaitingAcceptance', 'upcoming', 'active', 'ended'] as const;
export type MedicationStatus = (typeof medicationStatuses)[number];

export const medicationResponse = z.object({
  id: z.number().int(),
  childId: z.number().int(),
  name: z.string(),
  doseAmount: z.number(),
  doseUnit: z.enum(doseUnits),
  route: z.enum(medicationRoutes),
  schedule: z.enum(medicationSchedules),
  times: z.array(z.string()),
  asNeededCondition: z.string(),
  maxDosesPerDay: z.number().int(),
  minHoursBetween: z.number().int().nullable(),
  startDate: isoDate,
  endDate: isoDate,
  prescriber: z.string(),
  instructions: z.string(),
  hasLabel: z.boolean(),
  authorisedBy: z.string().nullable(),
  signatureName: z.string(),
  signedAt: z.string(),
  acceptedBy: z.string().nullable(),
  acceptedAt: z.string().nullable(),
  status: z.enum(medicationStatuses),
  /** Every entry, newest first, corrections included. */
  doses: z.array(doseResponse),
});
export type MedicationResponse = z.infer<typeof medicationResponse>;

export const childHealthResponse = z.object({
  childId: z.number().int(),
  childName: z.string(),
  room: z.string(),
  /** The enrolment's free-text allergies (kept; decision 066). */
  allergyNotes: z.string(),
  conditions: z.array(conditionResponse),
  medications: z.array(medicationResponse),
});
export type ChildHealthResponse = z.infer<typeof childHealthResponse>;

/** What a badge on a child shows: the structured entries' names and the free-text notes. */
export const healthAlert = z.object({
  childId: z.number().int(),
  conditions: z.array(
    z.object({ kind: z.enum(conditionKinds), name: z.string(), severity: z.enum(severities) }),
  ),
  allergyNotes: z.string(),
});
export type HealthAlert = z.infer<typeof healthAlert>;
export const healthAlertsResponse = z.array(healthAlert);

export const dueDosesQuery = z.object({
  roomId: recordId.optional(),
});
export const dueDose = z.object({
  childId: z.number().int(),
  childName: z.string(),
  room: z.string(),
  medicationId: z.number().int(),
  medicationName: z.string(),
  doseAmount: z.number(),
  doseUnit: z.enum(doseUnits),
  time: z.string(),
  /** 'missed': its window has closed unlogged (decision 066). */
  state: z.enum(['due', 'missed']),
});
export type DueDose = z.infer<typeof dueDose>;
export const dueDosesResponse = z.object({ date: isoDate, doses: z.array(dueDose) });
export type DueDosesResponse = z.infer<typeof dueDosesResponse>;
