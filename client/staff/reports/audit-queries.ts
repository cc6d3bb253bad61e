import { queryOptions } from '@tanstack/react-query';
import type { Language } from '../../../contract/enums.ts';
import { routeQuery, routeUrl } from '../../lib/api.ts';
import { routePages } from '../../lib/paged-list.ts';

/** The audit log's filters as the card holds them ('' = not filtered). */
export type AuditFilters = {
  person: string;
  recordType: string;
  recordId: string;
  start: string;
  end: string;
};
export const noAuditFilters: AuditFilters = {
  person: '',
  recordType: '',
  recordId: '',
  start: '',
  end: '',
};

/** The query string: only the filters that are set. */
export const auditParams = (filters: AuditFilters) =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ''));

/**
 * The log, newest first, 50 entries a page, its texts (what was done, to what, what it said)
 * written by the server in the screen's language: another language asks again.
 */
export const auditLogPages = (filters: AuditFilters, language: Language) =>
  routePages(['audit-log'], 'GET /api/reports/audit', {
    query: { ...auditParams(filters), language },
  });

export const auditFiltersQuery = () =>
  queryOptions({
    queryKey: ['audit-log', 'filters'] as const,
    ...routeQuery('GET /api/reports/audit/filters'),
  });

export const auditExportPath = (filters: AuditFilters, language: Language) =>
  routeUrl('GET /api/reports/audit/export', { query: { ...auditParams(filters), language } });
