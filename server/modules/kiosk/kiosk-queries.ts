import { and, asc, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { KioskChild, KioskDevice } from '../../../contract/kiosk.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  attendance,
  children,
  guardianPins,
  guardians,
  kioskCodeUses,
  kioskDevices,
  kioskVisits,
  parentAccounts,
  storedFiles,
  users,
} from '../../db/schema/index.ts';
import type { Principal } from '../../types.ts';
import { enrolledChild } from '../children/enrolled-children.ts';
import {
  assertEnrolledChildVisible,
  childNameSql,
  recorderNameSql,
} from '../day-records/day-record-rules.ts';

// ---- Paired devices ----

export async function insertKiosk(
  db: DbOrTx,
  values: { name: string; tokenHash: string; userId: number; at: Date; userAgent?: string },
) {
  const [row] = await db
    .insert(kioskDevices)
    .values({
      name: values.name,
      tokenHash: values.tokenHash,
      pairedByUserId: values.userId,
      pairedAt: values.at,
      lastSeenAt: values.at,
      userAgent: values.userAgent?.slice(0, 300) ?? null,
    })
    .returning();
  return row!;
}

export async function listKiosks(db: DbOrTx): Promise<KioskDevice[]> {
  const rows = await db
    .select({
      id: kioskDevices.id,
      name: kioskDevices.name,
      pairedAt: kioskDevices.pairedAt,
      pairedBy: recorderNameSql(kioskDevices.pairedByUserId),
      lastSeenAt: kioskDevices.lastSeenAt,
    })
    .from(kioskDevices)
    .where(isNull(kioskDevices.revokedAt))
    .orderBy(desc(kioskDevices.pairedAt), desc(kioskDevices.id));
  return rows.map((r) => ({
    ...r,
    pairedBy: r.pairedBy ?? '',
    pairedAt: r.pairedAt.toISOString(),
    lastSeenAt: r.lastSeenAt.toISOString(),
  }));
}

/** Revokes a paired kiosk; false when there is none (or it was revoked already). */
export async function revokeKiosk(db: DbOrTx, id: number, userId: number, at: Date) {
  const rows = await db
    .update(kioskDevices)
    .set({ revokedAt: at, revokedByUserId: userId })
    .where(and(eq(kioskDevices.id, id), isNull(kioskDevices.revokedAt)))
    .returning({ id: kioskDevices.id, name: kioskDevices.name });
  return rows[0] ?? null;
}

// ---- PINs ----

/** The guardian's parent account: their phone (for the PIN rule and the kiosk's first step). */
export async function guardianAccount(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      phone: parentAccounts.phoneNumber,
      name: sql<string>`${parentAccounts.firstName} || ' ' || ${parentAccounts.lastName}`,
      firstName: parentAccounts.firstName,
    })
    .from(parentAccounts)
    .where(eq(parentAccounts.userId, userId))
    .limit(1);
  return row ?? null;
}

export async function pinOf(db: DbOrTx, userId: number) {
  const [row] = await db.select().from(guardianPins).where(eq(guardianPins.userId, userId));
  return row ?? null;
}

export async function savePin(db: DbOrTx, userId: number, pinHash: string, at: Date) {
  await db
    .insert(guardianPins)
    .values({ userId, pinHash, updatedAt: at })
    .onConflictDoUpdate({ target: guardianPins.userId, set: { pinHash, updatedAt: at } });
}

export async function deletePin(db: DbOrTx, userId: number) {
  const rows = await db
    .delete(guardianPins)
    .where(eq(guardianPins.userId, userId))
    .returning({ userId: guardianPins.userId });
  return rows.length > 0;
}

/** The digits of a phone number (what its last four are taken from). */
const phoneDigits = sql<string>`regexp_replace(${parentAccounts.phoneNumber}, '[^0-9]', '', 'g')`;

/**
 * Active guardians with a PIN whose phone ends in `last4`: the few a PIN typed at the kiosk
 * is compared with.
 */
export async function pinCandidates(db: DbOrTx, last4: string) {
  return db
    .select({ userId: guardianPins.userId, pinHash: guardianPins.pinHash })
    .from(guardianPins)
    .innerJoin(users, eq(users.id, guardianPins.userId))
    .innerJoin(parentAccounts, eq(parentAccounts.userId, users.id))
    .where(and(eq(users.isActive, true), sql`right(${phoneDigits}, 4) = ${last4}`))
    .limit(20);
}

export async function isActiveGuardian(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    // A guardian: an active account with a parent account behind it.
    .innerJoin(parentAccounts, eq(parentAccounts.userId, users.id))
    .where(and(eq(users.id, userId), eq(users.isActive, true)));
  return row !== undefined;
}

// ---- Visits ----

export async function insertVisit(
  db: DbOrTx,
  v: {
    tokenHash: string;
    kioskId: number;
    guardianUserId: number | null;
    pickupPersonId: number | null;
    method: 'pin' | 'code';
    at: Date;
    expiresAt: Date;
  },
) {
  await db.insert(kioskVisits).values({
    tokenHash: v.tokenHash,
    kioskId: v.kioskId,
    guardianUserId: v.guardianUserId,
    pickupPersonId: v.pickupPersonId,
    method: v.method,
    startedAt: v.at,
    expiresAt: v.expiresAt,
  });
}

/**
 * Ends a live visit of this kiosk and answers its guardian or pick-up person (null: unknown, another kiosk's,
 * expired or used). Ending it first makes a visit sign once, even sent twice at once.
 */
export async function endVisit(db: DbOrTx, tokenHash: string, kioskId: number, at: Date) {
  const [row] = await db
    .update(kioskVisits)
    .set({ endedAt: at })
    .where(
      and(
        eq(kioskVisits.tokenHash, tokenHash),
        eq(kioskVisits.kioskId, kioskId),
        isNull(kioskVisits.endedAt),
        gt(kioskVisits.expiresAt, at),
      ),
    )
    .returning({
      guardianUserId: kioskVisits.guardianUserId,
      pickupPersonId: kioskVisits.pickupPersonId,
      method: kioskVisits.method,
    });
  return row ?? null;
}

/** Housekeeping: visits and used codes older than a day hold nothing worth keeping. */
export async function deleteOldKioskRows(db: DbOrTx, before: Date) {
  await db.delete(kioskVisits).where(lt(kioskVisits.expiresAt, before));
  await db.delete(kioskCodeUses).where(lt(kioskCodeUses.usedAt, before));
}

/**
 * The stored signature of a child's check-in or check-out on a day, or null; another
 * family's child answers 404 as a missing one.
 */
export async function signatureFile(
  db: DbOrTx,
  principal: Principal,
  childId: number,
  date: string,
  of: 'checkIn' | 'checkOut',
) {
  await assertEnrolledChildVisible(db, principal, 'attendance.read', childId);
  const column =
    of === 'checkIn' ? attendance.checkInSignatureFileId : attendance.checkOutSignatureFileId;
  const [row] = await db
    .select({ key: storedFiles.key, contentType: storedFiles.contentType })
    .from(attendance)
    .innerJoin(storedFiles, eq(storedFiles.id, column))
    .where(and(eq(attendance.childId, childId), eq(attendance.date, date)));
  return row ?? null;
}

// ---- Codes ----

/** Marks a guardian's code of one step used; false when it was used before (or at once). */
export async function useCode(
  db: DbOrTx,
  v: { guardianUserId: number; step: number; kioskId: number; at: Date },
) {
  const rows = await db
    .insert(kioskCodeUses)
    .values({ guardianUserId: v.guardianUserId, step: v.step, kioskId: v.kioskId, usedAt: v.at })
    .onConflictDoNothing()
    .returning({ step: kioskCodeUses.step });
  return rows.length > 0;
}

// ---- The guardian's children ----

/** The enrolled children a guardian may sign in and out, with today's state. */
export async function guardianChildren(
  db: DbOrTx,
  userId: number,
  today: string,
): Promise<KioskChild[]> {
  const rows = await db
    .select({
      id: children.id,
      name: childNameSql,
      checkInAt: attendance.checkInAt,
      checkOutAt: attendance.checkOutAt,
    })
    .from(guardians)
    .innerJoin(parentAccounts, eq(parentAccounts.id, guardians.parentAccountId))
    .innerJoin(children, eq(children.id, guardians.childId))
    .leftJoin(attendance, and(eq(attendance.childId, children.id), eq(attendance.date, today)))
    .where(and(eq(parentAccounts.userId, userId), enrolledChild))
    .orderBy(asc(children.firstName), asc(children.id));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    state: r.checkOutAt ? 'left' : r.checkInAt ? 'here' : 'notArrived',
  }));
}
