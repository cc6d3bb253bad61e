import type { FastifyInstance } from 'fastify';
import type { Language } from '../../../contract/enums.ts';
import type { DbOrTx } from '../../db/client.ts';
import { centreTimeZone } from '../../lib/centre-time.ts';
import { translate } from '../../lib/i18n.ts';
import { queueMail } from '../../lib/mail/mail-jobs.ts';
import { renderMail } from '../../lib/mail/mail-template.ts';
import { mailCentre } from '../centre/centre-mail.ts';

/** `{PUBLIC_URL}/staff-invitation?token=…`: the configured address, never the Host header. */
export const staffInvitationLinkFor = (publicUrl: string, token: string) =>
  `${publicUrl}/staff-invitation?token=${encodeURIComponent(token)}`;

/**
 * Queues the invitation e-mail in the invitation's transaction, in the language the director
 * chose for this person; the expiry in the centre's calendar.
 */
export async function queueStaffInvitationMail(
  app: FastifyInstance,
  tx: DbOrTx,
  mail: {
    to: string;
    name: string;
    token: string;
    role: 'director' | 'staff';
    language: Language;
    expiresAt: Date;
    sentBy: string;
  },
): Promise<void> {
  const letterhead = await mailCentre(tx, app.config.publicUrl);
  const centre = letterhead.name;
  const t = (id: string, params?: Record<string, string>) => translate(mail.language, id, params);
  const date = new Intl.DateTimeFormat(mail.language, {
    dateStyle: 'long',
    timeZone: await centreTimeZone(tx),
  }).format(mail.expiresAt);
  const rendered = renderMail({
    language: mail.language,
    centre: letterhead,
    subject: t('mail.staffInvitation.subject', { centre }),
    greeting: t('mail.staffInvitation.greeting', { name: mail.name }),
    paragraphs: [
      t('mail.staffInvitation.invited', { sender: mail.sentBy, centre, role: mail.role }),
      t('mail.staffInvitation.validUntil', { date }),
    ],
    action: {
      label: t('mail.staffInvitation.action'),
      url: staffInvitationLinkFor(app.config.publicUrl, mail.token),
    },
    footer: t('mail.staffInvitation.footer'),
  });
  await queueMail(tx, { to: mail.to, ...rendered }, app.clock.now());
}
