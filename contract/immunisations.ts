import { isoDate, multiLineText, recordId } from './common.ts';
import { requiredDate } from './daily-reports.ts';
import { z } from './zod.ts';

/**
 * Immunisations (issue 41, decision 066 "Immunisations"): doses given and exemptions, the
 * centre's schedule, each child's status and the directors' report.
 */

/** The vaccines a centre checks (the US childhood schedule's, PRODUCT.md "Health"). */
export const vaccines = [
  'dtap',
  'hib',
  'ipv',
  'mmr',
  'varicella',
  'hepA',
  'hepB',
  'pcv',
  'influenza',
] as const;
export type Vaccine = (typeof vaccines)[number];
export const exemptionKinds = ['medical', 'personal'] as const;
export type ExemptionKind = (typeof exemptionKinds)[number];

/** A dose due within this many days counts as due soon (PRODUCT.md: "due within 30 days"). */
export const dueSoonDays = 30;
/** The exemption document's largest upload (a scanned form). */
export const exemptionDocumentMaxBytes = 10 * 1024 * 1024;

/**
 * One scheduled dose's state for a child: given (a verified entry), exempt, overdue (past its
 * grace), due (its age reached, within the grace), dueSoon (within 30 days), later.
 */
export const doseStates = ['given', 'exempt', 'overdue', 'due', 'dueSoon', 'later'] as const;
export type DoseState = (typeof doseStates)[number];
/** A child's status: the worst of their doses' (decision 066). */
export const immunisationStatuses = ['upToDate', 'dueSoon', 'overdue', 'exempt'] as const;
export type ImmunisationStatus = (typeof immunisationStatuses)[number];

const vaccine = z.enum(vaccines, { error: 'errors.vaccineRequired' });
const doseNumber = (message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(1, { error: message })
    .max(10, { error: message });

export const immunisationParams = z.object({ id: recordId, immunisationId: recordId });
export const exemptionParams = z.object({ id: recordId, exemptionId: recordId });

/** A dose given, as staff or a guardian enter it. */
export const immunisationRequest = z.object({
  vaccine,
  doseNumber: doseNumber('errors.doseNumberRange'),
  dateGiven: requiredDate('errors.dateGivenRequired'),
});
export type ImmunisationRequest = z.input<typeof immunisationRequest>;

/** An exemption's fields as its form holds them ('' is every vaccine). */
export const exemptionForm = z.object({
  vaccine: z.union([vaccine, z.literal('')], { error: 'errors.vaccineRequired' }).default(''),
  kind: z.enum(exemptionKinds, { error: 'errors.exemptionKindRequired' }),
  notes: multiLineText().max(500, { error: 'errors.exemptionNotesTooLong' }).default(''),
});
/** The same fields as the server takes them beside the document (multipart): null is all. */
export const exemptionFields = exemptionForm.transform((value) => ({
  ...value,
  vaccine: value.vaccine === '' ? null : value.vaccine,
}));
export type ExemptionFields = z.input<typeof exemptionForm>;

const verification = {
  enteredBy: z.string().nullable(),
  enteredAt: z.string(),
  /** Null while a guardian's entry awaits a staff member's verification. */
  verifiedBy: z.string().nullable(),
  verifiedAt: z.string().nullable(),
};

export const immunisationResponse = z.object({
  id: z.number().int(),
  vaccine: z.enum(vaccines),
  doseNumber: z.number().int(),
  dateGiven: isoDate,
  ...verification,
});
export type ImmunisationResponse = z.infer<typeof immunisationResponse>;

export const exemptionResponse = z.object({
  id: z.number().int(),
  /** Null: every vaccine. */
  vaccine: z.enum(vaccines).nullable(),
  kind: z.enum(exemptionKinds),
  notes: z.string(),
  documentName: z.string(),
  ...verification,
});
export type ExemptionResponse = z.infer<typeof exemptionResponse>;

/** One dose of the schedule as it stands for the child. */
export const scheduledDose = z.object({
  vaccine: z.enum(vaccines),
  doseNumber: z.number().int(),
  dueDate: isoDate,
  overdueFrom: isoDate,
  state: z.enum(doseStates),
});
export type ScheduledDose = z.infer<typeof scheduledDose>;

export const childImmunisationsResponse = z.object({
  childId: z.number().int(),
  dateOfBirth: isoDate,
  /** The centre's today the status was worked out for. */
  today: isoDate,
  status: z.enum(immunisationStatuses),
  /** The earliest dose not given nor exempt, if any: what is due next. */
  nextDue: scheduledDose.nullable(),
  schedule: z.array(scheduledDose),
  immunisations: z.array(immunisationResponse),
  exemptions: z.array(exemptionResponse),
});
export type ChildImmunisationsResponse = z.infer<typeof childImmunisationsResponse>;

export const scheduleDose = z.object({
  vaccine,
  doseNumber: doseNumber('errors.doseNumberRange'),
  dueAgeMonths: z
    .number({ error: 'errors.dueAgeRange' })
    .int({ error: 'errors.dueAgeRange' })
    .min(0, { error: 'errors.dueAgeRange' })
    .max(216, { error: 'errors.dueAgeRange' }),
  graceMonths: z
    .number({ error: 'errors.graceMonthsRange' })
    .int({ error: 'errors.graceMonthsRange' })
    .min(0, { error: 'errors.graceMonthsRange' })
    .max(120, { error: 'errors.graceMonthsRange' }),
});
export type ScheduleDose = z.infer<typeof scheduleDose>;
/** The whole schedule, as a director saves it (one dose of a vaccine once). */
export const scheduleRequest = z
  .object({ doses: z.array(scheduleDose).max(100, { error: 'errors.scheduleTooLong' }) })
  .superRefine((value, ctx) => {
    const seen = new Set<string>();
    value.doses.forEach((d, i) => {
      const key = `${d.vaccine}#${d.doseNumber}`;
      if (seen.has(key))
        ctx.addIssue({
          code: 'custom',
          path: ['doses', i, 'doseNumber'],
          message: 'errors.scheduleDoseRepeated',
        });
      seen.add(key);
    });
  });
export type ScheduleRequest = z.input<typeof scheduleRequest>;
export const scheduleResponse = z.object({ doses: z.array(scheduleDose) });
export type ScheduleResponse = z.infer<typeof scheduleResponse>;

/** A child with doses missing (due, within their grace) or overdue: the directors' report. */
export const immunisationReportRow = z.object({
  childId: z.number().int(),
  childName: z.string(),
  room: z.string(),
  dateOfBirth: isoDate,
  status: z.enum(immunisationStatuses),
  missing: z.array(scheduledDose),
});
export type ImmunisationReportRow = z.infer<typeof immunisationReportRow>;
export const immunisationReportResponse = z.object({
  today: isoDate,
  children: z.array(immunisationReportRow),
});
export type ImmunisationReportResponse = z.infer<typeof immunisationReportResponse>;
