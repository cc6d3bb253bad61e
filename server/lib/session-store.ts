import { and, eq, lt, ne } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { sessions, users } from '../db/schema/index.ts';
import type { Role } from '../../contract/enums.ts';
import { sessionPolicy } from './session-policy.ts';

/** A session as a signed-in request reads it, with its user. */
export type SessionRow = {
  userId: number;
  role: Role;
  email: string;
  isActive: boolean;
  persistent: boolean;
  lastSeenAt: Date;
  expiresAt: Date;
  /** This session reaches only the set-up of two-step sign-in (decision 069). */
  mustSetUpTwoStep: boolean;
};

export async function insertSession(
  db: DbOrTx,
  s: {
    tokenHash: string;
    userId: number;
    persistent: boolean;
    now: Date;
    userAgent?: string;
    ipAddress?: string;
    mustSetUpTwoStep?: boolean;
  },
): Promise<{ expiresAt: Date }> {
  const policy = s.persistent ? sessionPolicy.remembered : sessionPolicy.browser;
  const expiresAt = new Date(s.now.getTime() + policy.maxAgeMs);
  await db.insert(sessions).values({
    tokenHash: s.tokenHash,
    userId: s.userId,
    persistent: s.persistent,
    createdAt: s.now,
    lastSeenAt: s.now,
    expiresAt,
    userAgent: s.userAgent?.slice(0, 300) ?? null,
    ipAddress: s.ipAddress ?? null,
    mustSetUpTwoStep: s.mustSetUpTwoStep ?? false,
  });
  return { expiresAt };
}

type SessionTimes = Pick<SessionRow, 'persistent' | 'lastSeenAt' | 'expiresAt'>;

/** Two-step sign-in is set up: none of the person's sessions is held to the set-up any more. */
export async function releaseTwoStepSetup(db: DbOrTx, userId: number): Promise<void> {
  await db
    .update(sessions)
    .set({ mustSetUpTwoStep: false })
    .where(and(eq(sessions.userId, userId), eq(sessions.mustSetUpTwoStep, true)));
}

/** Whether a session still lets its browser in: not past its end, not idle too long. */
export function isSessionLive(row: SessionTimes, now: Date): boolean {
  const idleMs = (row.persistent ? sessionPolicy.remembered : sessionPolicy.browser).idleMs;
  return row.expiresAt > now && now.getTime() - row.lastSeenAt.getTime() <= idleMs;
}

/** What a session read now needs: nothing, to end (expired or idle), or to be marked as used. */
function sessionDue(row: SessionRow, now: Date): 'nothing' | 'end' | 'touch' {
  if (!isSessionLive(row, now)) return 'end';
  const sinceSeen = now.getTime() - row.lastSeenAt.getTime();
  return sinceSeen > sessionPolicy.touchEveryMs ? 'touch' : 'nothing';
}

/** The live session for a token hash, with its user; null when absent, expired or idle. */
export async function findLiveSession(
  db: DbOrTx,
  tokenHash: string,
  now: Date,
): Promise<SessionRow | null> {
  const row = await readSession(db, tokenHash);
  if (!row || !row.isActive) return null;
  const due = sessionDue(row, now);
  if (due === 'end') {
    await deleteSession(db, tokenHash);
    return null;
  }
  if (due === 'touch') {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.tokenHash, tokenHash));
    row.lastSeenAt = now;
  }
  return row;
}

async function readSession(db: DbOrTx, tokenHash: string): Promise<SessionRow | undefined> {
  const [row] = await db
    .select({
      userId: users.id,
      role: users.role,
      email: users.email,
      isActive: users.isActive,
      persistent: sessions.persistent,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      mustSetUpTwoStep: sessions.mustSetUpTwoStep,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.tokenHash, tokenHash))
    .limit(1);
  return row;
}

export async function deleteSession(db: DbOrTx, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** Ends every session of a user except, optionally, the one making the request. */
export async function deleteUserSessions(
  db: DbOrTx,
  userId: number,
  exceptTokenHash?: string,
): Promise<void> {
  await db
    .delete(sessions)
    .where(
      exceptTokenHash
        ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, exceptTokenHash))
        : eq(sessions.userId, userId),
    );
}

/** Housekeeping: sessions past their end are removed (idle ones go when next looked up). */
export async function deleteExpiredSessions(db: DbOrTx, now: Date): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}
