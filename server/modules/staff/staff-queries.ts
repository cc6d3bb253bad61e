import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { StaffResponse } from '../../../contract/staff.ts';
import type { DbOrTx } from '../../db/client.ts';
import { sessions, staff, users } from '../../db/schema/index.ts';
import { syncDutyPeriod } from './duty-periods.ts';

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
export async function listStaff(db: DbOrTx): Promise<StaffResponse[]> {
  return db
    .select(staffColumns)
    .from(staff)
    .where(isNull(staff.removedAt))
    .orderBy(asc(staff.lastName), asc(staff.firstName), asc(staff.id));
}

export async function findCurrentStaff(
  db: DbOrTx,
  id: number,
): Promise<(StaffResponse & { userId: number | null }) | undefined> {
  const [row] = await db
    .select({ ...staffColumns, userId: staff.userId })
    .from(staff)
    .where(and(eq(staff.id, id), isNull(staff.removedAt)));
  return row;
}

/** Another current staff member with this e-mail (letter case ignored), if any. */
export async function emailTaken(db: DbOrTx, email: string, exceptId?: number): Promise<boolean> {
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
export async function staffIdOfUser(db: DbOrTx, userId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ id: staff.id })
    .from(staff)
    .where(and(eq(staff.userId, userId), isNull(staff.removedAt)));
  return row?.id;
}

export type NewStaff = Omit<StaffResponse, 'id' | 'isOnDuty'>;

export async function insertStaff(db: DbOrTx, values: NewStaff, at: Date): Promise<StaffResponse> {
  const [row] = await db
    .insert(staff)
    .values({ ...values, isOnDuty: false, createdAt: at })
    .returning(staffColumns);
  return row!;
}

export type StaffChanges = Partial<Omit<StaffResponse, 'id'>>;

/**
 * Changes a current staff member. Their e-mail is also their sign-in e-mail when they have
 * an account: the two change together (call it in a transaction), so neither goes stale.
 */
export async function updateStaff(
  db: DbOrTx,
  id: number,
  changes: StaffChanges,
  at: Date,
): Promise<StaffResponse | undefined> {
  const [row] = await db
    .update(staff)
    .set(changes)
    .where(and(eq(staff.id, id), isNull(staff.removedAt)))
    .returning({ ...staffColumns, userId: staff.userId });
  if (!row) return undefined;
  const { userId, ...member } = row;
  await syncDutyPeriod(db, member, at);
  if (changes.email !== undefined && userId !== null) {
    await db
      .update(users)
      .set({ email: changes.email.toLowerCase(), updatedAt: at })
      .where(eq(users.id, userId));
  }
  return member;
}

/**
 * Removal keeps the record (and every report naming them) but takes them off duty and out
 * of the lists; a removed staff member who could sign in no longer can, from this moment.
 * Call it in a transaction: the three writes belong together.
 */
export async function removeStaff(
  db: DbOrTx,
  id: number,
  userId: number | null,
  at: Date,
): Promise<boolean> {
  const removed = await db
    .update(staff)
    .set({ removedAt: at, isOnDuty: false })
    .where(and(eq(staff.id, id), isNull(staff.removedAt)))
    .returning({ id: staff.id });
  if (removed.length === 0) return false;
  await syncDutyPeriod(db, { id, isOnDuty: false, room: null }, at);
  if (userId !== null) {
    await db.update(users).set({ isActive: false, updatedAt: at }).where(eq(users.id, userId));
    await db.delete(sessions).where(eq(sessions.userId, userId));
  }
  return true;
}
