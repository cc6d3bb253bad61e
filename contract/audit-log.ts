import { z } from './zod.ts';
import { cursorParam, isoDate, pageLimit, recordId, timestamp } from './common.ts';

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
});
export type AuditEntryResponse = z.infer<typeof auditEntryResponse>;
export const auditLogResponse = z.array(auditEntryResponse);

/** What the filters offer: the people and the record types the log holds. */
export const auditFiltersResponse = z.object({
  people: z.array(z.object({ userId: z.number().int(), name: z.string() })),
  recordTypes: z.array(z.string()),
});
export type AuditFiltersResponse = z.infer<typeof auditFiltersResponse>;
