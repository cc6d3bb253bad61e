import { z } from './zod.ts';
import { cursorParam, isoDate, pageLimit, recordId, timestamp } from './common.ts';
import { languages } from './enums.ts';

/** Catalogue ids of the answers to a wrong audit-log filter (locales/…/reports.json). */
export const auditLogErrors = {
  invalidRecordType: 'reports.audit.errors.invalidRecordType',
  invalidRecordId: 'reports.audit.errors.invalidRecordId',
  startAfterEnd: 'reports.errors.startAfterEnd',
} as const;

/**
 * GET /api/reports/audit (paged, newest first) and /api/reports/audit/export: who changed
 * what and when, filtered by the person (their account id), the record (its type, and its id)
 * and the period (the centre's dates, either end optional).
 */
export const auditLogQuery = z.object({
  person: recordId.optional(),
  recordType: z
    .string({ error: auditLogErrors.invalidRecordType })
    .regex(/^[A-Za-z_]{1,40}$/, { error: auditLogErrors.invalidRecordType })
    .optional(),
  recordId: z
    .string({ error: auditLogErrors.invalidRecordId })
    .regex(/^[A-Za-z0-9_-]{1,40}$/, { error: auditLogErrors.invalidRecordId })
    .optional(),
  start: isoDate.optional(),
  end: isoDate.optional(),
  /** The screen's language for the entries' texts (else the reader's setting). */
  language: z.enum(languages).optional(),
  limit: pageLimit(50),
  before: cursorParam.optional(),
});
export type AuditLogQuery = z.input<typeof auditLogQuery>;
export const auditLogExportQuery = auditLogQuery.omit({ limit: true, before: true });

export const auditEntryResponse = z.object({
  id: z.number().int(),
  at: timestamp,
  actorUserId: z.number().int().nullable(),
  /** The person's name (staff or parent), their e-mail for an account with neither; null: the system. */
  actorName: z.string().nullable(),
  action: z.string(),
  recordType: z.string(),
  recordId: z.string().nullable(),
  /** What the change said, as JSON text (null when nothing). */
  details: z.string().nullable(),
  ipAddress: z.string().nullable(),
  /** What was done, as a sentence in the reader's language ('Recorded a payment'). */
  actionText: z.string(),
  /** The record by its type and name ('Payer: Maria Lopez'), or its number. */
  recordText: z.string(),
  /** What the change said, as facts people read ('Amount: $2,600.00; Method: Check'). */
  detailsText: z.string(),
});
export type AuditEntryResponse = z.infer<typeof auditEntryResponse>;
export const auditLogResponse = z.array(auditEntryResponse);

/** What the filters offer: the people and the record types the log holds. */
export const auditFiltersResponse = z.object({
  people: z.array(z.object({ userId: z.number().int(), name: z.string() })),
  recordTypes: z.array(z.string()),
});
export type AuditFiltersResponse = z.infer<typeof auditFiltersResponse>;

/** The record types' names in the reader's language (catalogue ids); others show as stored. */
export const auditRecordTypeLabels: Record<string, string> = {
  activity: 'reports.audit.type.activity',
  attendance: 'reports.audit.type.attendance',
  billing_account: 'reports.audit.type.billing_account',
  billing_late_fee: 'reports.audit.type.billing_late_fee',
  billing_ledger_entry: 'reports.audit.type.billing_ledger_entry',
  billing_payer: 'reports.audit.type.billing_payer',
  billing_payment: 'reports.audit.type.billing_payment',
  billing_period: 'reports.audit.type.billing_period',
  billing_plan: 'reports.audit.type.billing_plan',
  billing_statements: 'reports.audit.type.billing_statements',
  camera: 'reports.audit.type.camera',
  camera_viewing_session: 'reports.audit.type.camera_viewing_session',
  centre_settings: 'reports.audit.type.centre_settings',
  centre_closure: 'reports.audit.type.centre_closure',
  child: 'reports.audit.type.child',
  child_milestone: 'reports.audit.type.child_milestone',
  dailyReport: 'reports.audit.type.dailyReport',
  event: 'reports.audit.type.event',
  gallery_photo: 'reports.audit.type.gallery_photo',
  incident: 'reports.audit.type.incident',
  job: 'reports.audit.type.job',
  kiosk: 'reports.audit.type.kiosk',
  message: 'reports.audit.type.message',
  messageThread: 'reports.audit.type.messageThread',
  milestone_category: 'reports.audit.type.milestone_category',
  milestone_template: 'reports.audit.type.milestone_template',
  parentAccount: 'reports.audit.type.parentAccount',
  parentInvitation: 'reports.audit.type.parentInvitation',
  room: 'reports.audit.type.room',
  roomLogEntry: 'reports.audit.type.roomLogEntry',
  roomLogGroup: 'reports.audit.type.roomLogGroup',
  staff: 'reports.audit.type.staff',
  system: 'reports.audit.type.system',
  tax_document: 'reports.audit.type.tax_document',
  user: 'reports.audit.type.user',
};
