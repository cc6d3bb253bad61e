import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  doseCorrectionRequest,
  doseRequest,
  medicationRequest,
} from '../../../contract/health-records.ts';
import { requireTarget } from '../../access/access.ts';
import type { DbOrTx } from '../../db/client.ts';
import { medicationAuthorisations, medicationDoses, storedFiles } from '../../db/schema/index.ts';
import { type Actor, auditBy } from '../../lib/actor.ts';
import { queueFileDeletion } from '../../lib/files/file-jobs.ts';
import { badRequest, HttpError, notFound } from '../../lib/http-errors.ts';
import { findCurrentStaff } from '../staff/staff-queries.ts';
import { checkDose } from './dose-rules.ts';
import {
  doseRow,
  effectiveDoses,
  findDose,
  lockMedication,
  medicationAnswer,
} from './medication-queries.ts';

/** The centre's day and time now, and the instant (centreNow). */
export type Now = { at: Date; today: string; time: string };
type Ids = { childId: number; medicationId: number };

const missingMedication = 'errors.medicationNotFound';

/**
 * A guardian signs an authorisation for their own child (404 for anyone else's). Set times
 * are kept in order and are the day's most; "as needed" keeps its condition and limits.
 */
export async function authoriseMedication(
  tx: DbOrTx,
  actor: Actor,
  childId: number,
  input: z.output<typeof medicationRequest>,
  now: Now,
) {
  await requireTarget(tx, actor, 'medication.authorise', childId);
  if (input.endDate < now.today)
    throw badRequest('errors.medicationEndInPast', { endDate: 'errors.medicationEndInPast' });
  const times = input.schedule === 'times' ? [...input.times].sort() : [];
  const [row] = await tx
    .insert(medicationAuthorisations)
    .values({
      childId,
      name: input.name,
      doseAmount: input.doseAmount,
      doseUnit: input.doseUnit,
      route: input.route,
      schedule: input.schedule,
      times,
      asNeededCondition: input.schedule === 'asNeeded' ? input.asNeededCondition : '',
      maxDosesPerDay: input.schedule === 'times' ? times.length : input.maxDosesPerDay!,
      minHoursBetween: input.schedule === 'asNeeded' ? (input.minHoursBetween ?? null) : null,
      startDate: input.startDate,
      endDate: input.endDate,
      prescriber: input.prescriber,
      instructions: input.instructions,
      authorisedByUserId: actor.userId,
      signatureName: input.signatureName,
      signedAt: now.at,
    })
    .returning({ id: medicationAuthorisations.id });
  await auditBy(tx, actor, {
    action: 'medication.authorise',
    entityType: 'child',
    entityId: childId,
    details: { medicationId: row!.id, after: input },
    at: now.at,
  });
  return medicationAnswer(tx, childId, row!.id, now.today);
}

/**
 * The label photo (stored already) becomes the authorisation's, until staff accept it; the
 * one it replaces is deleted once this commits.
 */
export async function setMedicationLabel(
  tx: DbOrTx,
  actor: Actor,
  ids: Ids,
  file: { key: string; contentType: string; size: number; originalName: string },
  now: Now,
) {
  await requireTarget(tx, actor, 'medication.authorise', ids.childId);
  const medication = await lockMedication(tx, ids.childId, ids.medicationId);
  if (!medication) throw notFound(missingMedication);
  if (medication.acceptedAt) throw new HttpError(409, 'errors.labelAfterAcceptance');
  const [stored] = await tx
    .insert(storedFiles)
    .values({
      ...file,
      purpose: 'medication-label',
      createdByUserId: actor.userId,
      createdAt: now.at,
    })
    .returning({ id: storedFiles.id });
  await tx
    .update(medicationAuthorisations)
    .set({ labelFileId: stored!.id })
    .where(eq(medicationAuthorisations.id, ids.medicationId));
  if (medication.labelFileId !== null) {
    const [old] = await tx
      .delete(storedFiles)
      .where(eq(storedFiles.id, medication.labelFileId))
      .returning({ key: storedFiles.key });
    if (old) await queueFileDeletion(tx, old.key, now.at);
  }
  await auditBy(tx, actor, {
    action: 'medication.label',
    entityType: 'child',
    entityId: ids.childId,
    details: { medicationId: ids.medicationId },
    at: now.at,
  });
  return medicationAnswer(tx, ids.childId, ids.medicationId, now.today);
}

/** Staff accept a signed authorisation, once: doses can be logged from then on. */
export async function acceptMedication(tx: DbOrTx, actor: Actor, ids: Ids, now: Now) {
  const medication = await lockMedication(tx, ids.childId, ids.medicationId);
  if (!medication) throw notFound(missingMedication);
  if (medication.acceptedAt) throw new HttpError(409, 'errors.medicationAlreadyAccepted');
  await tx
    .update(medicationAuthorisations)
    .set({ acceptedAt: now.at, acceptedByUserId: actor.userId })
    .where(eq(medicationAuthorisations.id, ids.medicationId));
  await auditBy(tx, actor, {
    action: 'medication.accept',
    entityType: 'child',
    entityId: ids.childId,
    details: { medicationId: ids.medicationId, name: medication.name },
    at: now.at,
  });
  return medicationAnswer(tx, ids.childId, ids.medicationId, now.today);
}

/** Who gave it must be a current staff member; a witness another one. */
async function checkPeople(tx: DbOrTx, givenBy: number, witness: number | null | undefined) {
  if (!(await findCurrentStaff(tx, givenBy)))
    throw badRequest('errors.givenByRequired', { givenByStaffId: 'errors.givenByRequired' });
  if (witness === null || witness === undefined) return;
  if (witness === givenBy || !(await findCurrentStaff(tx, witness)))
    throw badRequest('errors.witnessInvalid', { witnessStaffId: 'errors.witnessInvalid' });
}

/** Logs a dose given today, inside the authorisation or refused with the reason (409). */
export async function logDose(
  tx: DbOrTx,
  actor: Actor,
  ids: Ids,
  input: z.output<typeof doseRequest>,
  now: Now,
) {
  // Locked: two doses of one medication at once are weighed one after the other.
  const medication = await lockMedication(tx, ids.childId, ids.medicationId);
  if (!medication) throw notFound(missingMedication);
  await checkPeople(tx, input.givenByStaffId, input.witnessStaffId);
  checkDose({
    medication,
    today: now.today,
    now: now.time,
    date: now.today,
    time: input.time,
    amount: input.amount,
    given: await effectiveDoses(tx, ids.medicationId, now.today),
  });
  const [row] = await tx
    .insert(medicationDoses)
    .values({
      medicationId: ids.medicationId,
      date: now.today,
      time: input.time,
      amount: input.amount,
      givenByStaffId: input.givenByStaffId,
      witnessStaffId: input.witnessStaffId ?? null,
      notes: input.notes,
      recordedByUserId: actor.userId,
      recordedAt: now.at,
    })
    .returning({ id: medicationDoses.id });
  await auditBy(tx, actor, {
    action: 'medication.dose',
    entityType: 'child',
    entityId: ids.childId,
    details: {
      medicationId: ids.medicationId,
      doseId: row!.id,
      time: input.time,
      amount: input.amount,
    },
    at: now.at,
  });
  return { medication, dose: (await findDose(tx, ids.medicationId, row!.id))! };
}

/**
 * Corrects an entry with a new one saying why: what was really given (checked by the same
 * rules, the corrected entry no longer counting) or that nothing was. The entry stays.
 */
export async function correctDose(
  tx: DbOrTx,
  actor: Actor,
  ids: Ids & { doseId: number },
  input: z.output<typeof doseCorrectionRequest>,
  now: Now,
) {
  const medication = await lockMedication(tx, ids.childId, ids.medicationId);
  if (!medication) throw notFound(missingMedication);
  const original = await doseRow(tx, ids.medicationId, ids.doseId);
  if (!original) throw notFound('errors.doseNotFound');
  if (original.correctedBy !== null) throw new HttpError(409, 'errors.doseAlreadyCorrected');
  const { date } = original.dose;
  let values;
  if (input.notGiven) {
    values = {
      time: original.dose.time,
      amount: 0,
      givenByStaffId: original.dose.givenByStaffId,
      witnessStaffId: original.dose.witnessStaffId,
      notGiven: true,
    };
  } else {
    await checkPeople(tx, input.givenByStaffId!, input.witnessStaffId);
    checkDose({
      medication,
      today: now.today,
      now: now.time,
      date,
      time: input.time!,
      amount: input.amount!,
      given: (await effectiveDoses(tx, ids.medicationId, date)).filter(
        (dose) => dose.id !== ids.doseId,
      ),
    });
    values = {
      time: input.time!,
      amount: input.amount!,
      givenByStaffId: input.givenByStaffId!,
      witnessStaffId: input.witnessStaffId ?? null,
      notGiven: false,
    };
  }
  const [row] = await tx
    .insert(medicationDoses)
    .values({
      ...values,
      medicationId: ids.medicationId,
      date,
      notes: input.notes,
      correctsDoseId: ids.doseId,
      correctionReason: input.reason,
      recordedByUserId: actor.userId,
      recordedAt: now.at,
    })
    .returning({ id: medicationDoses.id });
  await auditBy(tx, actor, {
    action: 'medication.dose.correct',
    entityType: 'child',
    entityId: ids.childId,
    details: {
      medicationId: ids.medicationId,
      doseId: row!.id,
      corrects: ids.doseId,
      reason: input.reason,
      notGiven: input.notGiven,
    },
    at: now.at,
  });
  return { medication, dose: (await findDose(tx, ids.medicationId, row!.id))! };
}
