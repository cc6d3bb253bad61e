/**
 * A centre with years of history for the benchmarks: 150 children with their parents (one
 * account per two siblings, `family<N>@bench.example`), 12 staff, every weekday's attendance
 * (about 35k rows a year), daily reports (about 25k a year), incidents, activities, events
 * and messages in proportion. Bulk inserts, seeded randomness.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../server/db/client.ts';
import {
  activities,
  attendance,
  children,
  dailyReports,
  events,
  guardians,
  incidents,
  messageReceipts,
  messages,
  messageThreadParents,
  messageThreads,
  parentAccounts,
  rooms,
  staff,
  staffDutyPeriods,
  users,
} from '../server/db/schema/index.ts';
import { addDays, isWeekday, minutesToHhmm, zonedInstant } from '../server/db/seed/dates.ts';
import { createRng } from '../server/db/seed/random.ts';

export const benchDirector = { email: 'bench-director@example.com', password: 'bench-password' };
/** Parent `n` of the dataset (0 … 74), with the same password as the director. */
export const benchParent = (n: number) => ({
  email: `family${n}@bench.example`,
  password: benchDirector.password,
});
const timeZone = 'America/New_York';
const childCount = 150;

/** Inserts in slices: one statement per slice keeps under the 65,535 parameter limit. */
async function insertAll<T>(rows: T[], insert: (slice: T[]) => Promise<unknown>, size = 2000) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

export async function buildDashboardDataset(
  db: Db,
  today: string,
  passwordHash: string,
  years = 2,
) {
  const days = Math.round(365 * years);
  const eventCount = 120 * years;
  const messageCount = 1500 * years;
  const rng = createRng(2026);
  const roomRows = await db.select().from(rooms).orderBy(rooms.sortOrder);
  const [director] = await db
    .insert(users)
    .values({ email: benchDirector.email, passwordHash, role: 'director' })
    .returning({ id: users.id });

  const staffRows = await db
    .insert(staff)
    .values(
      Array.from({ length: 12 }, (_, i) => ({
        userId: i === 0 ? director!.id : null,
        firstName: `Staff${i}`,
        lastName: 'Bench',
        role: i === 0 ? 'Director' : 'Lead Teacher',
        room: i === 0 ? 'Main Office' : roomRows[i % roomRows.length]!.name,
        phone: '555-010-0000',
        email: `staff${i}@bench.example`,
        isOnDuty: i < 7,
      })),
    )
    .returning({ id: staff.id });
  const staffIds = staffRows.map((s) => s.id);

  const kids = await db
    .insert(children)
    .values(
      Array.from({ length: childCount }, (_, i) => ({
        firstName: `Child${i}`,
        lastName: `Family${Math.floor(i / 2)}`,
        dateOfBirth: addDays(today, -rng.int(120, 1800)),
        roomId: roomRows[i % roomRows.length]!.id,
        emergencyContact: 'Grandparent 555-0100',
        parentName: `Parent Family${Math.floor(i / 2)}`,
        parentPhone: '555-010-1000',
        parentEmail: `family${Math.floor(i / 2)}@bench.example`,
        // Enrolled children (not drafts): the benchmark's lists and counts hold them.
        enrolmentCompletedAt: new Date(`${addDays(today, -800)}T12:00:00Z`),
      })),
    )
    .returning({ id: children.id });
  const childIds = kids.map((k) => k.id);

  // One parent account per family of two siblings.
  const parentUsers = await db
    .insert(users)
    .values(
      Array.from({ length: childCount / 2 }, (_, f) => ({
        email: `family${f}@bench.example`,
        passwordHash,
        role: 'parent' as const,
      })),
    )
    .returning({ id: users.id });
  const accounts = await db
    .insert(parentAccounts)
    .values(
      parentUsers.map((u, f) => ({
        userId: u.id,
        email: `family${f}@bench.example`,
        phoneNumber: '555-010-1000',
        firstName: 'Parent',
        lastName: `Family${f}`,
      })),
    )
    .returning({ id: parentAccounts.id });
  await db
    .insert(guardians)
    .values(
      childIds.map((childId, i) => ({ parentAccountId: accounts[Math.floor(i / 2)]!.id, childId })),
    );

  type Visit = { childId: number; date: string };
  const visitRows: (typeof attendance.$inferInsert)[] = [];
  const visits: Visit[] = [];
  for (let d = days; d >= 0; d--) {
    const date = addDays(today, -d);
    if (!isWeekday(date) && date !== today) continue;
    for (const childId of childIds) {
      if (!rng.chance(date === today ? 0.7 : 0.9)) continue;
      const inMin = rng.int(7 * 60, 9 * 60 + 30);
      const outMin = rng.int(15 * 60 + 30, 18 * 60);
      visits.push({ childId, date });
      visitRows.push({
        childId,
        date,
        checkInAt: zonedInstant(date, inMin, timeZone),
        checkOutAt: date === today ? null : zonedInstant(date, outMin, timeZone),
        status: inMin > 9 * 60 ? 'late' : 'present',
        checkInBy: 'Parent (parent)',
        checkOutBy: date === today ? null : 'Parent (parent)',
        recordedByUserId: director!.id,
      });
    }
  }
  await insertAll(visitRows, (s) => db.insert(attendance).values(s));

  // Each room's staff on duty every weekday: alternately 7:00–17:00 and 7:45–18:00.
  const dutyRows: (typeof staffDutyPeriods.$inferInsert)[] = [];
  for (let d = days; d >= 1; d--) {
    const date = addDays(today, -d);
    if (!isWeekday(date)) continue;
    staffRows.forEach((s, i) => {
      if (i === 0) return;
      const [from, to] = i % 2 === 0 ? [7 * 60, 17 * 60] : [7 * 60 + 45, 18 * 60];
      dutyRows.push({
        staffId: s.id,
        room: roomRows[i % roomRows.length]!.name,
        startedAt: zonedInstant(date, from, timeZone),
        endedAt: zonedInstant(date, to, timeZone),
      });
    });
  }
  await insertAll(dutyRows, (s) => db.insert(staffDutyPeriods).values(s));

  const reportVisits = visits.filter(() => rng.chance(0.7));
  await insertAll(reportVisits, (s) =>
    db.insert(dailyReports).values(
      s.map((v) => ({
        ...v,
        meals: 'Breakfast: oatmeal (ate all). Lunch: pasta (ate most).',
        naps: '12:30 - 14:00',
        activities: 'Story time, outdoor play',
        mood: rng.pick(['happy', 'content', 'tired']),
        notes: 'A good day.',
        staffId: rng.pick(staffIds),
      })),
    ),
  );

  const incidentVisits = visits.filter(() => rng.chance(0.015));
  await insertAll(incidentVisits, (s) =>
    db.insert(incidents).values(
      s.map((v) => ({
        ...v,
        time: minutesToHhmm(rng.int(9 * 60, 16 * 60)),
        description: 'Tripped in the playground and scraped a knee.',
        actionTaken: 'Cleaned and bandaged; comforted.',
        staffId: rng.pick(staffIds),
        parentNotified: v.date < addDays(today, -3),
        createdAt: zonedInstant(v.date, 16 * 60, timeZone),
      })),
    ),
  );

  const activityVisits = visits.filter(() => rng.chance(0.3));
  await insertAll(activityVisits, (s) =>
    db.insert(activities).values(
      s.map((v) => ({
        ...v,
        activity: rng.pick(['Finger painting', 'Story time', 'Outdoor play', 'Puzzles']),
        notes: '',
        staffId: rng.pick(staffIds),
        createdAt: zonedInstant(v.date, 11 * 60, timeZone),
      })),
    ),
  );

  await db.insert(events).values(
    Array.from({ length: eventCount }, (_, i) => ({
      title: `Event ${i}`,
      description: 'Families welcome.',
      date: addDays(today, -days + i * 3 + 60),
      time: '10:00 AM',
      type: 'general',
    })),
  );

  // Conversations: each family writes with the director, ten messages a thread, the parent
  // and the centre in turns; 97 % read.
  const perThread = 10;
  const families = parentUsers.length;
  const sentAt = (i: number) =>
    zonedInstant(addDays(today, -days + Math.floor((i * days) / messageCount)), 12 * 60, timeZone);
  const threadOf = (i: number) =>
    Math.floor(i / (families * perThread)) * families + (i % families);
  const threadCount = threadOf(messageCount - 1) + 1;
  const threadIds: number[] = [];
  await insertAll(
    Array.from({ length: threadCount }, (_, t) => t),
    async (slice) => {
      const rows = await db
        .insert(messageThreads)
        .values(
          slice.map((t) => ({
            subject: `Question ${t}`,
            createdAt: sentAt(Math.floor(t / families) * families * perThread + (t % families)),
          })),
        )
        .returning({ id: messageThreads.id });
      threadIds.push(...rows.map((r) => r.id));
    },
  );
  await insertAll(
    threadIds.map((id, t) => ({ threadId: id, userId: parentUsers[t % families]!.id })),
    (slice) => db.insert(messageThreadParents).values(slice),
  );
  await insertAll(
    Array.from({ length: messageCount }, (_, i) => i),
    async (slice) => {
      const fromParent = (i: number) => Math.floor(i / families) % 2 === 0;
      const rows = await db
        .insert(messages)
        .values(
          slice.map((i) => ({
            threadId: threadIds[threadOf(i)]!,
            senderId: fromParent(i) ? parentUsers[i % families]!.id : director!.id,
            senderType: fromParent(i) ? ('parent' as const) : ('staff' as const),
            subject: `Question ${threadOf(i)}`,
            content: fromParent(i)
              ? 'Could you tell me about pick-up on Friday?'
              : 'Pick-up is until 6 pm on Friday.',
            createdAt: sentAt(i),
          })),
        )
        .returning({ id: messages.id });
      await db.insert(messageReceipts).values(
        slice.map((i, k) => ({
          messageId: rows[k]!.id,
          threadId: threadIds[threadOf(i)]!,
          userId: fromParent(i) ? director!.id : parentUsers[i % families]!.id,
          readAt: rng.chance(0.97) ? sentAt(i) : null,
        })),
      );
    },
    1000,
  );
  await db.execute(sql`update message_threads t set last_message_id = m.id, last_activity = m.created_at
    from (select distinct on (thread_id) thread_id, id, created_at from messages
          order by thread_id, id desc) m
    where m.thread_id = t.id`);

  return {
    children: childIds.length,
    attendance: visitRows.length,
    dailyReports: reportVisits.length,
    incidents: incidentVisits.length,
    activities: activityVisits.length,
    events: eventCount,
    messages: messageCount,
  };
}
