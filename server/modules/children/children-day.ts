import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { centreNow } from '../../lib/centre-time.ts';

/*
 * What "today" reads of a child (decision 061): the child row's `room_id` (the room of the centre's
 * today) and `is_active`/`removed_at` (at the centre today), which lists, live ratios,
 * attendance, messages and camera access read. Room moves and withdrawals are recorded with
 * their days; a change whose day has come is applied at once by its own transaction, a later
 * one by the job at the centre's midnight that begins its day. Applying is idempotent: it
 * sets each child to what the records say about today.
 */

/** The withdrawal that keeps the child (`c`) away on `day`. */
const awayOn = (day: SQL) => sql`exists (select 1 from child_withdrawals w
  where w.child_id = c.id and w.last_day < ${day}
    and (w.returned_on is null or w.returned_on > ${day}))`;

/**
 * Sets every child (or one) to what its periods and withdrawals say about `today`: its room,
 * and whether it is at the centre. Children whose enrolment is not finished (drafts, or
 * drafts discarded) are left alone, as are children no withdrawal was ever recorded for.
 */
export async function applyChildrenDay(
  tx: DbOrTx,
  day: { today: string; at: Date; childId?: number },
): Promise<void> {
  const today = sql`${day.today}::date`;
  const at = sql`${day.at.toISOString()}::timestamptz`;
  const one = day.childId === undefined ? sql`true` : sql`c.id = ${day.childId}`;
  await tx.execute(sql`
    update children c set room_id = p.room_id, updated_at = ${at}
    from (select distinct on (child_id) child_id, room_id from child_room_periods
          where from_date <= ${today} order by child_id, from_date desc) p
    where p.child_id = c.id and c.room_id <> p.room_id and ${one}`);
  await tx.execute(sql`
    update children c set is_active = false, removed_at = ${at}, updated_at = ${at}
    where c.removed_at is null and c.enrolment_completed_at is not null
      and ${awayOn(today)} and ${one}`);
  await tx.execute(sql`
    update children c set is_active = true, removed_at = null, updated_at = ${at}
    where c.removed_at is not null and c.enrolment_completed_at is not null
      and exists (select 1 from child_withdrawals w
                  where w.child_id = c.id and w.returned_on <= ${today})
      and not ${awayOn(today)} and ${one}`);
}

export const childrenDayJobKind = 'children.day';

/** At the centre's midnight: the room moves, withdrawals and returns of the new day. */
export function handleChildrenDayJobs(app: FastifyInstance): void {
  app.jobs.handle(childrenDayJobKind, async () => {
    await app.db.transaction(async (tx) => {
      const now = await centreNow(tx, app.clock);
      await applyChildrenDay(tx, { today: now.today, at: now.at });
    });
  });
  app.jobs.recur({
    kind: childrenDayJobKind,
    label: 'Room moves and withdrawals of the day',
    at: '00:00',
  });
}
