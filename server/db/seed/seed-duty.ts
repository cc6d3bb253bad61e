import { and, isNotNull, isNull } from 'drizzle-orm';
import { staff, staffDutyPeriods } from '../schema/index.ts';
import type { SeedContext } from './context.ts';
import { zonedInstant } from './dates.ts';

type Shift = { from: number; to: number };
const hours = (h: number, m = 0) => h * 60 + m;

/**
 * The demo's duty history, so ratio compliance has days to count: each past open day, every
 * staff member with a room works a shift there. In a room with two staff the first opens
 * (7:00–17:00) and the second closes (7:45–18:00); a room's only teacher works 7:00–18:00
 * (breaks are covered by others, not modelled). A busy early morning or late afternoon now
 * and then leaves a room briefly out of ratio, as real days do. Today, those on duty started
 * at their shift's start.
 */
export async function seedDutyPeriods(ctx: SeedContext, dates: string[]) {
  const { tx, today, nowMinutes, timeZone } = ctx;
  const members = await tx
    .select({ id: staff.id, room: staff.room, isOnDuty: staff.isOnDuty })
    .from(staff)
    .where(and(isNull(staff.removedAt), isNotNull(staff.room)));
  const byRoom = new Map<string, typeof members>();
  for (const m of members) byRoom.set(m.room!, [...(byRoom.get(m.room!) ?? []), m]);
  const rows: (typeof staffDutyPeriods.$inferInsert)[] = [];
  for (const [room, inRoom] of byRoom) {
    inRoom.forEach((member, index) => {
      const shifts: Shift[] =
        inRoom.length === 1
          ? [{ from: hours(7), to: hours(18) }]
          : [
              { from: hours(7), to: hours(17) },
              { from: hours(7, 45), to: hours(18) },
            ];
      const mine = shifts[index % shifts.length]!;
      for (const date of dates) {
        const at = (minutes: number) => zonedInstant(date, minutes, timeZone);
        if (date !== today) {
          rows.push({ staffId: member.id, room, startedAt: at(mine.from), endedAt: at(mine.to) });
        } else if (member.isOnDuty) {
          const start = Math.min(mine.from, nowMinutes);
          rows.push({ staffId: member.id, room, startedAt: at(start), endedAt: null });
        }
      }
    });
  }
  if (rows.length > 0) await tx.insert(staffDutyPeriods).values(rows);
}
