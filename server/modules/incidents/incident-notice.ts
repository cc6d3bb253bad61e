import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { children, incidents, messages, staff } from '../../db/schema/index.ts';
import { translate } from '../../lib/i18n.ts';
import { centreTimeZone } from '../../lib/centre-time.ts';
import { formatCalendarDay, formatCentreTime, readerOfUser } from '../../lib/reader-format.ts';
import { mailRecipient, queueNotice, threadLink } from '../messages/message-mail.ts';
import {
  activeUserIds,
  addMessage,
  createThread,
  guardianUserIds,
} from '../messages/messages-queries.ts';

/**
 * Tells the child's guardians about a new incident, in the incident's own transaction: a
 * message from the centre ("Incident report for {child}") in a thread of its own, an e-mail to
 * each guardian whose settings ask for incident e-mails (only that there is a report: the
 * details stay behind the sign-in), and one to each staff member who asked for incident
 * reports. `parentNotified` turns true when the message reached at least one guardian's
 * account; a child without a registered parent stays Pending.
 */
export async function notifyIncident(
  app: FastifyInstance,
  tx: DbOrTx,
  incidentId: number,
  authorUserId: number,
  at: Date,
): Promise<void> {
  const [incident] = await tx
    .select({
      childId: incidents.childId,
      date: incidents.date,
      time: incidents.time,
      description: incidents.description,
      actionTaken: incidents.actionTaken,
      childName: sql<string>`${children.firstName} || ' ' || ${children.lastName}`,
      staffName: sql<string>`${staff.firstName} || ' ' || ${staff.lastName}`,
    })
    .from(incidents)
    .innerJoin(children, eq(children.id, incidents.childId))
    .innerJoin(staff, eq(staff.id, incidents.staffId))
    .where(eq(incidents.id, incidentId));
  if (!incident) return;

  const guardians = await guardianUserIds(tx, incident.childId);
  if (guardians.length > 0) {
    // One text for the thread: the first guardian's language, date format and time zone.
    const reader = await readerOfUser(tx, guardians[0]!);
    const t = (id: string, params?: Record<string, string>) =>
      translate(reader.language, id, params);
    const params = {
      child: incident.childName,
      staff: incident.staffName,
      date: formatCalendarDay(reader, incident.date),
      time: formatCentreTime(reader, incident.date, incident.time, await centreTimeZone(tx)),
    };
    const threadId = await createThread(tx, {
      childId: incident.childId,
      subject: t('mail.incident.threadSubject', params),
      priority: 'high',
      parentUserIds: guardians,
      startedByUserId: authorUserId,
      at,
    });
    const content = [
      t('mail.incident.threadIntro', params),
      incident.description,
      ...(incident.actionTaken
        ? [t('mail.incident.actionTaken', { action: incident.actionTaken })]
        : []),
      t('mail.incident.threadSign'),
    ].join('\n\n');
    const sent = await addMessage(tx, {
      threadId,
      senderId: authorUserId,
      senderType: 'staff',
      content,
      priority: 'high',
      messageType: 'incident',
      at,
    });
    await tx.update(messages).set({ parentNotificationSent: true }).where(eq(messages.id, sent.id));
    await tx
      .update(incidents)
      .set({ parentNotified: true, parentNotifiedAt: at })
      .where(eq(incidents.id, incidentId));

    for (const userId of guardians) {
      const to = await mailRecipient(tx, userId);
      if (!to || to.side !== 'parent') continue;
      if (!to.parent.emailNotifications || !to.parent.incidentAlerts) continue;
      await queueNotice(
        app,
        tx,
        to,
        {
          subject: ['mail.incident.subject'],
          paragraphs: [['mail.incident.body']],
          action: { label: ['mail.incident.action'], url: threadLink(app, 'parent', threadId) },
          footer: ['mail.incident.footer'],
        },
        at,
      );
    }
  }

  const colleagues = (await activeUserIds(tx, 'staff')).filter((id) => id !== authorUserId);
  for (const id of colleagues) {
    const to = await mailRecipient(tx, id);
    if (!to || to.side !== 'staff') continue;
    if (!to.staff.emailNotifications || !to.staff.incidentReports) continue;
    await queueNotice(
      app,
      tx,
      to,
      {
        subject: ['mail.incident.staffSubject'],
        paragraphs: [['mail.incident.staffBody', { staff: incident.staffName }]],
        action: { label: ['mail.incident.staffAction'], url: `${app.config.publicUrl}/` },
        footer: ['mail.incident.staffFooter'],
      },
      at,
    );
  }
}
