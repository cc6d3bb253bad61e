import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { childMilestones, children, messages, milestoneTemplates } from '../../db/schema/index.ts';
import { translate } from '../../lib/i18n.ts';
import { languageOfUser } from '../../lib/user-language.ts';
import { queueUnreadMails } from '../messages/message-mail.ts';
import { addMessage, createThread, guardianUserIds } from '../messages/messages-queries.ts';
import { templateColumns } from './catalogue-columns.ts';

/**
 * Tells the child's guardians about a milestone, in the recording's transaction (decision
 * 033): a message from the centre in a thread of its own, with the milestone's celebration
 * and its tip for home, in the first guardian's language. It is e-mailed like any message
 * from the centre: to each guardian whose settings ask for e-mail and who has not read it a
 * few minutes later (decision 022). `parentNotified` turns true when the message reached at
 * least one guardian's account; a child without a registered parent stays un-notified.
 */
export async function notifyMilestone(
  app: FastifyInstance,
  tx: DbOrTx,
  milestone: { id: number; childId: number; templateId: number },
  authorUserId: number,
  at: Date,
): Promise<void> {
  const guardians = await guardianUserIds(tx, milestone.childId);
  if (guardians.length === 0) return;
  const language = await languageOfUser(tx, guardians[0]!);
  const [about] = await tx
    .select({
      child: children.firstName,
      title: templateColumns(language).title,
      celebration: templateColumns(language).celebrationMessage,
      tip: templateColumns(language).parentTip,
    })
    .from(milestoneTemplates)
    .innerJoin(children, eq(children.id, milestone.childId))
    .where(eq(milestoneTemplates.id, milestone.templateId));
  if (!about) return;
  const t = (id: string) => translate(language, id, { child: about.child, milestone: about.title });
  const threadId = await createThread(tx, {
    childId: milestone.childId,
    subject: t('milestoneTexts.notice.subject'),
    priority: 'normal',
    parentUserIds: guardians,
    startedByUserId: authorUserId,
    at,
  });
  const content = [
    t('milestoneTexts.notice.intro'),
    ...(about.celebration ? [about.celebration] : []),
    ...(about.tip ? [translate(language, 'milestoneTexts.notice.tip', { tip: about.tip })] : []),
    t('milestoneTexts.notice.sign'),
  ].join('\n\n');
  const sent = await addMessage(tx, {
    threadId,
    senderId: authorUserId,
    senderType: 'staff',
    content,
    priority: 'normal',
    messageType: 'milestone',
    at,
  });
  await tx.update(messages).set({ parentNotificationSent: true }).where(eq(messages.id, sent.id));
  await queueUnreadMails(app, tx, sent.id, sent.recipients, at);
  await tx
    .update(childMilestones)
    .set({ parentNotified: true, notificationSentAt: at })
    .where(eq(childMilestones.id, milestone.id));
}
