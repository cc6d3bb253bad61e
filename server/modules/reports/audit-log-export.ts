import type { Readable } from 'node:stream';
import type { DbOrTx } from '../../db/client.ts';
import { translate } from '../../lib/i18n.ts';
import { type Reader, zonedTimestamp } from '../../lib/reader-format.ts';
import { type AuditFilter, auditLogBatch } from './audit-log-queries.ts';
import { auditTexts } from './audit-log-text.ts';
import { csvStream } from './report-csv.ts';

const batchSize = 2000;

/**
 * The filtered log as CSV, oldest first, read 2000 entries at a time: each entry's time on the
 * centre's clock with its offset ('2026-11-26T15:20:05-05:00'; the zone named in the header),
 * and what was done, to which record and what it said as the screen shows them, in the
 * reader's language.
 */
export function auditLogCsv(db: DbOrTx, filter: AuditFilter, reader: Reader): Readable {
  const t = (id: string, params?: Record<string, string>) => translate(reader.language, id, params);
  async function* batches() {
    let after: { at: Date; id: number } | null = null;
    for (;;) {
      const rows = await auditLogBatch(db, filter, after, batchSize);
      if (rows.length === 0) return;
      const texts = await auditTexts(db, rows, reader);
      yield rows.map((r, i) => [
        zonedTimestamp(r.at, filter.timeZone),
        r.actorName ?? t('reports.audit.system'),
        texts[i]!.actionText,
        texts[i]!.recordText,
        texts[i]!.detailsText,
        r.ipAddress,
      ]);
      if (rows.length < batchSize) return;
      const last = rows[rows.length - 1]!;
      after = { at: last.at, id: last.id };
    }
  }
  return csvStream(
    [
      t('reports.audit.col.whenZone', { zone: filter.timeZone }),
      t('reports.audit.col.who'),
      t('reports.audit.col.action'),
      t('reports.audit.col.record'),
      t('reports.audit.col.details'),
      t('reports.audit.col.address'),
    ],
    batches(),
  );
}
