import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { consentsIncompleteMessage } from '../../../contract/enrolment.ts';
import { errorResponse } from '../../../contract/errors.ts';
import {
  createInvitationRequest,
  createInvitationResponse,
} from '../../../contract/invitations.ts';
import { audit } from '../../lib/audit.ts';
import { principalOf } from '../../plugins/access.ts';
import { HttpError, notFound } from '../../lib/http-errors.ts';
import { hasAllConsents, isEnrolled } from '../enrolment/enrolment-queries.ts';
import { invitationLifecycleRoutes } from './invitation-lifecycle-routes.ts';
import { invitationLinkFor, queueInvitationMail } from './invitation-mail.ts';
import { centreTimeZone } from '../../lib/centre-time.ts';
import { childNameOf, fillParentContact, newInvitation } from './invitations-queries.ts';
import type { Invitation } from './invitation-lifecycle-queries.ts';

/** The create and re-send answer: the invitation with its registration link. */
export const invitationCreated = (app: FastifyInstance, i: Invitation) => ({
  id: i.id,
  childId: i.childId,
  email: i.email,
  phoneNumber: i.phoneNumber,
  invitationCode: i.invitationCode,
  invitationLink: invitationLinkFor(app.config, i.invitationCode),
  status: i.status,
  expiresAt: i.expiresAt.toISOString(),
  createdAt: i.createdAt.toISOString(),
});

export async function invitationsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/api/parent-invitations', {
    config: { permission: 'parentInvitation.manage' },
    schema: {
      tags: ['parent invitations'],
      summary: 'Invite a parent to register (enrolment step 3, or the Invite Parent dialog)',
      body: createInvitationRequest,
      response: {
        201: createInvitationResponse,
        400: errorResponse,
        404: errorResponse,
        409: errorResponse,
      },
    },
    handler: async (request, reply) => {
      const { email, phoneNumber, childId, language } = request.body;
      // The invitation, the child's contact details it fills, the audit row and the e-mail
      // job commit together.
      const invitation = await app.db.transaction(async (tx) => {
        if (childId !== undefined) {
          if (!(await isEnrolled(tx, childId))) throw notFound('errors.childNotFound');
          // The server, not only the consent page, holds the line: no consents, no invitation.
          if (!(await hasAllConsents(tx, childId)))
            throw new HttpError(409, consentsIncompleteMessage);
        }
        const at = app.clock.now();
        const created = await newInvitation(tx, {
          childId: childId ?? null,
          email,
          phoneNumber,
          // 32 random bytes (256 bits), base64url: unguessable and safe in a URL.
          invitationCode: app.tokens.token(),
          invitedByUserId: principalOf(request).userId,
          language,
          at,
        });
        const filled =
          childId === undefined
            ? []
            : await fillParentContact(
                tx,
                childId,
                { parentEmail: email, parentPhone: phoneNumber },
                at,
              );
        await audit(tx, request, {
          action: 'parentInvitation.create',
          entityType: 'parentInvitation',
          entityId: created.id,
          details: { childId: childId ?? null, email, childFieldsFilled: filled },
          at,
        });
        const childName = await childNameOf(tx, created.childId);
        await queueInvitationMail(app, tx, created, childName, await centreTimeZone(tx));
        return created;
      });
      return reply.code(201).send(invitationCreated(app, invitation));
    },
  });

  await invitationLifecycleRoutes(app);
}
