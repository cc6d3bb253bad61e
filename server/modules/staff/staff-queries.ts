import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { StaffResponse } from '../../../contract/staff.ts';
import type { Db } from '../../db/client.ts';
import { sessions, staff, users } from '../../db/schema/index.ts';

const staffColumns = {
  id: staff.id,
  firstName: staff.firstName,
  lastName: staff.lastName,
  role: staff.role,
  room: staff.room,
  phone: staff.phone,
  email: staff.email,
  isOnDuty: staff.isOnDuty,
};

/** Staff still working here (removed ones keep their history but leave the list). */
export async function listStaff(db: Db): Promise<StaffResponse[]> {
  return db
    .select(staffColumns)
    .from(staff)
    .where(isNull(staff.removedAt))
    .orderBy(asc(staff.lastName), asc(staff.firstName), asc(staff.id));
}

export async function findCurrentStaff(
  db: Db,
  id: number,
): Promise<(StaffResponse & { userId: number | null }) | undefined> {
  const [row] = await db
    .select({ ...staffColumns, userId: staff.userId })
    .from(staff)
    .where(and(eq(staff.id, id), isNull(staff.removedAt)));
  return row;
}

/** Another current staff member with this e-mail (letter case ignored), if any. */
export async function emailTaken(db: Db, email: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: staff.id })
    .from(staff)
    .where(
      and(
        isNull(staff.removedAt),
        sql`lower(${staff.email}) = lower(${email})`,
        exceptId === undefined ? undefined : ne(staff.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The staff record of a sign-in account (a director's own record), if it has one. */
export async function staffIdOfUser(db: Db, userId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.userId, userId), isNull(staff.removedAt)));
  return row?.id;
}

export type NewStaff = Omit<StaffResponse, 'id' | 'isOnDuty'>;

export async function insertStaff(db: Db, values: NewStaff, at: Date): Promise<StaffResponse> {
  const [row] = await db
    .insert(staff)
    .values({ ...values, isOnDuty: false, createdAt: at })
    .returning(staffColumns);
  return row!;
}

export type StaffChanges = Partial<Omit<StaffResponse, 'id'>>;

export async function updateStaff(
  db: Db,
  id: number,
  changes: StaffChanges,
): Promise<StaffResponse | undefined> {
  const [row] = await db
    .update(staff)
    .set(changes)
    .where(and(eq(staff.id, id), isNull(staff.removedAt)))
    .returning(staffColumns);
  return row;
}

/**
 * Removal keeps the record (and every report naming them) but takes them off duty and out
 * of the lists; a removed staff member who could sign in no longer can, from this moment.
 */
export async function removeStaff(
  db: Db,
  id: number,
  userId: number | null,
  at: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .update(staff)
      .set({ removedAt: at, isOnDuty: false })
      .where(and(eq(staff.id, id), isNull(staff.removedAt)))
      .returning({ id: staff.id });
    if (removed.length === 0) return false;
    if (userId !== null) {
      await tx.update(users).set({ isActive: false, updatedAt: at }).where(eq(users.id, userId));
      await tx.delete(sessions).where(eq(sessions.userId, userId));
    }
    return true;
  });
}
