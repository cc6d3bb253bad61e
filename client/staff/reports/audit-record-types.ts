/** The record types' names (catalogue ids), shared with the server's audit-log texts. */
export { auditRecordTypeLabels } from '../../../contract/audit-log.ts';
