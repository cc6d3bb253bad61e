import { randomInt } from 'node:crypto';
import { pinProblem, type PickupPinIssued } from '../../../contract/kiosk.ts';
import type { DbOrTx } from '../../db/client.ts';
import { type Actor, auditBy } from '../../lib/actor.ts';
import { badRequest, HttpError, notFound } from '../../lib/http-errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { pickupPersonNotFound } from '../handover/pickup-queries.ts';
import { pinCandidates as guardianPinCandidates } from './kiosk-queries.ts';
import {
  countPickupPinsOnEnding,
  pinsPerEnding,
  clearPickupPin,
  lockPickupPerson,
  pickupPinCandidates,
  samePersonEntries,
  setPickupPins,
} from './pickup-pin-queries.ts';

// PINs a guardian gives a person on the pick-up list (decision 072). The route has proved the
// child is the principal's to reach.

export const pickupPinNeedsPhone = 'errors.pickupPinNeedsPhone';
export const pickupPinEndingFull = 'errors.pickupPinEndingFull';
export const pickupPinLength = 6;

const lastFour = (phone: string) => phone.replace(/\D/g, '').slice(-4);

/** A random PIN the guardians' own rule would accept (no runs, repeats or phone digits). */
export function randomPickupPin(phone: string): string {
  for (;;) {
    const pin = String(randomInt(0, 10 ** pickupPinLength)).padStart(pickupPinLength, '0');
    if (pinProblem(pin, phone) === null) return pin;
  }
}

/** True when someone with this phone ending already answers to this PIN at the kiosk. */
async function takenAtKiosk(db: DbOrTx, last4: string, pin: string) {
  const hashes = [
    ...(await guardianPinCandidates(db, last4)).map((c) => c.pinHash),
    ...(await pickupPinCandidates(db, last4)).map((c) => c.pinHash),
  ];
  for (const hash of hashes) if (await verifyPassword(hash, pin)) return true;
  return false;
}

/**
 * Gives the entry a new PIN, shown this once: the same person on the lists of the guardian's
 * other children gets it too (one PIN for every child they collect), and any PIN they had is
 * replaced at once. The entry must have a phone: its last four digits come first at the kiosk.
 */
export async function issuePickupPin(
  tx: DbOrTx,
  actor: Actor,
  target: { childId: number; personId: number },
  at: Date,
): Promise<PickupPinIssued> {
  const person = await lockPickupPerson(tx, target.childId, target.personId);
  if (!person) throw notFound(pickupPersonNotFound);
  if (person.phone.replace(/\D/g, '').length < 4)
    throw badRequest(pickupPinNeedsPhone, { phone: pickupPinNeedsPhone });
  const last4 = lastFour(person.phone);
  if ((await countPickupPinsOnEnding(tx, last4, person.kioskPinHash)) >= pinsPerEnding)
    throw new HttpError(409, pickupPinEndingFull);
  let pin = randomPickupPin(person.phone);
  // Two people with one ending and one PIN would both be refused at the kiosk: draw again.
  while (await takenAtKiosk(tx, last4, pin)) pin = randomPickupPin(person.phone);
  const entries = await samePersonEntries(tx, actor.userId, person);
  // The entry itself is always among them (the route proved its child is the guardian's).
  if (!entries.some((e) => e.id === person.id)) throw notFound(pickupPersonNotFound);
  if (person.kioskPinHash) await clearPickupPin(tx, person.kioskPinHash);
  await setPickupPins(
    tx,
    entries.map((e) => e.id),
    person,
    { hash: await hashPassword(pin), at, byUserId: actor.userId },
  );
  await auditBy(tx, actor, {
    action: 'pickup.pin.issue',
    entityType: 'child',
    entityId: target.childId,
    details: {
      personId: person.id,
      name: person.name,
      personIds: entries.map((e) => e.id),
      replaced: person.kioskPinHash !== null,
    },
    at,
  });
  return {
    pin,
    phoneLast4: last4,
    children: [...new Set(entries.map((e) => e.childName))],
  };
}

/**
 * Withdraws the entry's PIN from every entry sharing it: taking a permission away is never
 * refused, even for a sibling's entry the same guardian gave it on. No PIN: nothing to do.
 */
export async function withdrawPickupPin(
  tx: DbOrTx,
  actor: Actor,
  target: { childId: number; personId: number },
  at: Date,
) {
  const person = await lockPickupPerson(tx, target.childId, target.personId);
  if (!person) throw notFound(pickupPersonNotFound);
  if (!person.kioskPinHash) return;
  const ids = await clearPickupPin(tx, person.kioskPinHash);
  await auditBy(tx, actor, {
    action: 'pickup.pin.withdraw',
    entityType: 'child',
    entityId: target.childId,
    details: { personId: person.id, name: person.name, personIds: ids },
    at,
  });
}
