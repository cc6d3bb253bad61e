import { and, desc, eq, ne } from 'drizzle-orm';
import type { SignedInDevice } from '../../../contract/account.ts';
import type { DbOrTx } from '../../db/client.ts';
import { sessions } from '../../db/schema/index.ts';
import { accessible, type Viewer } from '../../access/access.ts';
import { isSessionLive } from '../../lib/session-store.ts';
import { describeUserAgent } from '../../lib/user-agent.ts';

/** Who asks, and which of their sessions is the one asking. */
export type Asker = Viewer & { sessionTokenHash: string };

/** The places the person is signed in now, the most recently used first. */
export async function listSignedInDevices(
  db: DbOrTx,
  asker: Asker,
  now: Date,
): Promise<SignedInDevice[]> {
  const rows = await db
    .select({
      id: sessions.id,
      tokenHash: sessions.tokenHash,
      userAgent: sessions.userAgent,
      persistent: sessions.persistent,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(accessible(asker, 'session.devices', sessions.id))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id));
  return rows
    .filter((row) => isSessionLive(row, now))
    .map((row) => ({
      id: row.id,
      current: row.tokenHash === asker.sessionTokenHash,
      ...describeUserAgent(row.userAgent),
      remembered: row.persistent,
      signedInAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
    }));
}

/** Whether the session with this id is the one asking. */
export async function isAskingSession(db: DbOrTx, asker: Asker, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, id), eq(sessions.tokenHash, asker.sessionTokenHash)));
  return row !== undefined;
}

export async function deleteSessionById(db: DbOrTx, id: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, id));
}

/** Ends every session of the asker but the one asking; how many there were. */
export async function deleteOtherSessions(db: DbOrTx, asker: Asker): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(
      and(
        accessible(asker, 'session.devices', sessions.id),
        ne(sessions.tokenHash, asker.sessionTokenHash),
      ),
    )
    .returning({ id: sessions.id });
  return ended.length;
}
