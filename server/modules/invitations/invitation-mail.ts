import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The address the staff member reached us at, so the link works where they copy it. */
export const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** `{origin}/parent-register?code={invitationCode}` (spec section 9). */
export const invitationLinkFor = (request: FastifyRequest, code: string) =>
  `${originOf(request)}/parent-register?code=${encodeURIComponent(code)}`;

/**
 * E-mails the registration link to the invited address. A failing mail transport must not
 * undo the invitation (staff can still copy the link), so failures are logged, not thrown.
 */
export async function mailInvitation(
  app: FastifyInstance,
  invitation: { email: string; expiresAt: Date },
  link: string,
  childName: string | null,
): Promise<void> {
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
    app.log.error({ err, to: invitation.email }, 'invitation mail could not be sent');
  }
}
