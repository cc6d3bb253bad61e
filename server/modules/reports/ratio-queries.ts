import { sql } from 'drizzle-orm';
import type { RatioDay, RatioMonth } from '../../../contract/licensing-reports.ts';
import type { DbOrTx } from '../../db/client.ts';
import { roomOn } from '../children/child-days.ts';
import type { ReportScope } from './reports-queries.ts';

/**
 * Ratio compliance per room and open day, counted by the database from check-in/out times
 * and staff duty periods (decision 032). Each room-day is swept as a timeline: every
 * check-in, check-out, duty start and duty end changes the count of children or staff in the
 * room, and each stretch between two changes is out of ratio when children > staff × ratio.
 *
 * - A child counts in the room they were in that day (a move counts from its effective day:
 *   decision 061) from check-in to check-out, within the day. A past day's
 *   missing check-out counts until the room's last recorded check-out that day (a forgotten
 *   tap should not paint the evening out of ratio); today's until now.
 * - Staff count in the room their duty period names (the room's name, as the live ratios
 *   read it), from duty start to end, within the day and up to now.
 */
export async function ratioDays(
  db: DbOrTx,
  scope: ReportScope & { upTo: string; today: string; now: Date },
): Promise<RatioDay[]> {
  const { range, upTo, timeZone, roomId, today, now } = scope;
  const nowAt = sql`${now.toISOString()}::timestamptz`;
  // Both drivers (PGlite, node-postgres) answer a raw query with its rows in `rows`.
  const result = (await db.execute(sql`
    with days as (
      select distinct a.date as day from attendance a
      where a.date between ${range.start}::date and ${upTo}::date
    ),
    windows as (
      select r.id as room_id, r.name as room_name, r.filter_key, r.children_per_staff,
        r.sort_order, d.day,
        (d.day::timestamp at time zone ${timeZone}) as day_start,
        least(((d.day + 1)::timestamp at time zone ${timeZone}), ${nowAt}) as day_end
      from days d cross join rooms r
      where ${roomId === null ? sql`true` : sql`r.id = ${roomId}`}
        -- a room archived before the day began is not counted then (decision 060)
        and (r.archived_at is null
          or r.archived_at > (d.day::timestamp at time zone ${timeZone}))
    ),
    child_visits as (
      select w.room_id, w.day, greatest(a.check_in_at, w.day_start) as s,
        least(
          coalesce(a.check_out_at,
            case when w.day >= ${today}::date then w.day_end else (
              select max(a2.check_out_at) from attendance a2
              join children c2 on c2.id = a2.child_id
              where ${roomOn(sql`c2.id`, sql`w.day`)} = w.room_id and a2.date = w.day
            ) end),
          w.day_end) as e
      from windows w
      join children c on ${roomOn(sql`c.id`, sql`w.day`)} = w.room_id
      join attendance a on a.child_id = c.id and a.date = w.day and a.check_in_at is not null
    ),
    duty as (
      select w.room_id, w.day, greatest(p.started_at, w.day_start) as s,
        least(coalesce(p.ended_at, ${nowAt}), w.day_end) as e
      from windows w
      join staff_duty_periods p on p.room = w.room_name
        and p.started_at < w.day_end and coalesce(p.ended_at, ${nowAt}) > w.day_start
    ),
    changes as (
      select room_id, day, s as at, 1 as dc, 0 as ds from child_visits where e > s
      union all select room_id, day, e, -1, 0 from child_visits where e > s
      union all select room_id, day, s, 0, 1 from duty where e > s
      union all select room_id, day, e, 0, -1 from duty where e > s
    ),
    points as (
      select room_id, day, at, sum(dc) as dc, sum(ds) as ds from changes group by 1, 2, 3
    ),
    stretches as (
      select room_id, day, at,
        sum(dc) over w as kids, sum(ds) over w as staff, lead(at) over w as next_at
      from points
      window w as (partition by room_id, day order by at)
    )
    select w.day::text as date, w.room_name as room, w.filter_key as "filterKey",
      w.children_per_staff as "childrenPerStaff",
      coalesce(round(sum(extract(epoch from st.next_at - st.at))
        filter (where st.kids > st.staff * w.children_per_staff) / 60), 0)::int
        as "minutesOutOfRatio",
      coalesce(max(st.kids), 0)::int as "peakChildren",
      coalesce(max(ceil(st.kids::numeric / w.children_per_staff) - st.staff)
        filter (where st.kids > st.staff * w.children_per_staff), 0)::int as "staffShort"
    from windows w
    left join stretches st on st.room_id = w.room_id and st.day = w.day
    group by w.day, w.room_id, w.room_name, w.filter_key, w.children_per_staff, w.sort_order
    order by w.day, w.sort_order, w.room_id
  `)) as unknown as { rows: RatioDay[] };
  return result.rows.map((r) => ({
    ...r,
    minutesOutOfRatio: Number(r.minutesOutOfRatio),
    peakChildren: Number(r.peakChildren),
    staffShort: Number(r.staffShort),
    childrenPerStaff: Number(r.childrenPerStaff),
  }));
}

/** Each room's months in the days given: open days, days with any minute out, minutes out. */
export function ratioMonths(days: RatioDay[]): RatioMonth[] {
  const months = new Map<string, RatioMonth>();
  for (const day of days) {
    const month = day.date.slice(0, 7);
    const key = `${month}|${day.filterKey}`;
    const row = months.get(key) ?? {
      month,
      room: day.room,
      filterKey: day.filterKey,
      openDays: 0,
      daysOutOfRatio: 0,
      minutesOutOfRatio: 0,
    };
    row.openDays += 1;
    if (day.minutesOutOfRatio > 0) row.daysOutOfRatio += 1;
    row.minutesOutOfRatio += day.minutesOutOfRatio;
    months.set(key, row);
  }
  // Days arrive by day then room, so the map holds months in order and rooms in theirs.
  return [...months.values()];
}
