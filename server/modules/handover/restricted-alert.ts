import type { FastifyInstance } from 'fastify';
import { may } from '../../access/access.ts';
import { type Actor, auditBy } from '../../lib/actor.ts';
import { mailRecipient, queueNotice } from '../messages/message-mail.ts';
import { userName } from './approver-queries.ts';
import type { RestrictedCollector } from './collector.ts';
import { approverRows } from './pickup-queries.ts';

/**
 * A check-out refused to a restricted person: the attempt is written to the audit log and
 * every director is e-mailed at once, whatever their e-mail settings (a safety alert, not a
 * notice they opted into: decision 065). Its own transaction: the check-out's rolled back.
 */
export async function tellDirectors(
  app: FastifyInstance,
  actor: Actor,
  refusal: RestrictedCollector,
): Promise<void> {
  const at = app.clock.now();
  await app.db.transaction(async (tx) => {
    await auditBy(tx, actor, {
      action: 'pickup.refused',
      entityType: 'child',
      entityId: refusal.childId,
      details: { collector: refusal.collector, restrictionId: refusal.restrictionId },
      at,
    });
    const staffName = await userName(tx, actor.userId);
    const directors = (await approverRows(tx)).filter((u) => may(u, 'pickup.approveOther'));
    for (const director of directors) {
      const to = await mailRecipient(tx, director.userId);
      if (!to) continue;
      await queueNotice(
        app,
        tx,
        to,
        {
          subject: ['mail.pickupRefused.subject', { child: refusal.childName }],
          paragraphs: [
            [
              'mail.pickupRefused.body',
              {
                child: refusal.childName,
                collector: refusal.collector,
                staff: staffName,
              },
            ],
          ],
          action: {
            label: ['mail.pickupRefused.action'],
            url: `${app.config.publicUrl}/children`,
          },
          footer: ['mail.pickupRefused.footer'],
        },
        at,
      );
    }
  });
}
