import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { queueMail } from '../../lib/mail/mail-jobs.ts';
import { renderMail } from '../../lib/mail/mail-template.ts';
import { centreInfo } from '../centre/centre-queries.ts';

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
 */
export async function queueInvitationMail(
  app: FastifyInstance,
  tx: DbOrTx,
  invitation: { email: string; invitationCode: string; expiresAt: Date },
  childName: string | null,
  timeZone: string,
): Promise<void> {
  const { name } = await centreInfo(tx);
  const forChild = childName ? ` for ${childName}` : '';
  const expires = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone }).format(
    invitation.expiresAt,
  );
  const mail = renderMail({
    centreName: name,
    subject: 'Your parent registration link',
    greeting: 'Hello,',
    paragraphs: [
      `You have been invited to create a parent account${forChild} at ${name}.`,
      `The link can be used once and is valid until ${expires}.`,
    ],
    action: {
      label: 'Create your account',
      url: invitationLinkFor(app.config, invitation.invitationCode),
    },
    footer: 'If you did not expect this e-mail, you can ignore it.',
  });
  await queueMail(tx, { to: invitation.email, ...mail }, app.clock.now());
}
