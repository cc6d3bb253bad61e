import { reportErrors, type ReportPeriod } from '../../../contract/reports.ts';
import type { DbOrTx } from '../../db/client.ts';
import { centreNow } from '../../lib/centre-time.ts';
import type { Clock } from '../../lib/clock.ts';
import { badRequest } from '../../lib/http-errors.ts';
import { resolvePeriod } from './report-period.ts';
import { roomByFilterKey } from './reports-queries.ts';

/** The room a filter key names ('all' is null); 400 in words when there is no such room. */
export async function roomOf(db: DbOrTx, roomKey: string) {
  if (roomKey === 'all') return null;
  const room = await roomByFilterKey(db, roomKey);
  if (!room) throw badRequest(reportErrors.invalidRoom, { room: reportErrors.invalidRoom });
  return room;
}

/** A report's period (a custom one's days) and room's filter key, as the query gave them. */
export type ScopeQuery = { period: ReportPeriod; start?: string; end?: string; room: string };

/** The query's period and room as the centre's dates and a room id (400 when wrong). */
export async function scopeOf(db: DbOrTx, clock: Clock, query: ScopeQuery) {
  const { today, timeZone } = await centreNow(db, clock);
  const range = resolvePeriod(query.period, today, query);
  const room = await roomOf(db, query.room);
  return { today, timeZone, range, room };
}
