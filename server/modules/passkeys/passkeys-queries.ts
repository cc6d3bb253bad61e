import { and, asc, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { accessible, type Viewer } from '../../access/access.ts';
import { passkeyChallenges, passkeys, users } from '../../db/schema/index.ts';

export type ChallengePurpose = 'register' | 'signIn' | 'secondStep';

/** Keeps a challenge handed out, and forgets those whose five minutes are over. */
export async function saveChallenge(
  db: DbOrTx,
  c: { challenge: string; purpose: ChallengePurpose; userId: number | null; expiresAt: Date },
  now: Date,
): Promise<void> {
  await db.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, now));
  await db.insert(passkeyChallenges).values(c);
}

/**
 * Takes a challenge, once: deleted as it is read, so an answer replayed (or sent twice at
 * once) finds it gone. Only for its purpose and person, and before it expires.
 */
export async function takeChallenge(
  db: DbOrTx,
  c: { challenge: string; purpose: ChallengePurpose; userId: number | null },
  now: Date,
): Promise<boolean> {
  const rows = await db
    .delete(passkeyChallenges)
    .where(
      and(
        eq(passkeyChallenges.challenge, c.challenge),
        eq(passkeyChallenges.purpose, c.purpose),
        c.userId === null
          ? sql`${passkeyChallenges.userId} is null`
          : eq(passkeyChallenges.userId, c.userId),
        gt(passkeyChallenges.expiresAt, now),
      ),
    )
    .returning({ challenge: passkeyChallenges.challenge });
  return rows.length > 0;
}

export async function listPasskeys(db: DbOrTx, viewer: Viewer) {
  return db
    .select({
      id: passkeys.id,
      credentialId: passkeys.credentialId,
      name: passkeys.name,
      createdAt: passkeys.createdAt,
      lastUsedAt: passkeys.lastUsedAt,
    })
    .from(passkeys)
    .where(accessible(viewer, 'passkeys.update', passkeys.id))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
}

/** The credentials a person has, for the browser to choose from (or not to register again). */
export async function credentialsOf(db: DbOrTx, userId: number) {
  return db
    .select({ id: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, userId));
}

export async function countPasskeys(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(passkeys)
    .where(eq(passkeys.userId, userId));
  return row?.n ?? 0;
}

export async function insertPasskey(
  db: DbOrTx,
  p: {
    userId: number;
    credentialId: string;
    publicKey: string;
    counter: number;
    transports: string[];
    name: string;
    createdAt: Date;
  },
) {
  const [row] = await db.insert(passkeys).values(p).returning({
    id: passkeys.id,
    credentialId: passkeys.credentialId,
    name: passkeys.name,
    createdAt: passkeys.createdAt,
    lastUsedAt: passkeys.lastUsedAt,
  });
  return row!;
}

/** A passkey by its credential id, with what the sign-in checks of its owner. */
export async function findByCredentialId(db: DbOrTx, credentialId: string) {
  const [row] = await db
    .select({
      id: passkeys.id,
      userId: passkeys.userId,
      credentialId: passkeys.credentialId,
      publicKey: passkeys.publicKey,
      counter: passkeys.counter,
      transports: passkeys.transports,
      name: passkeys.name,
      isActive: users.isActive,
      role: users.role,
    })
    .from(passkeys)
    .innerJoin(users, eq(users.id, passkeys.userId))
    .where(eq(passkeys.credentialId, credentialId))
    .limit(1);
  return row ?? null;
}

/**
 * Takes a signature's counter in one statement: only forward (or both 0, an authenticator
 * that keeps no counter), so of two uses of one signature at once only one gets through.
 */
export async function advanceCounter(
  db: DbOrTx,
  id: number,
  counter: number,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(passkeys)
    .set({ counter, lastUsedAt: now })
    .where(
      and(
        eq(passkeys.id, id),
        or(lt(passkeys.counter, counter), and(eq(passkeys.counter, 0), sql`${counter} = 0`)),
      ),
    )
    .returning({ id: passkeys.id });
  return rows.length > 0;
}

export async function deletePasskey(db: DbOrTx, id: number) {
  const [row] = await db
    .delete(passkeys)
    .where(eq(passkeys.id, id))
    .returning({ name: passkeys.name, credentialId: passkeys.credentialId });
  return row ?? null;
}

/** A director's reset of a lost phone (decision 069): every passkey of the person goes. */
export async function deletePasskeysOf(db: DbOrTx, userId: number): Promise<number> {
  const rows = await db
    .delete(passkeys)
    .where(eq(passkeys.userId, userId))
    .returning({ id: passkeys.id });
  return rows.length;
}

/**
 * What the device shows of the account and the centre when a passkey is made. Plain SQL for
 * the outer columns: Drizzle leaves them unqualified in a single-table select (auth-queries).
 */
export async function accountNames(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      displayName: sql<string>`coalesce(
        (select s.first_name || ' ' || s.last_name from staff s where s.user_id = "users"."id"),
        (select p.first_name || ' ' || p.last_name from parent_accounts p
          where p.user_id = "users"."id"),
        "users"."email")`,
      centreName: sql<string>`coalesce((select c.name from centre_settings c limit 1), '')`,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? { displayName: '', centreName: '' };
}
