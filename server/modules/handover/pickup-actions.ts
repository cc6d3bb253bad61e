import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  pickupPassRequest,
  pickupPersonRequest,
  pickupRestrictionRequest,
} from '../../../contract/handover.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  pickupPasses,
  pickupPeople,
  pickupRestrictions,
  storedFiles,
} from '../../db/schema/index.ts';
import { type Actor, auditBy } from '../../lib/actor.ts';
import { addDays } from '../../lib/clock.ts';
import { queueFileDeletion } from '../../lib/files/file-jobs.ts';
import { badRequest, notFound } from '../../lib/http-errors.ts';
import {
  findPickupPerson,
  findRestriction,
  pickupPersonNotFound,
  restrictionsOf,
} from './pickup-queries.ts';

const restrictionNotFound = 'errors.restrictionNotFound';
const noKioskPin = { kioskPinHash: null, kioskPinIssuedAt: null, kioskPinIssuedByUserId: null };
const digits = (phone: string) => phone.replace(/\D/g, '');

// Changes to a child's pick-up list, restrictions and passes (decision 065), each with its
// audit row in the caller's transaction. The route has proved the child first.

export async function addPickupPerson(
  tx: DbOrTx,
  actor: Actor,
  childId: number,
  body: z.output<typeof pickupPersonRequest>,
  at: Date,
) {
  const [row] = await tx
    .insert(pickupPeople)
    .values({ childId, ...body, addedByUserId: actor.userId, createdAt: at })
    .returning({ id: pickupPeople.id });
  await auditBy(tx, actor, {
    action: 'pickup.person.add',
    entityType: 'child',
    entityId: childId,
    details: { personId: row!.id, name: body.name, relationship: body.relationship },
    at,
  });
  return (await findPickupPerson(tx, childId, row!.id))!;
}

export async function changePickupPerson(
  tx: DbOrTx,
  actor: Actor,
  target: { childId: number; personId: number },
  body: z.output<typeof pickupPersonRequest>,
  at: Date,
) {
  const before = await findPickupPerson(tx, target.childId, target.personId);
  if (!before) throw notFound(pickupPersonNotFound);
  // A kiosk PIN was given to a person by name and phone (decision 072): another phone, or
  // another name, is another person, whom the guardian gives a PIN of their own if they wish.
  const samePerson =
    digits(body.phone) === digits(before.phone) &&
    body.name.trim().toLowerCase() === before.name.trim().toLowerCase();
  await tx
    .update(pickupPeople)
    .set(samePerson ? body : { ...body, ...noKioskPin })
    .where(eq(pickupPeople.id, before.id));
  await auditBy(tx, actor, {
    action: 'pickup.person.change',
    entityType: 'child',
    entityId: target.childId,
    details: {
      personId: before.id,
      before: {
        name: before.name,
        relationship: before.relationship,
        phone: before.phone,
        idLast4: before.idLast4,
      },
      after: body,
    },
    at,
  });
  return (await findPickupPerson(tx, target.childId, target.personId))!;
}

export async function removePickupPerson(
  tx: DbOrTx,
  actor: Actor,
  childId: number,
  personId: number,
  at: Date,
) {
  const person = await findPickupPerson(tx, childId, personId);
  if (!person) throw notFound(pickupPersonNotFound);
  // Off the list, their kiosk PIN for this child ends with it (decision 072).
  await tx
    .update(pickupPeople)
    .set({ removedAt: at, ...noKioskPin })
    .where(eq(pickupPeople.id, personId));
  await auditBy(tx, actor, {
    action: 'pickup.person.remove',
    entityType: 'child',
    entityId: childId,
    details: { personId, name: person.name },
    at,
  });
}

/** A stored photo becomes the person's; the one it replaces is deleted once this commits. */
export async function setPickupPhoto(
  tx: DbOrTx,
  actor: Actor,
  target: { childId: number; personId: number },
  file: { key: string; contentType: string; size: number; originalName: string },
  at: Date,
) {
  const person = await findPickupPerson(tx, target.childId, target.personId);
  if (!person) throw notFound(pickupPersonNotFound);
  const [stored] = await tx
    .insert(storedFiles)
    .values({ ...file, purpose: 'pickup-photo', createdByUserId: actor.userId, createdAt: at })
    .returning({ id: storedFiles.id });
  await tx
    .update(pickupPeople)
    .set({ photoFileId: stored!.id })
    .where(eq(pickupPeople.id, person.id));
  if (person.photoFileId !== null) {
    const [old] = await tx
      .delete(storedFiles)
      .where(eq(storedFiles.id, person.photoFileId))
      .returning({ key: storedFiles.key });
    if (old) await queueFileDeletion(tx, old.key, at);
  }
  await auditBy(tx, actor, {
    action: 'pickup.person.photo',
    entityType: 'child',
    entityId: target.childId,
    details: { personId: person.id },
    at,
  });
  return (await findPickupPerson(tx, target.childId, target.personId))!;
}

export async function addRestriction(
  tx: DbOrTx,
  actor: Actor,
  childId: number,
  body: z.output<typeof pickupRestrictionRequest>,
  at: Date,
) {
  const [row] = await tx
    .insert(pickupRestrictions)
    .values({ childId, ...body, recordedByUserId: actor.userId, createdAt: at })
    .returning({ id: pickupRestrictions.id });
  await auditBy(tx, actor, {
    action: 'pickup.restriction.add',
    entityType: 'child',
    entityId: childId,
    details: { restrictionId: row!.id, name: body.name },
    at,
  });
  return (await restrictionsOf(tx, childId)).find((r) => r.id === row!.id)!;
}

/** A stored document becomes the restriction's; the one it replaces goes once this commits. */
export async function setRestrictionDocument(
  tx: DbOrTx,
  actor: Actor,
  target: { childId: number; restrictionId: number },
  file: { key: string; contentType: string; size: number; originalName: string },
  at: Date,
) {
  const restriction = await findRestriction(tx, target.childId, target.restrictionId);
  if (!restriction) throw notFound(restrictionNotFound);
  const [stored] = await tx
    .insert(storedFiles)
    .values({
      ...file,
      purpose: 'restriction-document',
      createdByUserId: actor.userId,
      createdAt: at,
    })
    .returning({ id: storedFiles.id });
  await tx
    .update(pickupRestrictions)
    .set({ documentFileId: stored!.id })
    .where(eq(pickupRestrictions.id, restriction.id));
  if (restriction.documentFileId !== null) {
    await tx.delete(storedFiles).where(eq(storedFiles.id, restriction.documentFileId));
    if (restriction.key) await queueFileDeletion(tx, restriction.key, at);
  }
  await auditBy(tx, actor, {
    action: 'pickup.restriction.document',
    entityType: 'child',
    entityId: target.childId,
    details: { restrictionId: restriction.id, fileName: file.originalName },
    at,
  });
  return (await restrictionsOf(tx, target.childId)).find((r) => r.id === restriction.id)!;
}

export async function liftRestriction(
  tx: DbOrTx,
  actor: Actor,
  childId: number,
  restrictionId: number,
  at: Date,
) {
  const [row] = await tx
    .update(pickupRestrictions)
    .set({ liftedAt: at, liftedByUserId: actor.userId })
    .where(
      and(
        eq(pickupRestrictions.id, restrictionId),
        eq(pickupRestrictions.childId, childId),
        isNull(pickupRestrictions.liftedAt),
      ),
    )
    .returning({ name: pickupRestrictions.name });
  if (!row) throw notFound(restrictionNotFound);
  await auditBy(tx, actor, {
    action: 'pickup.restriction.lift',
    entityType: 'child',
    entityId: childId,
    details: { restrictionId, name: row.name },
    at,
  });
}

/** The longest a pass may run: a pass is for a day or a holiday, not a standing permission. */
export const passMaxDays = 31;

export async function issuePass(
  tx: DbOrTx,
  actor: Actor,
  childId: number,
  body: z.output<typeof pickupPassRequest>,
  now: { at: Date; today: string },
) {
  const toDate = body.toDate ?? body.fromDate;
  if (body.fromDate < now.today) {
    const params = { today: now.today };
    throw badRequest(
      'errors.passInThePast',
      { fromDate: { code: 'errors.passInThePast', params } },
      params,
    );
  }
  if (toDate > addDays(body.fromDate, passMaxDays - 1)) {
    const params = { days: passMaxDays };
    throw badRequest(
      'errors.passTooLong',
      { toDate: { code: 'errors.passTooLong', params } },
      params,
    );
  }
  const [row] = await tx
    .insert(pickupPasses)
    .values({
      childId,
      name: body.name,
      relationship: body.relationship,
      phone: body.phone,
      idLast4: body.idLast4,
      fromDate: body.fromDate,
      toDate,
      issuedByUserId: actor.userId,
      createdAt: now.at,
    })
    .returning({ id: pickupPasses.id });
  await auditBy(tx, actor, {
    action: 'pickup.pass.issue',
    entityType: 'child',
    entityId: childId,
    details: { passId: row!.id, name: body.name, fromDate: body.fromDate, toDate },
    at: now.at,
  });
  return row!.id;
}

export async function revokePass(
  tx: DbOrTx,
  actor: Actor,
  childId: number,
  passId: number,
  at: Date,
) {
  const [row] = await tx
    .update(pickupPasses)
    .set({ revokedAt: at })
    .where(
      and(
        eq(pickupPasses.id, passId),
        eq(pickupPasses.childId, childId),
        isNull(pickupPasses.revokedAt),
      ),
    )
    .returning({ name: pickupPasses.name });
  if (!row) throw notFound('errors.passNotFound');
  await auditBy(tx, actor, {
    action: 'pickup.pass.revoke',
    entityType: 'child',
    entityId: childId,
    details: { passId, name: row.name },
    at,
  });
}
