import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { mailRecipient, queueNotice } from '../messages/message-mail.ts';
import { guardianUserIds } from '../messages/messages-queries.ts';
import { childHeader } from './conditions-queries.ts';

/**
 * Tells each guardian who asked for it (the e-mail switch and Medication Doses, both on by
 * default) that a dose entry was logged, in the entry's transaction. The e-mail names the
 * medication and the time; the entry itself is read in the parent portal.
 */
export async function notifyDose(
  app: FastifyInstance,
  tx: DbOrTx,
  entry: { childId: number; medication: string; time: string; correction: boolean },
  at: Date,
): Promise<void> {
  const child = await childHeader(tx, entry.childId);
  if (!child) return;
  const params = { child: child.childName, medication: entry.medication, time: entry.time };
  const url = `${app.config.publicUrl}/parent-dashboard?view=health&child=${entry.childId}`;
  for (const userId of await guardianUserIds(tx, entry.childId)) {
    const to = await mailRecipient(tx, userId);
    if (!to || to.side !== 'parent') continue;
    if (!to.parent.emailNotifications || !to.parent.medicationAlerts) continue;
    await queueNotice(
      app,
      tx,
      to,
      {
        subject: [
          entry.correction
            ? 'healthDocuments.doseMail.correctionSubject'
            : 'healthDocuments.doseMail.subject',
          params,
        ],
        paragraphs: [
          [
            entry.correction
              ? 'healthDocuments.doseMail.correctionBody'
              : 'healthDocuments.doseMail.body',
            params,
          ],
        ],
        action: { label: ['healthDocuments.doseMail.action'], url },
        footer: ['healthDocuments.doseMail.footer'],
      },
      at,
    );
  }
}
