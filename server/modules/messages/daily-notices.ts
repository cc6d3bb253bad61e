import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { attendance, dailyReports, events } from '../../db/schema/index.ts';
import { centreNow } from '../../lib/centre-time.ts';
import { addDays } from '../../lib/clock.ts';
import { mailRecipient, type NoticeText, queueNotice } from './message-mail.ts';
import { activeUserIds } from './messages-queries.ts';

export const endOfDayJobKind = 'staff.end-of-day';
export const eventRemindersJobKind = 'parent.event-reminders';

/**
 * At 18:30 on the centre's clock, staff who asked for it hear what the day left open:
 * `attendanceAlerts`, children still checked in (no check-out recorded); `dailyReports`,
 * children who came today and have no daily report. Counts and a link; nothing when all is
 * done.
 */
async function endOfDay(app: FastifyInstance) {
  await app.db.transaction(async (tx) => {
    const now = await centreNow(tx, app.clock);
    const [stillIn] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(attendance)
      .where(
        and(
          eq(attendance.date, now.today),
          isNotNull(attendance.checkInAt),
          isNull(attendance.checkOutAt),
        ),
      );
    const [withoutReport] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(attendance)
      .where(
        and(
          eq(attendance.date, now.today),
          isNotNull(attendance.checkInAt),
          sql`not exists (select 1 from ${dailyReports} r
                          where r.child_id = ${attendance.childId} and r.date = ${now.today})`,
        ),
      );
    if (!stillIn!.n && !withoutReport!.n) return;
    for (const id of await activeUserIds(tx, 'staff')) {
      const to = await mailRecipient(tx, id);
      if (!to || to.side !== 'staff' || !to.staff.emailNotifications) continue;
      const paragraphs: NoticeText[] = [
        ...(to.staff.attendanceAlerts && stillIn!.n
          ? [['mail.endOfDay.stillIn', { count: stillIn!.n }] as NoticeText]
          : []),
        ...(to.staff.dailyReports && withoutReport!.n
          ? [['mail.endOfDay.withoutReport', { count: withoutReport!.n }] as NoticeText]
          : []),
      ];
      if (paragraphs.length === 0) continue;
      await queueNotice(
        app,
        tx,
        to,
        {
          subject: ['mail.endOfDay.subject'],
          paragraphs,
          action: { label: ['mail.endOfDay.action'], url: `${app.config.publicUrl}/` },
          footer: ['mail.endOfDay.footer'],
        },
        now.at,
      );
    }
  });
}

/**
 * At 18:00 on the centre's clock, parents who keep `reminderNotifications` on are reminded of
 * tomorrow's events (title and time: the centre's calendar, nothing about a child).
 */
async function eventReminders(app: FastifyInstance) {
  await app.db.transaction(async (tx) => {
    const now = await centreNow(tx, app.clock);
    const tomorrow = await tx
      .select({ title: events.title, time: events.time })
      .from(events)
      .where(eq(events.date, addDays(now.today, 1)))
      .orderBy(events.time, events.id);
    if (tomorrow.length === 0) return;
    for (const id of await activeUserIds(tx, 'parent')) {
      const to = await mailRecipient(tx, id);
      if (!to || to.side !== 'parent') continue;
      if (!to.parent.emailNotifications || !to.parent.reminderNotifications) continue;
      await queueNotice(
        app,
        tx,
        to,
        {
          subject: ['mail.reminder.subject'],
          paragraphs: [
            ['mail.reminder.intro'],
            // An event without a time is its title alone: the centre's own words.
            ...tomorrow.map((e): NoticeText =>
              e.time ? ['mail.reminder.eventAt', { title: e.title, time: e.time }] : e.title,
            ),
          ],
          action: {
            label: ['mail.reminder.action'],
            url: `${app.config.publicUrl}/parent-dashboard`,
          },
          footer: ['mail.reminder.footer'],
        },
        now.at,
      );
    }
  });
}

export function handleDailyNotices(app: FastifyInstance): void {
  app.jobs.handle(endOfDayJobKind, () => endOfDay(app));
  app.jobs.recur({ kind: endOfDayJobKind, label: 'End-of-day alerts for staff', at: '18:30' });
  app.jobs.handle(eventRemindersJobKind, () => eventReminders(app));
  app.jobs.recur({
    kind: eventRemindersJobKind,
    label: 'Event reminders for parents',
    at: '18:00',
  });
}
