import type { Language } from '../../../contract/enums.ts';
import type { Tx } from '../../db/client.ts';
import { type AuditEntry } from '../../lib/audit.ts';
import { HttpError, badRequest, notFound } from '../../lib/http-errors.ts';
import type { Principal } from '../../types.ts';
import { isEnrolled } from '../enrolment/enrolment-queries.ts';
import { inviteParent } from '../invitations/invitation-actions.ts';
import type { Invitation } from '../invitations/invitation-lifecycle-queries.ts';
import {
  childNotFound,
  guardiansOf,
  isGuardianEmail,
  openInvitationsOf,
} from './guardians-queries.ts';

/*
 * Further guardians of an enrolled child (decision 062), through the invitation mechanism:
 * the invitation's e-mail links a new account on registration, and an existing account after
 * its holder signs in and confirms. Whether the address has an account is never said here.
 */

export const alreadyGuardian = 'errors.alreadyGuardian';
export const familyAlreadyLinked = 'errors.familyAlreadyLinked';
export const chooseSibling = 'errors.chooseSibling';

type Invited = { invitations: Invitation[]; audits: AuditEntry[] };

/** A further guardian invited to the child; 409 when the e-mail is a guardian already. */
export async function inviteGuardian(
  tx: Tx,
  principal: Principal,
  input: {
    childId: number;
    email: string;
    phoneNumber: string;
    relationship: string;
    language: Language;
    invitationCode: string;
  },
  at: Date,
): Promise<Invited> {
  if (!(await isEnrolled(tx, input.childId))) throw notFound(childNotFound);
  if (await isGuardianEmail(tx, input.childId, input.email))
    throw new HttpError(409, alreadyGuardian);
  const invited = await inviteParent(tx, principal, input, at);
  return { invitations: [invited.result], audits: [invited.audit] };
}

/**
 * A sibling enrolled later joins the family: each guardian of `siblingId` who is not yet one
 * of the child's gets an invitation to their own account's e-mail, to confirm after signing
 * in. Confirming links the child to them and, through that link, to the family's billing
 * account (billing-accounts.ts finds it by the shared guardian).
 */
export async function linkToFamily(
  tx: Tx,
  principal: Principal,
  input: { childId: number; siblingId: number; newCode: () => string },
  at: Date,
): Promise<Invited> {
  const { childId, siblingId } = input;
  if (siblingId === childId) throw badRequest(chooseSibling, { siblingId: chooseSibling });
  if (!(await isEnrolled(tx, childId))) throw notFound(childNotFound);
  if (!(await isEnrolled(tx, siblingId)))
    throw badRequest(chooseSibling, { siblingId: chooseSibling });
  const have = new Set((await guardiansOf(tx, childId)).map((g) => g.parentAccountId));
  // A link still waiting to be confirmed is not sent twice.
  const waiting = new Set(
    (await openInvitationsOf(tx, childId, at))
      .filter((i) => i.status === 'pending')
      .map((i) => i.email.toLowerCase()),
  );
  const toInvite = (await guardiansOf(tx, siblingId)).filter(
    (g) => !have.has(g.parentAccountId) && !waiting.has(g.email.toLowerCase()),
  );
  if (toInvite.length === 0) throw new HttpError(409, familyAlreadyLinked);
  const result: Invited = { invitations: [], audits: [] };
  for (const g of toInvite) {
    const invited = await inviteParent(
      tx,
      principal,
      {
        childId,
        email: g.email,
        phoneNumber: g.phoneNumber,
        relationship: g.relationship,
        // The e-mail goes to an account: it is written in that account's own language.
        language: 'en',
        invitationCode: input.newCode(),
      },
      at,
    );
    result.invitations.push(invited.result);
    result.audits.push({
      ...invited.audit,
      details: { ...invited.audit.details, siblingId },
    });
  }
  return result;
}
