import type { Readable } from 'node:stream';
import type { Language } from '../../../contract/enums.ts';
import type { DbOrTx } from '../../db/client.ts';
import { translate } from '../../lib/i18n.ts';
import { type AuditFilter, auditLogBatch } from './audit-log-queries.ts';
import { csvStream } from './report-csv.ts';

const batchSize = 2000;

/** The filtered log as CSV, oldest first, read 2000 entries at a time. */
export function auditLogCsv(db: DbOrTx, filter: AuditFilter, language: Language): Readable {
  const t = (id: string) => translate(language, id);
  async function* batches() {
    let after: { at: Date; id: number } | null = null;
    for (;;) {
      const rows = await auditLogBatch(db, filter, after, batchSize);
      if (rows.length === 0) return;
      yield rows.map((r) => [
        r.at.toISOString(),
        r.actorName ?? t('reports.audit.system'),
        r.action,
        r.recordType,
        r.recordId,
        r.details,
        r.ipAddress,
      ]);
      if (rows.length < batchSize) return;
      const last = rows[rows.length - 1]!;
      after = { at: last.at, id: last.id };
    }
  }
  return csvStream(
    [
      t('reports.audit.col.when'),
      t('reports.audit.col.who'),
      t('reports.audit.col.action'),
      t('reports.audit.col.recordType'),
      t('reports.audit.col.recordId'),
      t('reports.audit.col.details'),
      t('reports.audit.col.address'),
    ],
    batches(),
  );
}
