import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { clearPinsGivenBy } from '../kiosk/pickup-pin-queries.ts';
import {
  type GuardianRemovalPreview,
  type PayerChoice,
  payerChoiceRequired,
} from '../../../contract/guardians.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import {
  cameraViewingSessions,
  guardianRemovals,
  messageThreadParents,
  messageThreads,
  parentInvitations,
} from '../../db/schema/index.ts';
import { type Actor, auditBy } from '../../lib/actor.ts';
import { badRequest, notFound } from '../../lib/http-errors.ts';
import { endPayer, paysForChild, removalBilling } from './guardian-billing.ts';
import {
  childNotFound,
  deleteGuardianLink,
  findChild,
  findGuardian,
  guardianNotFound,
  guardiansOf,
  toGuardian,
} from './guardians-queries.ts';

/*
 * Custody (decision 062): a director removes one guardian's access to one child. The link is
 * deleted from `guardians`, from which every parent scope derives, so from the commit on the
 * guardian gets 404 on the child, its reports, photos, cameras and the threads about it; the
 * payer record of the child's billing account is kept or ended as the director chose, in the
 * same transaction. The guardian's other children are untouched.
 */

/** What removing this guardian would change: shown by the dialog before the director confirms. */
export async function previewRemoval(
  db: DbOrTx,
  childId: number,
  parentAccountId: number,
): Promise<GuardianRemovalPreview> {
  if (!(await findChild(db, childId))) throw notFound(childNotFound);
  const found = await findGuardian(db, childId, parentAccountId);
  if (!found) throw notFound(guardianNotFound);
  const all = await guardiansOf(db, childId);
  return {
    guardian: toGuardian(found),
    otherGuardians: all.length - 1,
    billing: await removalBilling(db, childId, parentAccountId),
  };
}

/** The threads about the child the guardian took part in: they leave them (no more e-mails). */
async function leaveThreadsAbout(tx: DbOrTx, childId: number, userId: number) {
  const left = await tx
    .delete(messageThreadParents)
    .where(
      and(
        eq(messageThreadParents.userId, userId),
        inArray(
          messageThreadParents.threadId,
          tx
            .select({ id: messageThreads.id })
            .from(messageThreads)
            .where(eq(messageThreads.childId, childId)),
        ),
      ),
    )
    .returning({ threadId: messageThreadParents.threadId });
  return left.map((l) => l.threadId);
}

/** Invitations for the child to the guardian's e-mail that were still usable: revoked. */
async function revokeOpenInvitations(tx: DbOrTx, childId: number, email: string, at: Date) {
  const revoked = await tx
    .update(parentInvitations)
    .set({ status: 'revoked', revokedAt: at })
    .where(
      and(
        eq(parentInvitations.childId, childId),
        eq(parentInvitations.status, 'pending'),
        sql`lower(${parentInvitations.email}) = ${email.trim().toLowerCase()}`,
      ),
    )
    .returning({ id: parentInvitations.id });
  return revoked.map((r) => r.id);
}

export async function removeGuardian(
  tx: Tx,
  actor: Actor,
  input: { childId: number; parentAccountId: number; payer?: PayerChoice; reason?: string },
  at: Date,
) {
  const { childId, parentAccountId } = input;
  if (!(await findChild(tx, childId))) throw notFound(childNotFound);
  const found = await findGuardian(tx, childId, parentAccountId);
  if (!found) throw notFound(guardianNotFound);
  const paying = await paysForChild(tx, childId, parentAccountId);
  // The payers are adjusted with the director, never silently: a guardian who pays for the
  // child's account is not removed until the director says what becomes of that.
  if (paying && !input.payer) throw badRequest(payerChoiceRequired, { payer: payerChoiceRequired });
  // The first statement takes the link's row: of two removals at once, the second waits
  // here, then finds nothing to delete and answers 404 (never a 500).
  const link = await deleteGuardianLink(tx, childId, parentAccountId);
  if (!link) throw notFound(guardianNotFound);
  const payer: 'kept' | 'removed' | null = paying
    ? input.payer === 'remove'
      ? 'removed'
      : 'kept'
    : null;
  const shares = paying && payer === 'removed' ? await endPayer(tx, paying) : null;
  const threadsLeft = await leaveThreadsAbout(tx, childId, found.userId);
  const invitationsRevoked = await revokeOpenInvitations(tx, childId, found.email, at);
  const pickupPinsWithdrawn = await clearPinsGivenBy(tx, childId, found.userId);
  await tx.insert(guardianRemovals).values({
    childId,
    parentAccountId,
    relationship: link.relationship,
    linkedAt: link.createdAt,
    removedAt: at,
    removedByUserId: actor.userId,
    payer,
    reason: input.reason ?? '',
  });
  await auditBy(tx, actor, {
    action: 'guardian.remove',
    entityType: 'child',
    entityId: childId,
    details: {
      parentAccountId,
      before: { relationship: link.relationship, linkedAt: link.createdAt.toISOString() },
      after: null,
      payer,
      ...(paying ? { payerId: paying.payerId, accountId: paying.accountId } : {}),
      ...(shares ? { shares } : {}),
      threads: threadsLeft,
      invitationsRevoked,
      pickupPinsWithdrawn,
      reason: input.reason ?? '',
    },
    at,
  });
  return { childId, parentAccountId, payer, userId: found.userId };
}

/** The guardian's camera viewings still open: asked again after the removal (they end). */
export async function openViewingsOf(db: DbOrTx, userId: number) {
  const rows = await db
    .select({ id: cameraViewingSessions.id })
    .from(cameraViewingSessions)
    .where(and(eq(cameraViewingSessions.userId, userId), isNull(cameraViewingSessions.endedAt)));
  return rows.map((r) => r.id);
}
