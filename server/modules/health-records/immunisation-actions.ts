import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  exemptionFields,
  immunisationRequest,
  ScheduleDose,
} from '../../../contract/immunisations.ts';
import { may, requireTarget } from '../../access/access.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  childImmunisationExemptions,
  childImmunisations,
  immunisationScheduleDoses,
  storedFiles,
} from '../../db/schema/index.ts';
import { type Actor, auditBy } from '../../lib/actor.ts';
import { queueFileDeletion } from '../../lib/files/file-jobs.ts';
import { badRequest, HttpError, notFound } from '../../lib/http-errors.ts';
import {
  exemptionDocument,
  findExemption,
  findImmunisation,
  loadSchedule,
} from './immunisation-queries.ts';

const missingDose = 'errors.immunisationNotFound';
const missingExemption = 'errors.exemptionNotFound';
type Now = { at: Date; today: string };
type DoseIds = { childId: number; immunisationId: number };
type ExemptionIds = { childId: number; exemptionId: number };

/** Staff entries count at once; a guardian's wait for staff (decision 066). */
const verifiedBy = (actor: Actor, at: Date) =>
  may(actor, 'immunisation.verify')
    ? { verifiedByUserId: actor.userId, verifiedAt: at }
    : { verifiedByUserId: null, verifiedAt: null };

/** A dose given: not in the future, not before birth; one entry per dose (409). */
export async function addImmunisation(
  tx: DbOrTx,
  actor: Actor,
  childId: number,
  input: z.output<typeof immunisationRequest>,
  now: Now,
  dateOfBirth: string,
) {
  await requireTarget(tx, actor, 'health.update', childId);
  if (input.dateGiven > now.today)
    throw badRequest('errors.dateGivenInFuture', { dateGiven: 'errors.dateGivenInFuture' });
  if (input.dateGiven < dateOfBirth)
    throw badRequest('errors.dateGivenBeforeBirth', { dateGiven: 'errors.dateGivenBeforeBirth' });
  const [row] = await tx
    .insert(childImmunisations)
    .values({
      childId,
      ...input,
      enteredByUserId: actor.userId,
      enteredAt: now.at,
      ...verifiedBy(actor, now.at),
    })
    .returning({ id: childImmunisations.id });
  const id = row!.id;
  await auditBy(tx, actor, {
    action: 'health.immunisation.add',
    entityType: 'child',
    entityId: childId,
    details: { immunisationId: id, after: input },
    at: now.at,
  });
  return (await findImmunisation(tx, childId, id))!;
}

/**
 * Removes a dose entered wrongly. A guardian removes only their own entries staff have not
 * verified yet (409 after): a verified record is the centre's.
 */
export async function removeImmunisation(tx: DbOrTx, actor: Actor, ids: DoseIds, at: Date) {
  await requireTarget(tx, actor, 'health.update', ids.childId);
  const before = await findImmunisation(tx, ids.childId, ids.immunisationId);
  if (!before) throw notFound(missingDose);
  if (before.verifiedAt && !may(actor, 'immunisation.verify'))
    throw new HttpError(409, 'errors.immunisationVerifiedLocked');
  await tx.delete(childImmunisations).where(eq(childImmunisations.id, ids.immunisationId));
  await auditBy(tx, actor, {
    action: 'health.immunisation.remove',
    entityType: 'child',
    entityId: ids.childId,
    details: { immunisationId: ids.immunisationId, before },
    at,
  });
}

/** Staff verify a guardian's entry, once (409 again). */
export async function verifyImmunisation(tx: DbOrTx, actor: Actor, ids: DoseIds, at: Date) {
  const before = await findImmunisation(tx, ids.childId, ids.immunisationId);
  if (!before) throw notFound(missingDose);
  const updated = await tx
    .update(childImmunisations)
    .set({ verifiedByUserId: actor.userId, verifiedAt: at })
    .where(
      and(
        eq(childImmunisations.id, ids.immunisationId),
        eq(childImmunisations.childId, ids.childId),
      ),
    )
    .returning({ verifiedAt: childImmunisations.verifiedAt });
  if (before.verifiedAt || updated.length === 0)
    throw new HttpError(409, 'errors.immunisationVerifiedAlready');
  await auditBy(tx, actor, {
    action: 'health.immunisation.verify',
    entityType: 'child',
    entityId: ids.childId,
    details: { immunisationId: ids.immunisationId },
    at,
  });
  return (await findImmunisation(tx, ids.childId, ids.immunisationId))!;
}

/** An exemption with its document (stored already by the route). */
export async function addExemption(
  tx: DbOrTx,
  actor: Actor,
  childId: number,
  input: z.output<typeof exemptionFields>,
  file: { key: string; contentType: string; size: number; originalName: string },
  at: Date,
) {
  await requireTarget(tx, actor, 'health.update', childId);
  const [stored] = await tx
    .insert(storedFiles)
    .values({
      ...file,
      purpose: 'immunisation-exemption',
      createdByUserId: actor.userId,
      createdAt: at,
    })
    .returning({ id: storedFiles.id });
  const [row] = await tx
    .insert(childImmunisationExemptions)
    .values({
      childId,
      vaccine: input.vaccine,
      kind: input.kind,
      notes: input.notes,
      documentFileId: stored!.id,
      enteredByUserId: actor.userId,
      enteredAt: at,
      ...verifiedBy(actor, at),
    })
    .returning({ id: childImmunisationExemptions.id });
  await auditBy(tx, actor, {
    action: 'health.exemption.add',
    entityType: 'child',
    entityId: childId,
    details: { exemptionId: row!.id, after: input },
    at,
  });
  return (await findExemption(tx, childId, row!.id))!;
}

/** Removes an exemption and, once this commits, its document; a guardian only unverified. */
export async function removeExemption(tx: DbOrTx, actor: Actor, ids: ExemptionIds, at: Date) {
  await requireTarget(tx, actor, 'health.update', ids.childId);
  const before = await findExemption(tx, ids.childId, ids.exemptionId);
  const document = await exemptionDocument(tx, ids.childId, ids.exemptionId);
  if (!before || !document) throw notFound(missingExemption);
  if (before.verifiedAt && !may(actor, 'immunisation.verify'))
    throw new HttpError(409, 'errors.exemptionVerifiedLocked');
  await tx
    .delete(childImmunisationExemptions)
    .where(eq(childImmunisationExemptions.id, ids.exemptionId));
  await tx.delete(storedFiles).where(eq(storedFiles.id, document.fileId));
  await queueFileDeletion(tx, document.key, at);
  await auditBy(tx, actor, {
    action: 'health.exemption.remove',
    entityType: 'child',
    entityId: ids.childId,
    details: { exemptionId: ids.exemptionId, before },
    at,
  });
}

export async function verifyExemption(tx: DbOrTx, actor: Actor, ids: ExemptionIds, at: Date) {
  const before = await findExemption(tx, ids.childId, ids.exemptionId);
  if (!before) throw notFound(missingExemption);
  if (before.verifiedAt) throw new HttpError(409, 'errors.exemptionVerifiedAlready');
  await tx
    .update(childImmunisationExemptions)
    .set({ verifiedByUserId: actor.userId, verifiedAt: at })
    .where(eq(childImmunisationExemptions.id, ids.exemptionId));
  await auditBy(tx, actor, {
    action: 'health.exemption.verify',
    entityType: 'child',
    entityId: ids.childId,
    details: { exemptionId: ids.exemptionId },
    at,
  });
  return (await findExemption(tx, ids.childId, ids.exemptionId))!;
}

/** A director replaces the schedule; the audit row keeps the one before. */
export async function replaceSchedule(tx: DbOrTx, actor: Actor, doses: ScheduleDose[], at: Date) {
  const before = await loadSchedule(tx);
  await tx.delete(immunisationScheduleDoses);
  if (doses.length > 0) await tx.insert(immunisationScheduleDoses).values(doses);
  await auditBy(tx, actor, {
    action: 'health.schedule.replace',
    entityType: 'centre_settings',
    entityId: 1,
    details: { before, after: doses },
    at,
  });
  return { doses: await loadSchedule(tx) };
}
