import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { findEnrolledChild } from '../day-records/day-record-rules.ts';
import { mailRecipient, queueNotice } from '../messages/message-mail.ts';
import { guardianUserIds } from '../messages/messages-queries.ts';

/**
 * Tells each guardian who asked for it (the e-mail switch and "Picked up", both on by
 * default) that their child was checked out, when and by whom, in the check-out's own
 * transaction (decision 070). The guardian who signed the child out at the kiosk themselves
 * is not told what they have just done.
 */
export async function notifyCheckOut(
  app: FastifyInstance,
  tx: DbOrTx,
  checkOut: { childId: number; time: string; by: string; byUserId: number | null },
  at: Date,
): Promise<void> {
  const child = await findEnrolledChild(tx, checkOut.childId);
  if (!child) return;
  const params = { child: child.name, time: checkOut.time, by: checkOut.by };
  for (const userId of await guardianUserIds(tx, checkOut.childId)) {
    if (userId === checkOut.byUserId) continue;
    const to = await mailRecipient(tx, userId);
    if (!to || to.side !== 'parent') continue;
    if (!to.parent.emailNotifications || !to.parent.pickupEmails) continue;
    await queueNotice(
      app,
      tx,
      to,
      {
        subject: ['mail.checkedOut.subject', params],
        paragraphs: [['mail.checkedOut.body', params]],
        action: {
          label: ['mail.checkedOut.action'],
          url: `${app.config.publicUrl}/parent-dashboard`,
        },
        footer: ['mail.checkedOut.footer'],
      },
      at,
    );
  }
}
