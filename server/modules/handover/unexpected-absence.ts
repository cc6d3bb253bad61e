import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { withinHours } from '../../../contract/centre.ts';
import type { UnexpectedAbsence } from '../../../contract/handover.ts';
import { may } from '../../access/access.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  absences,
  attendance,
  children,
  rooms,
  unexpectedAbsenceAlerts,
} from '../../db/schema/index.ts';
import { centreNow } from '../../lib/centre-time.ts';
import { translate } from '../../lib/i18n.ts';
import { centreHours } from '../centre/centre-queries.ts';
import { isOpenDay } from '../centre/open-days.ts';
import { enrolledChild } from '../children/enrolled-children.ts';
import {
  mailRecipient,
  queueNotice,
  type Recipient,
  threadLink,
} from '../messages/message-mail.ts';
import { addMessage, createThread, guardianUserIds } from '../messages/messages-queries.ts';
import { approverRows } from './pickup-queries.ts';

/*
 * The unexpected-absence alert (decision 065): at the time the director set (Settings,
 * opening hours), each child expected today and not arrived raises one alert: a card on the
 * staff dashboard, a message in the family's thread and an e-mail to its guardians. Only on
 * the centre's open days (decision 073).
 */

export const unexpectedAbsenceJobKind = 'handover.unexpected-absence';

const childName = sql<string>`${children.firstName} || ' ' || ${children.lastName}`;
const checkedInToday = (today: string) =>
  sql`exists (select 1 from ${attendance} a where a.child_id = ${children.id}
        and a.date = ${today} and a.check_in_at is not null)`;
const reportedAbsent = (today: string) =>
  sql`exists (select 1 from ${absences} r where r.child_id = ${children.id}
        and r.date = ${today} and r.withdrawn_at is null)`;

/**
 * Enrolled children (at the centre today: not withdrawn) neither checked in nor reported
 * absent today, and not alerted yet.
 */
async function expectedNotArrived(db: DbOrTx, today: string) {
  return db
    .select({ id: children.id, firstName: children.firstName })
    .from(children)
    .where(
      and(
        enrolledChild,
        sql`not ${checkedInToday(today)}`,
        sql`not ${reportedAbsent(today)}`,
        sql`not exists (select 1 from ${unexpectedAbsenceAlerts} u
              where u.child_id = ${children.id} and u.date = ${today})`,
      ),
    )
    .orderBy(asc(children.id));
}

/**
 * Runs the alert once the centre's clock has reached the set time (and until closing: a
 * server down all morning does not ask at 8 pm). Each child has a transaction of its own
 * whose first write claims the child's day; a second runner's claim waits on the unique
 * index and then finds it taken, so it sends nothing.
 */
export async function raiseUnexpectedAbsences(app: FastifyInstance): Promise<number> {
  const now = await centreNow(app.db, app.clock);
  const hours = await centreHours(app.db);
  const alertTime = hours.absenceAlertTime;
  // Off, or left outside the hours by a change of hours that did not mention it.
  if (!alertTime || !withinHours(alertTime, hours)) return 0;
  if (now.time < alertTime || now.time >= hours.closingTime) return 0;
  // Nobody is expected on a weekday the centre does not open or a closure (decision 073).
  if (!(await isOpenDay(app.db, now.today))) return 0;
  let raised = 0;
  for (const child of await expectedNotArrived(app.db, now.today)) {
    const sent = await app.db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(unexpectedAbsenceAlerts)
        .values({ childId: child.id, date: now.today, alertedAt: now.at })
        .onConflictDoNothing()
        .returning({ id: unexpectedAbsenceAlerts.id });
      if (!claimed) return false;
      // Checked again inside the claim: a check-in or a report that came meanwhile wins.
      const [still] = await tx
        .select({ id: children.id })
        .from(children)
        .where(
          and(
            eq(children.id, child.id),
            enrolledChild,
            sql`not ${checkedInToday(now.today)}`,
            sql`not ${reportedAbsent(now.today)}`,
          ),
        );
      if (!still) {
        await tx.delete(unexpectedAbsenceAlerts).where(eq(unexpectedAbsenceAlerts.id, claimed.id));
        return false;
      }
      await tellFamily(app, tx, child, now.at);
      return true;
    });
    if (sent) raised++;
  }
  return raised;
}

/**
 * A message from the centre in a thread of the child's guardians, and an e-mail to each.
 * Guardians who read different languages get a thread each, in their language. Sent as the
 * first director (a message needs an account behind it); the e-mail goes whatever the
 * guardians' e-mail settings: a child who may be in danger is not a notice one opts out of.
 */
async function tellFamily(
  app: FastifyInstance,
  tx: DbOrTx,
  child: { id: number; firstName: string },
  at: Date,
): Promise<void> {
  const guardians = await guardianUserIds(tx, child.id);
  const director = (await approverRows(tx)).find((u) => may(u, 'centreSettings.manage'));
  const byLanguage = new Map<Recipient['language'], (Recipient & { userId: number })[]>();
  for (const userId of guardians) {
    const to = await mailRecipient(tx, userId);
    if (!to || to.side !== 'parent') continue;
    byLanguage.set(to.language, [...(byLanguage.get(to.language) ?? []), { ...to, userId }]);
  }
  for (const [language, readers] of byLanguage) {
    const params = { child: child.firstName };
    let threadId: number | undefined;
    if (director) {
      threadId = await createThread(tx, {
        childId: child.id,
        subject: translate(language, 'mail.unexpectedAbsence.subject', params),
        priority: 'high',
        parentUserIds: readers.map((r) => r.userId),
        startedByUserId: director.userId,
        at,
      });
      await addMessage(tx, {
        threadId,
        senderId: director.userId,
        senderType: 'staff',
        content: translate(language, 'mail.unexpectedAbsence.message', params),
        priority: 'high',
        messageType: 'unexpectedAbsence',
        at,
      });
    }
    for (const to of readers) {
      await queueNotice(
        app,
        tx,
        to,
        {
          subject: ['mail.unexpectedAbsence.subject', params],
          paragraphs: [['mail.unexpectedAbsence.body', params]],
          action: {
            label: ['mail.unexpectedAbsence.action'],
            url:
              threadId === undefined
                ? `${app.config.publicUrl}/parent-dashboard`
                : threadLink(app, 'parent', threadId),
          },
          footer: ['mail.unexpectedAbsence.footer'],
        },
        at,
      );
    }
  }
}

/**
 * Today's alerts still standing, for the staff dashboard: a child checked in or reported
 * absent since leaves the list.
 */
export async function standingUnexpectedAbsences(
  db: DbOrTx,
  today: string,
): Promise<UnexpectedAbsence[]> {
  const rows = await db
    .select({
      childId: children.id,
      childName,
      roomName: rooms.name,
      alertedAt: unexpectedAbsenceAlerts.alertedAt,
    })
    .from(unexpectedAbsenceAlerts)
    .innerJoin(children, eq(children.id, unexpectedAbsenceAlerts.childId))
    .leftJoin(rooms, eq(rooms.id, children.roomId))
    .where(
      and(
        eq(unexpectedAbsenceAlerts.date, today),
        enrolledChild,
        sql`not ${checkedInToday(today)}`,
        sql`not ${reportedAbsent(today)}`,
      ),
    )
    .orderBy(asc(childName));
  return rows.map((r) => ({ ...r, alertedAt: r.alertedAt.toISOString() }));
}

export function handleUnexpectedAbsenceJobs(app: FastifyInstance): void {
  app.jobs.handle(unexpectedAbsenceJobKind, async () => {
    await raiseUnexpectedAbsences(app);
  });
  // Every five minutes: the time is the director's and changes without a restart; the job
  // does nothing before it, and each child's day is claimed once.
  app.jobs.recur({
    kind: unexpectedAbsenceJobKind,
    label: 'Unexpected-absence alerts',
    everyMinutes: 5,
  });
}
