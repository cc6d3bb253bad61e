import type { DbOrTx } from '../../db/client.ts';
import { type Actor, auditBy } from '../../lib/actor.ts';
import { centreNow } from '../../lib/centre-time.ts';
import type { Clock } from '../../lib/clock.ts';
import { checkNewRecord } from './day-record-rules.ts';

/** What every new day record names: the child, the staff member, and (maybe) its day. */
type NewRecordBody = { childId: number; staffId: number; date?: string };

/**
 * What one kind of day record (daily reports, incidents, activities) says about saving a new
 * one: its queries, what its audit row notes and what the new record causes.
 */
export type DayRecordKind<Body extends NewRecordBody, Response> = {
  /** The audit's entity type; its actions are `<entity>.create`. */
  entity: string;
  queries: {
    find(db: DbOrTx, id: number): Promise<Response>;
    insert(
      db: DbOrTx,
      values: Omit<Body, 'date'> & { date: string; recordedByUserId: number; createdAt: Date },
    ): Promise<number>;
  };
  /** What the audit row notes beyond the child, the staff member and the day. */
  auditDetails?: (body: Body) => Record<string, unknown>;
  /** What the new record causes (notifications), in its transaction. */
  afterCreate?: (tx: DbOrTx, created: { id: number; byUserId: number; at: Date }) => Promise<void>;
};

/**
 * A new record about an enrolled child by a current staff member, for today or a past day
 * (day-record-rules' checkNewRecord), saved with who recorded it and its audit row in the
 * caller's transaction, and answered as the list shows it.
 */
export async function createDayRecord<Body extends NewRecordBody, Response>(
  tx: DbOrTx,
  actor: Actor,
  kind: DayRecordKind<Body, Response>,
  body: Body,
  clock: Clock,
): Promise<Response> {
  const now = await centreNow(tx, clock);
  const date = body.date ?? now.today;
  await checkNewRecord(tx, {
    childId: body.childId,
    staffId: body.staffId,
    date,
    today: now.today,
  });
  const id = await kind.queries.insert(tx, {
    ...body,
    date,
    recordedByUserId: actor.userId,
    createdAt: now.at,
  });
  await auditBy(tx, actor, {
    action: `${kind.entity}.create`,
    entityType: kind.entity,
    entityId: id,
    details: {
      childId: body.childId,
      staffId: body.staffId,
      date,
      ...kind.auditDetails?.(body),
    },
    at: now.at,
  });
  await kind.afterCreate?.(tx, { id, byUserId: actor.userId, at: now.at });
  return kind.queries.find(tx, id);
}
