import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';

/**
 * `{origin}/parent-register?code={invitationCode}` (spec section 9). The origin is the
 * configured PUBLIC_URL, never the request's Host header: a request sent with
 * `Host: evil.example` must not make the centre mail a link to evil.example.
 */
export const invitationLinkFor = (config: Pick<Config, 'publicUrl'>, code: string) =>
  `${config.publicUrl}/parent-register?code=${encodeURIComponent(code)}`;

/**
 * E-mails the registration link to the invited address, after the invitation is saved. A
 * failing mail transport must not undo the invitation (staff can still copy the link), so
 * failures are logged, not thrown.
 */
export async function mailInvitation(
  app: FastifyInstance,
  invitation: { id: number; email: string; invitationCode: string; expiresAt: Date },
  childName: string | null,
): Promise<void> {
  const link = invitationLinkFor(app.config, invitation.invitationCode);
  const forChild = childName ? ` for ${childName}` : '';
  const text = [
    'Hello,',
    '',
    `You have been invited to create a parent account${forChild} at our daycare.`,
    'Open this link to register:',
    link,
    '',
    `The link can be used once and is valid until ${invitation.expiresAt.toUTCString()}.`,
    'If you did not expect this e-mail, you can ignore it.',
  ].join('\n');
  try {
    await app.mailer.send({ to: invitation.email, subject: 'Your parent registration link', text });
  } catch (err) {
    // The address is personal data: the log names the invitation, not the person.
    app.log.error({ err, invitationId: invitation.id }, 'invitation mail could not be sent');
  }
}
