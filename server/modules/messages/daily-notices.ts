import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { attendance, dailyReports, events, users } from '../../db/schema/index.ts';
import { centreNow } from '../../lib/centre-time.ts';
import { translate } from '../../lib/i18n.ts';
import { queueMail } from '../../lib/mail/mail-jobs.ts';
import { renderMail } from '../../lib/mail/mail-template.ts';
import { centreInfo } from '../centre/centre-queries.ts';
import { mailRecipient } from './message-mail.ts';

export const endOfDayJobKind = 'staff.end-of-day';
export const eventRemindersJobKind = 'parent.event-reminders';

const addDays = (day: string, days: number) => {
  const at = new Date(`${day}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
};

async function activeUsers(db: DbOrTx, side: 'staff' | 'parent') {
  return db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        side === 'parent' ? eq(users.role, 'parent') : sql`${users.role} <> 'parent'`,
        eq(users.isActive, true),
      ),
    );
}

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
    const { name: centre } = await centreInfo(tx);
    for (const { id } of await activeUsers(tx, 'staff')) {
      const to = await mailRecipient(tx, id);
      if (!to || to.side !== 'staff' || !to.staff.emailNotifications) continue;
      const t = (key: string, params?: Record<string, string | number>) =>
        translate(to.language, key, params);
      const paragraphs = [
        ...(to.staff.attendanceAlerts && stillIn!.n
          ? [t('mail.endOfDay.stillIn', { count: stillIn!.n })]
          : []),
        ...(to.staff.dailyReports && withoutReport!.n
          ? [t('mail.endOfDay.withoutReport', { count: withoutReport!.n })]
          : []),
      ];
      if (paragraphs.length === 0) continue;
      const mail = renderMail({
        language: to.language,
        centreName: centre,
        subject: t('mail.endOfDay.subject'),
        greeting: t('mail.message.greeting', { name: to.name }),
        paragraphs,
        action: { label: t('mail.endOfDay.action'), url: `${app.config.publicUrl}/` },
        footer: t('mail.endOfDay.footer'),
      });
      await queueMail(tx, { to: to.email, ...mail }, now.at);
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
    const { name: centre } = await centreInfo(tx);
    for (const { id } of await activeUsers(tx, 'parent')) {
      const to = await mailRecipient(tx, id);
      if (!to || to.side !== 'parent') continue;
      if (!to.parent.emailNotifications || !to.parent.reminderNotifications) continue;
      const t = (key: string, params?: Record<string, string | number>) =>
        translate(to.language, key, params);
      const mail = renderMail({
        language: to.language,
        centreName: centre,
        subject: t('mail.reminder.subject', { centre }),
        greeting: t('mail.message.greeting', { name: to.name }),
        paragraphs: [
          t('mail.reminder.intro'),
          ...tomorrow.map((e) =>
            e.time ? t('mail.reminder.eventAt', { title: e.title, time: e.time }) : e.title,
          ),
        ],
        action: {
          label: t('mail.reminder.action'),
          url: `${app.config.publicUrl}/parent-dashboard`,
        },
        footer: t('mail.reminder.footer'),
      });
      await queueMail(tx, { to: to.email, ...mail }, now.at);
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
