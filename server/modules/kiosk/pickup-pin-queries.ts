import { and, asc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { KioskChild } from '../../../contract/kiosk.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  attendance,
  children,
  guardians,
  parentAccounts,
  pickupPeople,
  users,
} from '../../db/schema/index.ts';
import { enrolledChild } from '../children/enrolled-children.ts';
import { childNameSql } from '../day-records/day-record-rules.ts';

// Kiosk PINs of people on pick-up lists (decision 072).

const digitsOf = (phone: typeof pickupPeople.phone) =>
  sql<string>`regexp_replace(${phone}, '[^0-9]', '', 'g')`;

/** Still on the list, with a PIN. */
const livePin = and(isNull(pickupPeople.removedAt), isNotNull(pickupPeople.kioskPinHash));

/**
 * The issuing guardian is still an active guardian of the entry's child: a PIN is a guardian's
 * word, and a guardian whose link or account ended no longer gives it.
 */
const issuerStillGuardian = sql`exists (
  select 1 from ${guardians} g
  join ${parentAccounts} pa on pa.id = g.parent_account_id
  join ${users} u on u.id = pa.user_id
  where g.child_id = ${pickupPeople.childId} and u.id = ${pickupPeople.kioskPinIssuedByUserId}
    and u.is_active)`;

/** The entry locked for this change (a second issue at once waits, then replaces it). */
export async function lockPickupPerson(db: DbOrTx, childId: number, personId: number) {
  const [row] = await db
    .select({
      id: pickupPeople.id,
      name: pickupPeople.name,
      phone: pickupPeople.phone,
      kioskPinHash: pickupPeople.kioskPinHash,
    })
    .from(pickupPeople)
    .where(
      and(
        eq(pickupPeople.id, personId),
        eq(pickupPeople.childId, childId),
        isNull(pickupPeople.removedAt),
      ),
    )
    .for('update');
  return row ?? null;
}

/**
 * The same person (same name, case and spaces aside, and same phone digits) still on the lists
 * of the children `userId` is a guardian of: one PIN covers them all.
 */
export async function samePersonEntries(
  db: DbOrTx,
  userId: number,
  person: { name: string; phone: string },
) {
  const rows = await db
    .select({ id: pickupPeople.id, childId: pickupPeople.childId, childName: childNameSql })
    .from(pickupPeople)
    .innerJoin(children, eq(children.id, pickupPeople.childId))
    .innerJoin(guardians, eq(guardians.childId, pickupPeople.childId))
    .innerJoin(parentAccounts, eq(parentAccounts.id, guardians.parentAccountId))
    .where(
      and(
        eq(parentAccounts.userId, userId),
        isNull(pickupPeople.removedAt),
        enrolledChild,
        sql`lower(btrim(${pickupPeople.name})) = lower(btrim(${person.name}))`,
        sql`${digitsOf(pickupPeople.phone)} = regexp_replace(${person.phone}, '[^0-9]', '', 'g')`,
      ),
    )
    .orderBy(asc(children.firstName), asc(pickupPeople.id));
  return rows;
}

/**
 * Gives the entries of one person their PIN. The update checks again that each is still that
 * person (on a list, the same name and phone digits): an entry edited into someone else after
 * they were found (its edit waited for nothing, or this waits for it) never gets the PIN.
 */
export async function setPickupPins(
  db: DbOrTx,
  ids: number[],
  person: { name: string; phone: string },
  pin: { hash: string; at: Date; byUserId: number },
) {
  if (ids.length === 0) return;
  await db
    .update(pickupPeople)
    .set({ kioskPinHash: pin.hash, kioskPinIssuedAt: pin.at, kioskPinIssuedByUserId: pin.byUserId })
    .where(
      and(
        inArray(pickupPeople.id, ids),
        isNull(pickupPeople.removedAt),
        sql`lower(btrim(${pickupPeople.name})) = lower(btrim(${person.name}))`,
        sql`${digitsOf(pickupPeople.phone)} = regexp_replace(${person.phone}, '[^0-9]', '', 'g')`,
      ),
    );
}

const noPin = { kioskPinHash: null, kioskPinIssuedAt: null, kioskPinIssuedByUserId: null };

/** Withdraws a PIN from every entry that shares it; the entries' ids. */
export async function clearPickupPin(db: DbOrTx, hash: string) {
  const rows = await db
    .update(pickupPeople)
    .set(noPin)
    .where(eq(pickupPeople.kioskPinHash, hash))
    .returning({ id: pickupPeople.id });
  return rows.map((r) => r.id);
}

/**
 * A guardian's custody of a child removed (decision 062): the PINs they gave people on that
 * child's list go with it, rather than waiting to come back if they were linked again.
 */
export async function clearPinsGivenBy(db: DbOrTx, childId: number, userId: number) {
  const rows = await db
    .update(pickupPeople)
    .set(noPin)
    .where(and(eq(pickupPeople.childId, childId), eq(pickupPeople.kioskPinIssuedByUserId, userId)))
    .returning({ id: pickupPeople.id });
  return rows.length;
}

/** Withdraws the PIN of one entry only (its phone changed, or it was taken off the list). */
export async function clearEntryPin(db: DbOrTx, personId: number) {
  await db.update(pickupPeople).set(noPin).where(eq(pickupPeople.id, personId));
}

/**
 * How many pick-up people's PINs one phone ending may hold: the kiosk compares a typed PIN
 * with each (argon2, tens of milliseconds apiece), so issuing stops there rather than the
 * kiosk comparing only some of them (someone never recognised).
 */
export const pinsPerEnding = 20;

const onEnding = (last4: string) =>
  and(livePin, issuerStillGuardian, sql`right(${digitsOf(pickupPeople.phone)}, 4) = ${last4}`);

/** The PINs live on one ending (people on several lists count once: one PIN each). */
export async function countPickupPinsOnEnding(db: DbOrTx, last4: string, except: string | null) {
  const [row] = await db
    .select({ n: sql<number>`count(distinct ${pickupPeople.kioskPinHash})::int` })
    .from(pickupPeople)
    .where(and(onEnding(last4), except ? ne(pickupPeople.kioskPinHash, except) : undefined));
  return row?.n ?? 0;
}

/**
 * People with a live PIN whose phone ends in `last4`, one row per PIN (the hash): the few a
 * PIN typed at the kiosk is compared with, beside the guardians. A few more than issuing
 * allows, so two PINs issued at once past the limit are still all recognised.
 */
export async function pickupPinCandidates(db: DbOrTx, last4: string) {
  return db
    .selectDistinctOn([pickupPeople.kioskPinHash], {
      personId: pickupPeople.id,
      pinHash: sql<string>`${pickupPeople.kioskPinHash}`,
    })
    .from(pickupPeople)
    .where(onEnding(last4))
    .orderBy(pickupPeople.kioskPinHash, asc(pickupPeople.id))
    .limit(pinsPerEnding + 5);
}

/**
 * The live entries that share the PIN of `personId` (itself included while its PIN lives):
 * the children the person may sign in and out now, each with the guardian who gave the PIN.
 */
export async function pinEntries(db: DbOrTx, personId: number) {
  return db
    .select({
      id: pickupPeople.id,
      childId: pickupPeople.childId,
      name: pickupPeople.name,
      relationship: pickupPeople.relationship,
      issuedByUserId: sql<number>`${pickupPeople.kioskPinIssuedByUserId}`,
    })
    .from(pickupPeople)
    .innerJoin(children, eq(children.id, pickupPeople.childId))
    .where(
      and(
        livePin,
        issuerStillGuardian,
        enrolledChild,
        sql`${pickupPeople.kioskPinHash} = (select p.kiosk_pin_hash from ${pickupPeople} p
          where p.id = ${personId} and p.removed_at is null)`,
      ),
    )
    .orderBy(asc(children.firstName), asc(children.id));
}

/** Those entries' children with today's state, as the kiosk lists them. */
export async function pinChildren(
  db: DbOrTx,
  childIds: number[],
  today: string,
): Promise<KioskChild[]> {
  if (childIds.length === 0) return [];
  const rows = await db
    .select({
      id: children.id,
      name: childNameSql,
      checkInAt: attendance.checkInAt,
      checkOutAt: attendance.checkOutAt,
    })
    .from(children)
    .leftJoin(attendance, and(eq(attendance.childId, children.id), eq(attendance.date, today)))
    .where(inArray(children.id, childIds))
    .orderBy(asc(children.firstName), asc(children.id));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    state: r.checkOutAt ? 'left' : r.checkInAt ? 'here' : 'notArrived',
  }));
}
