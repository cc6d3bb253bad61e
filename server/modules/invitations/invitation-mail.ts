import type { FastifyInstance } from 'fastify';
import type { Language } from '../../../contract/enums.ts';
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { translate } from '../../lib/i18n.ts';
import { queueMail } from '../../lib/mail/mail-jobs.ts';
import { renderMail } from '../../lib/mail/mail-template.ts';
import { centreTimeZone } from '../../lib/centre-time.ts';
import { languageOfEmail } from '../../lib/user-language.ts';
import { mailCentre } from '../centre/centre-mail.ts';
import { hasParentAccount } from '../parent-accounts/parent-accounts-queries.ts';
import { childNameOf } from './invitations-queries.ts';

/**
 * `{origin}/parent-register?code={invitationCode}` (spec section 9). The origin is the
 * configured PUBLIC_URL, never the request's Host header: a request sent with
 * `Host: evil.example` must not make the centre mail a link to evil.example.
 */
export const invitationLinkFor = (config: Pick<Config, 'publicUrl'>, code: string) =>
  `${config.publicUrl}/parent-register?code=${encodeURIComponent(code)}`;

/**
 * Queues the registration e-mail in the invitation's own transaction: it goes out once the
 * invitation is saved, and is retried if the mail server is away. Dates are the centre's.
 * Written in the recipient's language: the one their account chose, when the address
 * already signs in (a parent adding a child); otherwise the invitation's (chosen by the
 * staff member who invites, English by default).
 */
export async function queueInvitationMail(
  app: FastifyInstance,
  tx: DbOrTx,
  invitation: { email: string; invitationCode: string; expiresAt: Date; language: Language },
  childName: string | null,
  timeZone: string,
): Promise<void> {
  const letterhead = await mailCentre(tx, app.config.publicUrl);
  const { name } = letterhead;
  const language = (await languageOfEmail(tx, invitation.email)) ?? invitation.language;
  const t = (id: string, params?: Record<string, string>) => translate(language, id, params);
  const date = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone }).format(
    invitation.expiresAt,
  );
  // An address with a parent account confirms instead of registering again (decision 062):
  // only this e-mail says which, never the answer to the staff member who invited.
  const existing = childName !== null && (await hasParentAccount(tx, invitation.email));
  const mail = renderMail({
    language,
    centre: letterhead,
    subject: existing
      ? t('mail.invitation.confirmSubject', { child: childName })
      : t('mail.invitation.subject'),
    greeting: t('mail.invitation.greeting'),
    paragraphs: [
      existing
        ? t('mail.invitation.confirmChild', { child: childName, centre: name })
        : childName
          ? t('mail.invitation.invitedForChild', { child: childName, centre: name })
          : t('mail.invitation.invited', { centre: name }),
      t('mail.invitation.validUntil', { date }),
    ],
    action: {
      label: existing ? t('mail.invitation.confirmAction') : t('mail.invitation.action'),
      url: invitationLinkFor(app.config, invitation.invitationCode),
    },
    footer: existing ? t('mail.invitation.confirmFooter') : t('mail.invitation.footer'),
  });
  await queueMail(tx, { to: invitation.email, ...mail }, app.clock.now());
}

/** Queues a new or renewed invitation's e-mail, naming its child, on the centre's clock. */
export async function mailInvitation(
  app: FastifyInstance,
  tx: DbOrTx,
  invitation: Parameters<typeof queueInvitationMail>[2] & { childId: number | null },
): Promise<void> {
  const childName = await childNameOf(tx, invitation.childId);
  await queueInvitationMail(app, tx, invitation, childName, await centreTimeZone(tx));
}
