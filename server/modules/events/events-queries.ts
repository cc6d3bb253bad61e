import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { EventRequest, EventResponse } from '../../../contract/events.ts';
import type { DbOrTx } from '../../db/client.ts';
import { events } from '../../db/schema/index.ts';

const eventColumns = {
  id: events.id,
  title: events.title,
  date: events.date,
  time: events.time,
  description: events.description,
  type: events.type,
  participants: events.participants,
};

/**
 * Minutes after midnight of a '9:30 AM' time; null for 'All day' and no time, which come
 * first in their day. Text order would put '1:00 PM' before '9:00 AM'.
 */
const minutesOfDay = sql`case when ${events.time} ~ '^[0-9]{1,2}:[0-9]{2} [AP]M$' then
  (split_part(${events.time}, ':', 1)::int % 12
    + case when ${events.time} like '%PM' then 12 else 0 end) * 60
  + substring(${events.time} from ':([0-9]{2})')::int end`;

/** Events from `from` (inclusive) to `to` (inclusive, when given), by date and time. */
export async function listEvents(db: DbOrTx, from: string, to?: string): Promise<EventResponse[]> {
  return db
    .select(eventColumns)
    .from(events)
    .where(and(gte(events.date, from), to === undefined ? undefined : lte(events.date, to)))
    .orderBy(asc(events.date), sql`${minutesOfDay} asc nulls first`, asc(events.id));
}

export async function findEvent(db: DbOrTx, id: number): Promise<EventResponse | undefined> {
  const [row] = await db.select(eventColumns).from(events).where(eq(events.id, id));
  return row;
}

export async function insertEvent(
  db: DbOrTx,
  values: EventRequest,
  at: Date,
): Promise<EventResponse> {
  const [row] = await db
    .insert(events)
    .values({ ...values, createdAt: at })
    .returning(eventColumns);
  return row!;
}

export async function updateEvent(
  db: DbOrTx,
  id: number,
  values: EventRequest,
): Promise<EventResponse | undefined> {
  const [row] = await db
    .update(events)
    .set(values)
    .where(eq(events.id, id))
    .returning(eventColumns);
  return row;
}

export async function deleteEvent(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db.delete(events).where(eq(events.id, id)).returning({ id: events.id });
  return rows.length > 0;
}
