import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { parentSettings, staffSettings } from '../../../contract/settings.ts';
import { portalOf } from '../../access/access.ts';
import type { DbOrTx } from '../../db/client.ts';
import { messageReceipts, messages, users } from '../../db/schema/index.ts';
import { translate } from '../../lib/i18n.ts';
import { enqueue } from '../../lib/jobs/job-queue.ts';
import { queueMail } from '../../lib/mail/mail-jobs.ts';
import { renderMail } from '../../lib/mail/mail-template.ts';
import { userDisplayName } from '../auth/auth-queries.ts';
import { storedSettings } from '../account/account-queries.ts';
import { mailCentre } from '../centre/centre-mail.ts';

export const unreadMailJobKind = 'message.unread-mail';
const unreadMailPayload = z.object({ messageId: z.number().int(), userId: z.number().int() });

/** Who may be e-mailed, with their settings read through the schema (defaults filled in). */
export async function mailRecipient(db: DbOrTx, userId: number) {
  const [user] = await db
    .select({
      email: users.email,
      role: users.role,
      isActive: users.isActive,
      name: userDisplayName,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user?.isActive) return undefined;
  const stored = await storedSettings(db, userId);
  if (portalOf(user) === 'parent') {
    const settings = parentSettings.safeParse(stored).data ?? parentSettings.parse({});
    return { ...user, side: 'parent' as const, parent: settings, language: settings.language };
  }
  const settings = staffSettings.safeParse(stored).data ?? staffSettings.parse({});
  return { ...user, side: 'staff' as const, staff: settings, language: settings.language };
}

export type Recipient = NonNullable<Awaited<ReturnType<typeof mailRecipient>>>;
/** A catalogue text and its values; a plain string is shown as it is (a record's own text). */
export type NoticeText = string | [id: string, params?: Record<string, string | number>];

/**
 * One notice e-mailed to one person, in their language, signed by the centre, queued in the
 * caller's transaction: every notification e-mail is written through here. Every text may
 * use `{centre}`.
 */
export async function queueNotice(
  app: FastifyInstance,
  tx: DbOrTx,
  to: Recipient,
  notice: {
    subject: NoticeText;
    paragraphs: NoticeText[];
    action: { label: NoticeText; url: string };
    footer: NoticeText;
  },
  at: Date,
): Promise<void> {
  const letterhead = await mailCentre(tx, app.config.publicUrl);
  const centre = letterhead.name;
  const say = (text: NoticeText) =>
    typeof text === 'string' ? text : translate(to.language, text[0], { centre, ...text[1] });
  const mail = renderMail({
    language: to.language,
    centre: letterhead,
    subject: say(notice.subject),
    greeting: say(['mail.message.greeting', { name: to.name }]),
    paragraphs: notice.paragraphs.map(say),
    action: { label: say(notice.action.label), url: notice.action.url },
    footer: say(notice.footer),
  });
  await queueMail(tx, { to: to.email, ...mail }, at);
}

/** Where a person opens a thread: the staff inbox, or the parent portal's messages view. */
export const threadLink = (app: FastifyInstance, side: 'staff' | 'parent', threadId: number) =>
  side === 'staff'
    ? `${app.config.publicUrl}/messages?thread=${threadId}`
    : `${app.config.publicUrl}/parent-dashboard?view=messages&thread=${threadId}`;

/**
 * A new message is e-mailed to each recipient who still has not read it a few minutes later
 * (MESSAGE_EMAIL_DELAY_MINUTES), so people reading the portal are not also mailed. Queued in
 * the message's transaction; the job decides with the receipt and settings of that moment.
 */
export async function queueUnreadMails(
  app: FastifyInstance,
  tx: DbOrTx,
  messageId: number,
  recipients: number[],
  at: Date,
): Promise<void> {
  const runAt = new Date(at.getTime() + app.config.messageEmailDelayMinutes * 60_000);
  for (const userId of recipients) {
    await enqueue(
      tx,
      {
        kind: unreadMailJobKind,
        payload: { messageId, userId },
        label: 'E-mail about a new message',
        runAt,
        idempotencyKey: `${unreadMailJobKind}:${messageId}:${userId}`,
      },
      at,
    );
  }
}

export function handleMessageMailJobs(app: FastifyInstance): void {
  app.jobs.handle(unreadMailJobKind, async (payload) => {
    const { messageId, userId } = unreadMailPayload.parse(payload);
    await app.db.transaction(async (tx) => {
      const [unread] = await tx
        .select({
          threadId: messageReceipts.threadId,
          senderName: userDisplayName,
        })
        .from(messageReceipts)
        .innerJoin(messages, eq(messages.id, messageReceipts.messageId))
        .innerJoin(users, eq(users.id, messages.senderId))
        .where(
          and(
            eq(messageReceipts.messageId, messageId),
            eq(messageReceipts.userId, userId),
            isNull(messageReceipts.readAt),
          ),
        );
      if (!unread) return;
      const to = await mailRecipient(tx, userId);
      if (!to) return;
      const wanted =
        to.side === 'parent' ? to.parent.emailNotifications : to.staff.emailNotifications;
      if (!wanted) return;
      // Only that there is a message and from whom: what it says stays behind the sign-in.
      await queueNotice(
        app,
        tx,
        to,
        {
          subject: ['mail.message.subject'],
          paragraphs: [['mail.message.body', { sender: unread.senderName }]],
          action: {
            label: ['mail.message.action'],
            url: threadLink(app, to.side, unread.threadId),
          },
          footer: ['mail.message.footer'],
        },
        app.clock.now(),
      );
    });
  });
}
