import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { consentsIncompleteMessage } from '../../../contract/enrolment.ts';
import { errorResponse } from '../../../contract/errors.ts';
import {
  createInvitationRequest,
  createInvitationResponse,
} from '../../../contract/invitations.ts';
import { writeAudit } from '../../lib/audit.ts';
import { HttpError, notFound } from '../../plugins/errors.ts';
import { hasAllConsents, isEnrolled } from '../enrolment/enrolment-queries.ts';
import {
  fillParentContact,
  insertInvitation,
  invitationExpiryDays,
  staffIdOfUser,
} from './invitations-queries.ts';
import { invitationLifecycleRoutes } from './invitation-lifecycle-routes.ts';
import { invitationLinkFor, mailInvitation } from './invitation-mail.ts';
import { findUsableInvitation } from './invitation-lifecycle-queries.ts';
import { principalOf } from '../../plugins/access.ts';

const dayMs = 24 * 60 * 60 * 1000;

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
      const { email, phoneNumber, childId } = request.body;
      const userId = principalOf(request).userId;
      if (childId !== undefined) {
        if (!(await isEnrolled(app.db, childId))) throw notFound('Child not found');
        // The server, not only the consent page, holds the line: no consents, no invitation.
        if (!(await hasAllConsents(app.db, childId)))
          throw new HttpError(409, consentsIncompleteMessage);
      }
      const at = app.clock.now();
      const days = await invitationExpiryDays(app.db);
      const invitation = await insertInvitation(app.db, {
        childId: childId ?? null,
        email,
        phoneNumber,
        // 32 random bytes (256 bits), base64url: unguessable and safe in a URL.
        invitationCode: app.tokens.token(),
        invitedByUserId: userId,
        invitedByStaffId: await staffIdOfUser(app.db, userId),
        status: 'pending',
        expiresAt: new Date(at.getTime() + days * dayMs),
        createdAt: at,
      });
      const filled =
        childId === undefined
          ? []
          : await fillParentContact(
              app.db,
              childId,
              { parentEmail: email, parentPhone: phoneNumber },
              at,
            );
      await writeAudit(app.db, {
        actorUserId: userId,
        action: 'parentInvitation.create',
        entityType: 'parentInvitation',
        entityId: invitation.id,
        details: { childId: childId ?? null, email, childFieldsFilled: filled },
        ipAddress: request.ip,
        at,
      });
      const code = invitation.invitationCode;
      const link = invitationLinkFor(request, code);
      const child = (await findUsableInvitation(app.db, code, at))?.child;
      await mailInvitation(
        app,
        invitation,
        link,
        child ? `${child.firstName} ${child.lastName}` : null,
      );
      return reply.code(201).send({
        id: invitation.id,
        childId: invitation.childId,
        email: invitation.email,
        phoneNumber: invitation.phoneNumber,
        invitationCode: code,
        invitationLink: link,
        status: invitation.status,
        expiresAt: invitation.expiresAt.toISOString(),
        createdAt: invitation.createdAt.toISOString(),
      });
    },
  });

  await invitationLifecycleRoutes(app);
}
